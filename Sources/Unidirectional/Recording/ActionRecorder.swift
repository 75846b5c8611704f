/// What a root store records: made by ``Store/startRecording(capacity:clock:fingerprint:)``.
///
/// The store notes every action before it reduces it, with whether the app or an effect
/// sent it; ``recording`` is what it noted so far, which the app can write out at any time
/// (`try recorder.recording.jsonLines()`), for instance when a tester shakes the device.
/// While the store records, the recorder keeps the store's core, so what was recorded
/// stays readable after the app lets the store go; once recording stops, it keeps only the
/// recording.
@MainActor
public final class ActionRecorder<State, Action> {
  /// Either the core that is recording, or what it recorded until it stopped.
  private enum Source {
    case recording(RootStoreCore<State, Action>)
    case stopped(Recording<State, Action>)
  }

  private var source: Source

  init(core: RootStoreCore<State, Action>) {
    source = .recording(core)
  }

  /// What was recorded so far.
  public var recording: Recording<State, Action> {
    switch source {
    case .recording(let core):
      guard let recording = core.recordedSoFar else {
        preconditionFailure("A recording store's core lost its recording.")
      }
      return recording
    case .stopped(let recording):
      return recording
    }
  }

  /// Keeps `recording`, what the store recorded until it stopped recording into this
  /// recorder.
  func keep(_ recording: Recording<State, Action>) {
    source = .stopped(recording)
  }
}
