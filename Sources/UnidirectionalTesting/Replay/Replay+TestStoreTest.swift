public import Unidirectional

extension Replay {
  /// The replay as a Swift Testing test for a `TestStore`: each recorded action is sent,
  /// or received when an effect sent it at once, and each state change is asserted field
  /// by field.
  ///
  /// As in the state-space explorer's tests, the test sends the tasks' answers itself, so
  /// build the store with dependencies that never answer on their own (a
  /// `ControlledDependency` nobody resolves); the tasks are skipped at the end. When the
  /// recorded reducer read UUIDs, dates or random numbers, the test hands the same values
  /// to the test store's (`DependencyValues.handOut(_:)`), in the order they were read.
  ///
  /// ```swift
  /// let recording = Recording<Counter.State, Counter.Action>(
  ///   startState: Counter.State(), entries: [.init(action: .increment, origin: .sent)])
  /// print(recording.replay(against: Counter(), fingerprint: nil).testStoreTest(named: "oneTap"))
  /// ```
  ///
  /// - Parameters:
  ///   - name: The test function's name.
  ///   - store: The expression that creates the `TestStore`; by default one from the
  ///     recording's start state, with a placeholder for the feature.
  /// - Returns: The test's source.
  public func testStoreTest(named name: String = "recordedSession", store: String? = nil) -> String {
    let entries = recording.entries
    let steps = states.indices.map { index in
      TestStoreStep(
        action: entries[index].action,
        isReceived: isSentAtOnce[index],
        before: index == 0 ? recording.startState : states[index - 1],
        after: states[index])
    }
    return TestStoreStep.test(
      named: name, store: store ?? TestStoreStep<State, Action>.placeholderStore(from: recording.startState),
      setUp: handingOutReads(of: entries.prefix(states.count)), steps: steps)
  }

  /// The statement that hands the test store's reducer the values the recorded one read,
  /// when it read any.
  private func handingOutReads(of entries: some Collection<Recording<State, Action>.Entry>) -> [String] {
    let reads = entries.flatMap(\.reads)
    guard !reads.isEmpty else { return [] }
    let list = reads.map { "  " + swiftSourceLiteral($0) + "," }
    return ["store.dependencies.handOut(["] + list + ["])"]
  }
}
