import Unidirectional
public import UnidirectionalRecording

extension Replay {
  /// The replay as a Swift Testing test for a `TestStore`: each recorded action is sent,
  /// or received when an effect sent it at once, and each state change is asserted field
  /// by field.
  ///
  /// As in the state-space explorer's tests, the test sends the tasks' answers itself, so
  /// build the store with dependencies that never answer on their own (a
  /// `ControlledDependency` nobody resolves); the tasks are skipped at the end. When the
  /// recorded reducer read UUIDs, dates or random numbers, the test declares them
  /// (`let reads`) and hands them to the feature (`Reducer.handingOut(_:)`); a `store`
  /// expression of your own hands them itself.
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
    let reads = entries.prefix(states.count).flatMap(\.reads)
    let reducer = reads.isEmpty ? "<#feature#>" : "<#feature#>.handingOut(reads)"
    return TestStoreStep.test(
      named: name, store: store ?? TestStoreStep<State, Action>.placeholderStore(from: recording.startState, reducer: reducer),
      setUp: Self.declaration(of: reads), steps: steps)
  }

  /// `let reads = […]`, the values the recorded reducer read, when it read any.
  private static func declaration(of reads: [DependencyRead]) -> [String] {
    guard !reads.isEmpty else { return [] }
    return ["let reads: [DependencyRead] = ["] + reads.map { "  " + swiftSourceLiteral($0) + "," } + ["]"]
  }
}
