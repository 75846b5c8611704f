import Unidirectional

extension TestStore {
  /// Checks the current state without sending or receiving an action.
  ///
  /// `expected` mutates the state the test has accounted for into the one it expects: in
  /// exhaustive mode, the state after the last step the test asserted, so every change
  /// since — made by actions received but not yet asserted — must be written; with
  /// ``exhaustivity`` off, the current state, so the closure only states the fields it
  /// cares about.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State(), exhaustivity: .off) { Counter() }
  /// await store.send(.increment)
  /// await store.send(.increment)
  /// store.assert { $0.count = 2 }
  /// ```
  ///
  /// - Parameters:
  ///   - expected: Mutates the accounted-for state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func assert(
    _ expected: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let accountedFor = exhaustivity == .on ? (receivedSteps.first?.stateBefore ?? state) : state
    var expectedState = accountedFor
    do {
      try expected(&expectedState)
      alignSharedCopies(&expectedState, accountedFor)
    } catch {
      fail(TestStoreMessages.currentStateAssertionThrew(error), at: location)
      return
    }
    guard expectedState != state else { return }
    let diff = valueDiff(expectedState, state) ?? "\(state)"
    fail(TestStoreMessages.currentStateMismatch(diff: diff), at: location)
  }

  /// Runs `section` with ``exhaustivity`` set to `exhaustivity`, then sets it back.
  ///
  /// A test stays exhaustive except where it says otherwise: inside a section with
  /// exhaustivity off, steps check only what they name and received actions the section
  /// does not assert are skipped, also when the section ends.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State()) { Counter() }
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.increment)
  ///   await store.send(.increment)
  /// }
  /// store.assert { $0.count = 2 }
  /// await store.send(.increment) { $0.count = 3 }
  /// ```
  ///
  /// Actions received before the section are checked by the test's own exhaustivity when
  /// it opens: in an exhaustive test, one not yet asserted fails there.
  ///
  /// - Parameters:
  ///   - exhaustivity: How strictly the section is checked.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  ///   - section: The steps of the section.
  /// - Returns: What `section` returns.
  @discardableResult
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ section: () async throws -> Result
  ) async rethrows -> Result {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    checkNoUnassertedActions(before: "a section with its own exhaustivity", at: location)
    let outer = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer {
      if exhaustivity == .off { skipReceivedSteps() }
      self.exhaustivity = outer
    }
    return try await section()
  }
}
