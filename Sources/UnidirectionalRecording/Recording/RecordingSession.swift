import Unidirectional

/// A recording in progress: the recording layer's side of a store's ``RecordingHook``.
///
/// The store writes its actions to the hook's tape; the session takes them into its
/// ``Recording`` when the tape is full, when the recording is read and when it ends, and
/// notes itself what the tape cannot hold: an action with its time or fingerprint, the
/// first action of a new half with the state before it.
@MainActor
final class RecordingSession<State, Action>: RecordingSink, RecordsDependencyReads {
  /// What was recorded so far, but for the actions still on the tape.
  private(set) var recording: Recording<State, Action>
  /// The time since recording began, when the recording notes times.
  private let elapsed: (() -> Duration)?
  /// The fingerprint of a state, when the recording notes fingerprints.
  private let fingerprint: ((State) -> UInt64)?
  /// Who reads the recording: when the app let it go, nobody can, and recording ends.
  private weak var recorder: ActionRecorder<State, Action>?
  /// The store's core, which the session reads and ends recording on.
  private weak var core: RootStoreCore<State, Action>?

  /// Starts recording on `core`, and returns the session and the recorder the app reads.
  static func start(
    on core: RootStoreCore<State, Action>,
    capacity: Int?,
    elapsed: (() -> Duration)?,
    fingerprint: ((State) -> UInt64)?
  ) -> ActionRecorder<State, Action> {
    let session = RecordingSession(
      recording: Recording(
        startState: core.currentState, capacity: capacity,
        effectsMayRunAtStart: core.runner.inFlightCount > 0),
      elapsed: elapsed,
      fingerprint: fingerprint,
      core: core)
    var tape = RecordingTape<Action>(
      size: min(tapeSize, capacity ?? tapeSize), isWritable: elapsed == nil && fingerprint == nil)
    session.takeActions(from: &tape)
    let recorder = ActionRecorder(session: session, startState: core.currentState)
    session.recorder = recorder
    core.startRecording(with: RecordingHook(tape: tape, sink: session))
    RecordingReads.shared.add(session)
    return recorder
  }

  private init(
    recording: Recording<State, Action>,
    elapsed: (() -> Duration)?,
    fingerprint: ((State) -> UInt64)?,
    core: RootStoreCore<State, Action>
  ) {
    self.recording = recording
    self.elapsed = elapsed
    self.fingerprint = fingerprint
    self.core = core
  }

  /// Whether the store's reducer runs now: a value read now is its reducer's.
  var isReducing: Bool { core?.isReducing ?? false }

  func record(
    _ action: Action, origin: ActionOrigin, before state: State, tape: inout RecordingTape<Action>
  ) -> Bool {
    guard recorder != nil else { return false }
    takeActions(from: &tape)
    noteFingerprint(of: state)
    recording.record(action, origin: origin, time: elapsed?(), stateBefore: state)
    takeActions(from: &tape)
    return true
  }

  func end(tape: inout RecordingTape<Action>, state: State) {
    takeActions(from: &tape)
    noteFingerprint(of: state)
    tape.deallocate()
    recorder?.keep(recording)
    RecordingReads.shared.remove(self)
  }

  /// What was recorded so far, the actions on the tape included; `nil` once recording
  /// ended.
  var recordedSoFar: Recording<State, Action>? {
    guard let core, core.recordingHook?.sink === self else { return nil }
    takeActions(from: &core.recordingHook!.tape)
    noteFingerprint(of: core.currentState)
    return recording
  }

  /// Notes a value the store's reducer read, with the newest action.
  func noteRead(_ read: DependencyRead) {
    guard let core, core.recordingHook?.sink === self else { return }
    if core.recordingHook!.tape.count > 0 {
      core.recordingHook!.tape.noteReadOfNewest(read)
    } else {
      recording.noteRead(read)
    }
  }

  /// Moves the actions on `tape` into the recording, and gives the tape its next limit.
  private func takeActions(from tape: inout RecordingTape<Action>) {
    tape.empty { actions, reads in
      if !actions.isEmpty { recording.append(moving: actions) }
      for (read, actionsAfter) in reads { recording.noteRead(read, entriesBeforeNewest: actionsAfter) }
    }
    tape.limit = tape.isWritable ? min(tape.size, recording.actionsBeforeCheckpoint) : 0
  }

  private func noteFingerprint(of state: State) {
    if let fingerprint { recording.noteFingerprintOfNewest(fingerprint(state)) }
  }

  private static var tapeSize: Int { 1_024 }
}
