/// A recording in progress in a store's core: the recording, what it notes besides each
/// action, and the recorder handed out for it.
@usableFromInline
struct RecordingSession<State, Action> {
  /// What was recorded, but for the actions still on the core's tape.
  @usableFromInline
  var recording: Recording<State, Action>
  /// The time since recording started, when the recording notes times.
  @usableFromInline
  let elapsed: (() -> Duration)?
  /// The fingerprint of a state, when the recording notes the state each action left.
  @usableFromInline
  let fingerprint: ((State) -> UInt64)?
  /// The recorder handed out for this recording, told when it stops; `nil` once the app
  /// let it go, which ends the recording.
  @usableFromInline
  weak var recorder: ActionRecorder<State, Action>?

  /// Whether actions may wait on the core's tape: only when nothing but the action and its
  /// origin is noted per action.
  var usesTape: Bool { elapsed == nil && fingerprint == nil }

  /// Records `action`, about to be reduced from `state`, with its time and the fingerprint
  /// of the state the action before it left, when those are noted.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - origin: Whether the app or an effect sent it.
  ///   - state: The state before the action.
  @usableFromInline
  mutating func record(_ action: Action, origin: ActionOrigin, before state: State) {
    noteFingerprint(of: state)
    recording.record(action, origin: origin, time: elapsed?(), stateBefore: state)
  }

  /// Notes the fingerprint of `state`, the state the newest entry left, when fingerprints
  /// are noted.
  ///
  /// - Parameter state: The state after the newest entry.
  mutating func noteFingerprint(of state: State) {
    if let fingerprint { recording.noteFingerprintOfNewest(fingerprint(state)) }
  }
}
