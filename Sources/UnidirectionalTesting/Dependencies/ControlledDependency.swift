public import Unidirectional

/// An async dependency whose every call suspends until the test answers it.
///
/// Stub a feature's `fetch` with one to state races as plain steps: which requests are
/// out, which one answers first, which one fails. No timeouts, sleeps or yields: when a test
/// store's effect calls it, the call is pending by the time `send` returns, and after
/// ``respond(toCallAt:with:fileID:filePath:line:column:)-(_,Result<Output,Error>,_,_,_,_)``
/// the actions the answer caused have arrived.
///
/// ```swift
/// struct Profile: Reducer {
///   struct State: Equatable { var user: User?; var isLoading = false }
///   enum Action: Equatable { case appear, loaded(User) }
///
///   let fetchUser: @Sendable (_ id: Int) async throws -> User
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .appear:
///       state.isLoading = true
///       return .run { [fetchUser] send in
///         let user = try await fetchUser(42)
///         send(.loaded(user))
///       }
///     case .loaded(let user):
///       state.isLoading = false
///       state.user = user
///       return .none
///     }
///   }
/// }
///
/// let fetchUser = ControlledDependency<Int, User>()
/// let store = TestStore(
///   initialState: Profile.State(),
///   reducer: Profile(fetchUser: { try await fetchUser($0) })
/// )
/// await store.send(.appear) { $0.isLoading = true }
/// #expect(fetchUser.pendingInputs == [42])
/// await fetchUser.respond(to: 42, with: User(name: "Ada"))
/// await store.receive(.loaded(User(name: "Ada"))) {
///   $0.isLoading = false
///   $0.user = User(name: "Ada")
/// }
/// ```
///
/// Each call waits on a ``ParkedContinuation``, so a test store knows it waits on the test.
/// A call whose task is cancelled throws `CancellationError` and leaves the pending list,
/// like a well-behaved network client. Pass `ignoresCancellation: true` to model a client
/// that answers anyway, and so test that late answers are dropped.
public final class ControlledDependency<Input: Sendable, Output: Sendable>: Sendable {
  private struct Call {
    let input: Input
    let continuation: ParkedContinuation<Output>
  }

  private struct Ledger {
    var pending: [Call] = []
    var inputs: [Input] = []
    var cancelledInputs: [Input] = []
  }

  private let ledger = LockedState(Ledger())
  private let ignoresCancellation: Bool
  private let issueReporter: IssueReporter

  /// Creates a dependency with no calls yet.
  ///
  /// - Parameters:
  ///   - ignoresCancellation: Whether a pending call keeps waiting for its answer when its
  ///     task is cancelled.
  ///   - issueReporter: Where answering a call that is not pending is reported; the
  ///     running test by default.
  public init(
    ignoresCancellation: Bool = false,
    issueReporter: IssueReporter = .failingCurrentTest
  ) {
    self.ignoresCancellation = ignoresCancellation
    self.issueReporter = issueReporter
  }

  /// Calls the dependency: suspends until the test answers this call.
  ///
  /// - Parameter input: The call's argument, which the test sees in ``pendingInputs``.
  /// - Returns: The output the test answers with.
  /// - Throws: The error the test answers with, or `CancellationError`.
  public func callAsFunction(_ input: Input) async throws -> Output {
    ledger.withLock { $0.inputs.append(input) }
    let onCancel: @Sendable (ParkedContinuation<Output>) -> Void = { continuation in
      if !self.ignoresCancellation { self.cancel(continuation) }
    }
    return try await withParkedContinuation(of: Output.self, onCancel: onCancel) { continuation in
      ledger.withLock { ledger in
        if Task.isCancelled && !ignoresCancellation { return .failure(CancellationError()) }
        ledger.pending.append(Call(input: input, continuation: continuation))
        return nil
      }
    }
  }

  /// The inputs of the calls still waiting for an answer, oldest first.
  public var pendingInputs: [Input] { ledger.withLock { $0.pending.map(\.input) } }

  /// The inputs of every call so far, in call order.
  public var inputs: [Input] { ledger.withLock { $0.inputs } }

  /// The inputs of the calls whose task was cancelled while they waited.
  public var cancelledInputs: [Input] { ledger.withLock { $0.cancelledInputs } }

  /// Answers the pending call at `index` (0 is the oldest), then waits until the effects
  /// it woke have run as far as they can.
  ///
  /// - Parameters:
  ///   - index: The position of the call in ``pendingInputs``.
  ///   - result: The value to return or the error to throw.
  ///   - fileID: The caller's file, where a missing call is reported.
  ///   - filePath: The caller's file path, where a missing call is reported.
  ///   - line: The caller's line, where a missing call is reported.
  ///   - column: The caller's column, where a missing call is reported.
  public func respond(
    toCallAt index: Int = 0,
    with result: Result<Output, any Error>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await respond(toCallAt: index, with: result, at: location)
  }

  /// Answers the pending call at `index` (0, the oldest, by default) with `output`, then
  /// waits until the effects it woke have run as far as they can.
  ///
  /// The way to answer a dependency whose calls carry no input to tell them apart, such as
  /// a loader with no arguments (`ControlledDependency<Void, Output>`).
  ///
  /// - Parameters:
  ///   - index: The position of the call in ``pendingInputs``.
  ///   - output: The value the call returns.
  ///   - fileID: The caller's file, where a missing call is reported.
  ///   - filePath: The caller's file path, where a missing call is reported.
  ///   - line: The caller's line, where a missing call is reported.
  ///   - column: The caller's column, where a missing call is reported.
  public func respond(
    toCallAt index: Int = 0,
    with output: Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await respond(toCallAt: index, with: .success(output), at: location)
  }

  /// Makes the pending call at `index` (0, the oldest, by default) throw `error`, then
  /// waits until the effects it woke have run as far as they can.
  ///
  /// - Parameters:
  ///   - index: The position of the call in ``pendingInputs``.
  ///   - error: The error the call throws.
  ///   - fileID: The caller's file, where a missing call is reported.
  ///   - filePath: The caller's file path, where a missing call is reported.
  ///   - line: The caller's line, where a missing call is reported.
  ///   - column: The caller's column, where a missing call is reported.
  public func fail(
    callAt index: Int = 0,
    with error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await respond(toCallAt: index, with: .failure(error), at: location)
  }

  func respond(
    toCallAt index: Int,
    with result: Result<Output, any Error>,
    at location: SourceCodeLocation
  ) async {
    await respond(
      toFirstCallWhere: { position, _ in position == index },
      describedAs: "at index \(index)",
      with: result,
      at: location
    )
  }

  /// Takes the first pending call that `isChosen` picks, in one step under the lock, and
  /// answers it; reports a failure when there is none.
  func respond(
    toFirstCallWhere isChosen: (Int, Input) -> Bool,
    describedAs description: String,
    with result: Result<Output, any Error>,
    at location: SourceCodeLocation
  ) async {
    let taken = ledger.withLock { ledger -> (call: Call?, pending: [Input]) in
      let pending = ledger.pending.map(\.input)
      guard let index = pending.indices.first(where: { isChosen($0, pending[$0]) }) else {
        return (nil, pending)
      }
      return (ledger.pending.remove(at: index), pending)
    }
    guard let call = taken.call else {
      issueReporter.fail(
        TestStoreMessages.noPendingCall(description, pending: "\(taken.pending)"),
        at: location
      )
      return
    }
    await call.continuation.resume(with: result)
  }

  /// Ends the call waiting on `continuation`, whose task was cancelled, and lists its input
  /// as cancelled if it was pending.
  private func cancel(_ continuation: ParkedContinuation<Output>) {
    ledger.withLock { ledger in
      guard let index = ledger.pending.firstIndex(where: { $0.continuation === continuation })
      else { return }
      ledger.cancelledInputs.append(ledger.pending.remove(at: index).input)
    }
    continuation.cancel()
  }
}

extension ControlledDependency where Input == Void {
  /// Calls a dependency that takes no input: suspends until the test answers this call.
  ///
  /// Stub a loader with no arguments with a `ControlledDependency<Void, Output>`, and answer
  /// its oldest pending call with
  /// ``respond(toCallAt:with:fileID:filePath:line:column:)-(_,Output,_,_,_,_)`` or
  /// ``fail(callAt:with:fileID:filePath:line:column:)``; no dummy input is needed.
  ///
  /// ```swift
  /// struct Account: Reducer {
  ///   struct State: Equatable { var user: User? }
  ///   enum Action: Equatable { case appear, loaded(User) }
  ///
  ///   let loadUser: @Sendable () async throws -> User
  ///
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///     switch action {
  ///     case .appear:
  ///       return .run { [loadUser] send in send(.loaded(try await loadUser())) }
  ///     case .loaded(let user):
  ///       state.user = user
  ///       return .none
  ///     }
  ///   }
  /// }
  ///
  /// let loadUser = ControlledDependency<Void, User>()
  /// let store = TestStore(initialState: Account.State(), reducer: Account { try await loadUser() })
  /// await store.send(.appear)
  /// #expect(loadUser.pendingInputs.count == 1)
  /// await loadUser.respond(with: User(name: "Ada"))
  /// await store.receive(.loaded(User(name: "Ada"))) { $0.user = User(name: "Ada") }
  /// await store.finish()
  /// ```
  ///
  /// - Returns: The output the test answers with.
  /// - Throws: The error the test answers with, or `CancellationError`.
  public func callAsFunction() async throws -> Output {
    try await self(())
  }
}

extension ControlledDependency where Input: Equatable {
  /// Answers the oldest pending call made with `input`.
  ///
  /// - Parameters:
  ///   - input: The argument of the call to answer.
  ///   - output: The value the call returns.
  ///   - fileID: The caller's file, where a missing call is reported.
  ///   - filePath: The caller's file path, where a missing call is reported.
  ///   - line: The caller's line, where a missing call is reported.
  ///   - column: The caller's column, where a missing call is reported.
  public func respond(
    to input: Input,
    with output: Output,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await respond(to: input, with: .success(output), at: location)
  }

  /// Makes the oldest pending call made with `input` throw `error`.
  ///
  /// - Parameters:
  ///   - input: The argument of the call to fail.
  ///   - error: The error the call throws.
  ///   - fileID: The caller's file, where a missing call is reported.
  ///   - filePath: The caller's file path, where a missing call is reported.
  ///   - line: The caller's line, where a missing call is reported.
  ///   - column: The caller's column, where a missing call is reported.
  public func fail(
    _ input: Input,
    with error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await respond(to: input, with: .failure(error), at: location)
  }

  private func respond(
    to input: Input,
    with result: Result<Output, any Error>,
    at location: SourceCodeLocation
  ) async {
    await respond(
      toFirstCallWhere: { _, pendingInput in pendingInput == input },
      describedAs: "with input \(input)",
      with: result,
      at: location
    )
  }
}
