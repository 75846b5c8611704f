extension RootStoreCore: RecordsDependencyReads {
  /// Starts a new recording of every action from now on, ending the one in progress.
  ///
  /// - Parameters:
  ///   - capacity: How many of the newest actions to keep at least; `nil` keeps every one.
  ///   - elapsed: The time since now, read for each action; `nil` notes no times.
  ///   - fingerprint: The fingerprint of a state, noted for the state each action leaves;
  ///     `nil` notes none.
  /// - Returns: The recorder of the new recording.
  func startRecording(
    capacity: Int?,
    elapsed: (() -> Duration)?,
    fingerprint: ((State) -> UInt64)?
  ) -> ActionRecorder<State, Action> {
    stopRecording()
    var session = RecordingSession(
      recording: Recording<State, Action>(
        startState: storedState, capacity: capacity, effectsMayRunAtStart: runner.inFlightCount > 0),
      elapsed: elapsed,
      fingerprint: fingerprint)
    var tape = RecordingTape<Action>(size: min(Self.tapeSize, capacity ?? Self.tapeSize), isWritable: session.usesTape)
    tape.empty(into: &session.recording)
    let recorder = ActionRecorder(core: self, startState: storedState)
    session.recorder = recorder
    self.session = session
    self.tape = tape
    RecordingReads.shared.add(self)
    return recorder
  }

  /// Ends the recording in progress, if any; its recorder keeps what it recorded.
  @usableFromInline
  func stopRecording() {
    guard let recording = recordedSoFar else { return }
    session?.recorder?.keep(recording)
    tape?.deallocate()
    tape = nil
    session = nil
    RecordingReads.shared.remove(self)
  }

  /// Notes a value the reducer read while reducing the newest recorded action: on the tape
  /// with its action while that waits there, else in the recording.
  func noteRead(_ read: DependencyRead) {
    guard tape != nil else { return }
    if tape!.count > 0 {
      tape!.noteReadOfNewest(read)
    } else {
      session!.recording.noteRead(read)
    }
  }

  /// What the recording in progress holds, the actions on the tape and the fingerprint of
  /// the state now included.
  var recordedSoFar: Recording<State, Action>? {
    guard session != nil else { return nil }
    tape!.empty(into: &session!.recording)
    session!.noteFingerprint(of: storedState)
    return session!.recording
  }

  /// Notes an action the tape has no room for, with what the recording keeps besides, and
  /// makes room on the tape again; ends the recording instead when nobody holds its
  /// recorder any more, since nobody could read it.
  @inlinable
  @inline(never)
  func recordPastTape(_ action: Action, origin: ActionOrigin) {
    guard session!.recorder != nil else { return stopRecording() }
    tape!.empty(into: &session!.recording)
    session!.record(action, origin: origin, before: storedState)
    tape!.empty(into: &session!.recording)
  }

  /// How many actions the tape holds at most between two hand-overs to the recording:
  /// enough that a hand-over costs a send little (256 measured 1.5x an unrecorded send in
  /// `recording.send`, 1,024 1.25x), few enough to stay in the cache. A recording with a
  /// smaller capacity takes a tape of its capacity, since it hands over at least that often.
  private static var tapeSize: Int { 1_024 }
}
