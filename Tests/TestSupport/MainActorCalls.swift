/// An async dependency on the main actor whose calls wait until the test answers them: a
/// plain store's effect calls it without leaving the main actor, so the call is pending as
/// soon as `send` returns.
///
/// A cancelled call throws `CancellationError` at once and is listed in ``cancelled``,
/// unless the double ignores cancellation, which models a client that answers late anyway.
/// Only the main actor may cancel a call's task, as a store's runner does.
@MainActor
package final class MainActorCalls<Input: Equatable & Sendable, Output: Sendable> {
  private struct Call {
    let id: Int
    let input: Input
    let continuation: CheckedContinuation<Output, any Error>
  }

  private var calls: [Call] = []
  private var nextID = 0
  private let ignoresCancellation: Bool

  /// The inputs of the calls that were cancelled while they waited.
  package private(set) var cancelled: [Input] = []

  package init(ignoresCancellation: Bool = false) {
    self.ignoresCancellation = ignoresCancellation
  }

  /// The inputs of the calls waiting for an answer, oldest first.
  package var pending: [Input] { calls.map(\.input) }

  package func callAsFunction(_ input: Input) async throws -> Output {
    let id = nextID
    nextID += 1
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        calls.append(Call(id: id, input: input, continuation: continuation))
        if Task.isCancelled { cancel(id: id) }
      }
    } onCancel: {
      // The runner cancels effect tasks on the main actor, so the handler runs there.
      MainActor.assumeIsolated { self.cancel(id: id) }
    }
  }

  /// Answers the oldest pending call made with `input`.
  package func respond(to input: Input, with output: Output) {
    guard let index = calls.firstIndex(where: { $0.input == input }) else {
      preconditionFailure("No pending call with \(input)")
    }
    calls.remove(at: index).continuation.resume(returning: output)
  }

  private func cancel(id: Int) {
    guard !ignoresCancellation, let index = calls.firstIndex(where: { $0.id == id }) else { return }
    let call = calls.remove(at: index)
    cancelled.append(call.input)
    call.continuation.resume(throwing: CancellationError())
  }
}
