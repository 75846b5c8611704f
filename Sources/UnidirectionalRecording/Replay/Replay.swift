import Unidirectional
/// A recording replayed against a reducer: the states it reached, and where it first
/// disagrees with the recording, if anywhere.
///
/// Made by ``Recording/replay(against:fingerprint:)``. Effects are not run: the answers the
/// recording holds are fed in their recorded order, so a replay is as fast as the reducer
/// and the same every time. `UnidirectionalTesting` prints a replay as a `TestStore` test
/// (`testStoreTest(named:store:)`).
///
/// ```swift
/// let recording = Recording<Counter.State, Counter.Action>(
///   startState: Counter.State(), entries: [.init(action: .increment, origin: .sent)])
/// let replay = recording.replay(against: Counter(), fingerprint: nil)
/// print(replay.states.map(\.count))   // [1]
/// ```
public struct Replay<State, Action> {
  /// The recording replayed.
  public let recording: Recording<State, Action>

  /// The state after each entry the replay reduced, in order. When the reducer disagrees
  /// with the state an entry left, that entry is the last; when it disagrees with where an
  /// entry stands (another action sent at once, an answer no effect could send), the
  /// replay stops before reducing it.
  public let states: [State]

  /// Where the reducer first disagrees with the recording; `nil` when it agrees with every
  /// entry.
  public let disagreement: ReplayDisagreement?

  /// Whether each replayed entry is an action an effect sent at once, which a test store
  /// receives instead of sending.
  package let isSentAtOnce: [Bool]
}
