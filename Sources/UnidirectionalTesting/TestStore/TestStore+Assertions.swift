import Unidirectional

extension TestStore {
  /// Asserts the whole sequence of states the store went through, from the initial state,
  /// as one value.
  ///
  /// This is the "exact state sequence" of a feature: a story of states that reads as the
  /// spec.
  ///
  /// ```swift
  /// struct Numbers: Reducer {
  ///   struct State: Equatable { var page: DataState<[Int], AppError> = .idle }
  ///   enum Action: Equatable { case load, loaded([Int]) }
  ///
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///     switch action {
  ///     case .load:
  ///       state.page = .initialLoading
  ///       return .send(.loaded([1, 2, 3]))
  ///     case .loaded(let numbers):
  ///       state.page = .success(numbers)
  ///       return .none
  ///     }
  ///   }
  /// }
  ///
  /// let store = TestStore(initialState: Numbers.State(), reducer: Numbers())
  /// await store.send(.load) { $0.page = .initialLoading }
  /// await store.receive(.loaded([1, 2, 3])) { $0.page = .success([1, 2, 3]) }
  /// store.assertStateHistory([
  ///   .init(page: .idle),
  ///   .init(page: .initialLoading),
  ///   .init(page: .success([1, 2, 3])),
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - expected: Every state, starting with the initial one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func assertStateHistory(
    _ expected: [State],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard expected != stateHistory else { return }
    let diff = valueDiff(expected, stateHistory) ?? "\(stateHistory)"
    fail(TestStoreMessages.historyMismatch(diff: diff), at: location)
  }

  /// Checks the state after `step` against `expected`.
  ///
  /// When the action left the state as it was, the failure says so rather than only showing
  /// the diff: the assertion expected a change that never happened.
  ///
  /// `title` is built only when the step fails: describing an action dumps it through
  /// reflection, which would otherwise dominate the cost of every passing step.
  func assertStep(
    _ step: ReducedStep<State, Action>,
    _ expected: ((inout State) throws -> Void)?,
    title: @autoclosure () -> String,
    at location: SourceCodeLocation
  ) {
    let previous = exhaustivity == .on ? step.stateBefore : step.stateAfter
    var expectedState = previous
    do {
      if let expected {
        try expected(&expectedState)
        alignSharedCopies(&expectedState, previous)
      }
    } catch {
      fail(TestStoreMessages.assertionThrew(after: title(), error: error), at: location)
      return
    }
    guard expectedState != step.stateAfter else { return }
    let diff = valueDiff(expectedState, step.stateAfter) ?? "\(step.stateAfter)"
    let message =
      step.stateBefore == step.stateAfter
      ? TestStoreMessages.stateUnchanged(after: title(), diff: diff)
      : TestStoreMessages.stateMismatch(after: title(), diff: diff)
    fail(message, at: location)
  }

  func describe(_ action: Action) -> String {
    structuralDump(action)
  }
}
