import Unidirectional
/// What a root store records: made by ``Unidirectional/Store/startRecording(capacity:clock:fingerprint:)``.
///
/// The store notes every action before it reduces it, with whether the app or an effect
/// sent it; ``recording`` is what it noted so far, which the app can write out at any time
/// (`try recorder.recording.jsonLines()`), for instance when a tester shakes the device.
/// The recorder does not keep the store: when the app lets the store go, recording stops
/// and the recorder keeps what was recorded. When the app lets the recorder go, recording
/// stops too, since nobody could read it.
@MainActor
public final class ActionRecorder<State, Action> {
  /// The recording in progress, until it ends.
  private var session: RecordingSession<State, Action>?
  /// What was recorded, once the recording ended.
  private var kept: Recording<State, Action>
  /// Whether ``kept`` holds the whole recording.
  private var hasStopped = false

  init(session: RecordingSession<State, Action>, startState: State) {
    self.session = session
    kept = Recording(startState: startState)
  }

  /// What was recorded so far.
  public var recording: Recording<State, Action> {
    guard !hasStopped, let recorded = session?.recordedSoFar else { return kept }
    return recorded
  }

  /// Keeps `recording`, what the store recorded until it stopped recording into this
  /// recorder.
  func keep(_ recording: Recording<State, Action>) {
    kept = recording
    hasStopped = true
    session = nil
  }
}
