public import Unidirectional

/// A recording replayed against a reducer: the states it reached, and where it first
/// disagrees with the recording, if anywhere.
///
/// Made by ``Unidirectional/Recording/replay(against:fingerprint:)``. Effects are not run: the answers
/// the recording holds are fed in their recorded order, so a replay is as fast as the
/// reducer and the same every time.
///
/// ```swift
/// let recording = Recording<Counter.State, Counter.Action>(
///   startState: Counter.State(), entries: [.init(action: .increment, origin: .sent)])
/// let replay = recording.replay(against: Counter())
/// print(replay.states.map(\.count))   // [1]
/// print(replay.testStoreTest(named: "sessionFromTheField"))
/// ```
public struct Replay<State, Action> {
  /// The recording replayed.
  public let recording: Recording<State, Action>

  /// The state after each replayed entry, in order, up to and including the one where the
  /// reducer disagrees.
  public let states: [State]

  /// Where the reducer first disagrees with the recording; `nil` when it agrees with every
  /// entry.
  public let disagreement: ReplayDisagreement?

  /// Whether each replayed entry is an action an effect sent at once, which a test store
  /// receives instead of sending.
  let isSentAtOnce: [Bool]

  /// The replay as a Swift Testing test for a `TestStore`: each recorded action is sent,
  /// or received when an effect sent it at once, and each state change is asserted field
  /// by field.
  ///
  /// As in the state-space explorer's tests, the test sends the tasks' answers itself, so
  /// build the store with dependencies that never answer on their own (a
  /// `ControlledDependency` nobody resolves); the tasks are skipped at the end.
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
    return testStoreSource(
      named: name, store: store ?? TestStoreStep<State, Action>.placeholderStore(from: recording.startState),
      steps: steps)
  }
}
