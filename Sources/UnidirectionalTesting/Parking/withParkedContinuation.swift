/// Suspends the calling effect until the test resumes the ``ParkedContinuation`` that
/// `park` receives, and tells the test store meanwhile that the effect waits on the test.
///
/// Write your own async test double with it: a fake stream, a fake location service, a
/// hand-written continuation-based fake. Under a ``TestStore``, an effect suspended here
/// counts as parked, so each step returns as soon as every effect has ended or parked,
/// instead of waiting out the store's `timeout`; resuming the continuation waits until the
/// woken effect has run as far as it can, so the actions it sent are there to `receive`.
/// Outside a test store it is a plain continuation. ``TestClock``,
/// ``ControlledDependency`` and ``ControlledStream`` are built on it.
///
/// `park` runs on the caller's actor before the effect suspends. Keep the continuation
/// where the test can reach it and return `nil` to wait; return a result to answer at once,
/// such as a value the test sent before the effect asked.
///
/// ```swift
/// struct Location: Sendable { var latitude: Double, longitude: Double }
///
/// actor FakeLocations {
///   private var buffered: [Location] = []
///   private var waiting: ParkedContinuation<Location>?
///
///   /// What the feature's effect calls.
///   func next() async throws -> Location {
///     try await withParkedContinuation { continuation in
///       if !buffered.isEmpty { return .success(buffered.removeFirst()) }
///       waiting = continuation
///       return nil
///     }
///   }
///
///   /// What the test calls: returns once the effect has handled the location.
///   func send(_ location: Location) async {
///     guard let waiting else { return buffered.append(location) }
///     self.waiting = nil
///     await waiting.resume(returning: location)
///   }
/// }
/// ```
///
/// When the effect's task is cancelled while it waits, `onCancel` runs, on whichever
/// thread cancelled it; by default it ends the wait with `CancellationError`. Pass your own
/// to also forget the continuation, or to keep waiting, like a client that answers a
/// cancelled request anyway.
///
/// - Parameters:
///   - type: The type of the value the test resumes the effect with.
///   - isolation: The caller's actor, on which `park` runs.
///   - onCancel: Runs when the effect's task is cancelled; cancels the continuation by
///     default.
///   - park: Stores the continuation for the test; returns `nil` to wait, or the answer.
/// - Returns: The value the test resumed the effect with.
/// - Throws: The error the test resumed the effect with, or `CancellationError`.
public func withParkedContinuation<Value: Sendable>(
  of type: Value.Type = Value.self,
  isolation: isolated (any Actor)? = #isolation,
  onCancel: @Sendable (ParkedContinuation<Value>) -> Void = { $0.cancel() },
  _ park: (ParkedContinuation<Value>) -> Result<Value, any Error>?
) async throws -> Value {
  let quiescence = EffectQuiescence.current
  let parked = ParkedContinuation<Value>(
    quiescence: quiescence, isChildTask: quiescence?.isOnAChildTaskOfAnEffect ?? false)
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
      if !parked.isAnswered, let answer = park(parked) { _ = parked.answer(answer) }
      parked.attach(continuation)
    }
  } onCancel: {
    onCancel(parked)
  }
}
