package import Unidirectional

extension TestStore {
  /// Asserts that an effect sent `expected`, and the state it produced.
  ///
  /// In exhaustive mode the next received action must be `expected`; otherwise earlier
  /// actions are skipped until one matches. If it has not arrived yet, the store waits until
  /// it does or until no effect could send it any more, bounded by `timeout`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(), reducer: Feature())
  /// await store.send(.refresh) { $0.isLoading = true }
  /// await store.receive(.loaded([Item(id: 1, price: 5)])) {
  ///   $0.isLoading = false
  ///   $0.items = [Item(id: 1, price: 5)]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The action an effect should have sent.
  ///   - timeout: How long to wait, in real time; the store's ``timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      describedAs: describe(expected),
      matching: { $0 == expected },
      timeout: timeout,
      assert: update,
      at: location
    )
  }

  /// Asserts that an effect sent an action matching `isMatching`, and the state it
  /// produced.
  ///
  /// Use it when the action is not `Equatable` or only its kind matters.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(), reducer: Feature())
  /// await store.send(.refresh) { $0.isLoading = true }
  /// await store.receive({ if case .loaded = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether a received action is the expected one.
  ///   - timeout: How long to wait, in real time; the store's ``timeout`` by default.
  ///   - update: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      describedAs: "an action matching the predicate",
      matching: isMatching,
      timeout: timeout,
      assert: update,
      at: location
    )
  }

  /// Drops every received action not asserted yet, after letting effects settle.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func skipReceivedActions(fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column) async {
    _ = await waitForActivity(timeout: timeout)
    skipReceivedSteps()
  }

  package func receive(
    describedAs expected: @autoclosure () -> String,
    matching isMatching: (Action) -> Bool,
    timeout: Duration?,
    assert update: ((inout State) throws -> Void)?,
    at location: SourceCodeLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var skipped: [String] = []
    while true {
      if let step = takeReceived(matching: isMatching, expected: expected(), skipped: &skipped, at: location) {
        assertStep(step, update, title: "receiving \(describe(step.action))", at: location)
        return
      }
      if exhaustivity == .on && !skipped.isEmpty { return }
      var outcome = await waitForActivity(timeout: clock.now.duration(to: deadline))
      guard outcome != .nudged, receivedSteps.isEmpty else { continue }
      if outcome == .quiescent && hasParkedChildTasks {
        // A sibling of the parked child task may still work toward the action: wait for
        // the next change, and look again.
        outcome = await waitForAChange(timeout: clock.now.duration(to: deadline))
        guard outcome == .timedOut else { continue }
      }
      failNothingReceived(
        expected: expected(), timeout: outcome == .timedOut ? timeout : nil, skipped: skipped,
        at: location
      )
      return
    }
  }

  /// Reports that `expected` never arrived, telling the effects parked on a
  /// ``ParkedContinuation`` (a ``TestClock``, a ``ControlledDependency``, a user's double)
  /// apart from those running on something else.
  private func failNothingReceived(
    expected: String, timeout: Duration?, skipped: [String], at location: SourceCodeLocation
  ) {
    let parked = parkedEffectCount
    fail(
      TestStoreMessages.nothingReceived(
        expected: expected,
        timeout: timeout,
        skipped: skipped,
        parkedEffects: parked,
        runningEffects: max(inFlightEffectCount - parked, 0),
        childTasksParked: hasParkedChildTasks
      ),
      at: location
    )
  }

  /// Removes and returns the first received step matching `isMatching`. In exhaustive mode
  /// a first step that does not match is a failure; otherwise it is skipped.
  private func takeReceived(
    matching isMatching: (Action) -> Bool,
    expected: @autoclosure () -> String,
    skipped: inout [String],
    at location: SourceCodeLocation
  ) -> ReducedStep<State, Action>? {
    while !receivedSteps.isEmpty {
      let step = removeFirstReceivedStep()
      if isMatching(step.action) { return step }
      skipped.append(describe(step.action))
      if exhaustivity == .on {
        fail(
          TestStoreMessages.unexpectedAction(expected: expected(), received: describe(step.action)),
          at: location
        )
        return nil
      }
    }
    return nil
  }
}
