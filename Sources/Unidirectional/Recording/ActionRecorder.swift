/// What a root store records: made by ``Store/startRecording(capacity:clock:fingerprint:)``.
///
/// The store notes every action before it reduces it, with whether the app or an effect
/// sent it; ``recording`` is what it noted so far, which the app can write out at any time
/// (`try recorder.recording.jsonLines()`), for instance when a tester shakes the device.
/// The recorder does not keep the store: when the app lets the store go, recording stops
/// and the recorder keeps what was recorded. When the app lets the recorder go, recording
/// stops too, since nobody could read it.
@MainActor
public final class ActionRecorder<State, Action> {
  /// The core that records, until it stops or goes away.
  private weak var core: RootStoreCore<State, Action>?
  /// What was recorded, once the core stopped recording into this recorder.
  private var kept: Recording<State, Action>
  /// Whether ``kept`` holds the whole recording.
  private var hasStopped = false

  init(core: RootStoreCore<State, Action>, startState: State) {
    self.core = core
    kept = Recording(startState: startState)
  }

  /// What was recorded so far.
  public var recording: Recording<State, Action> {
    guard !hasStopped, let recorded = core?.recordedSoFar else { return kept }
    return recorded
  }

  /// Keeps `recording`, what the store recorded until it stopped recording into this
  /// recorder.
  func keep(_ recording: Recording<State, Action>) {
    kept = recording
    hasStopped = true
    core = nil
  }
}
