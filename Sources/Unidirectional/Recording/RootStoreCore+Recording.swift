extension RootStoreCore {
  /// Starts a new recording of every action from now on, ending the one in progress.
  ///
  /// - Parameters:
  ///   - capacity: How many of the newest actions to keep at least; `nil` keeps every one.
  ///   - elapsed: The time since now, read for each action; `nil` notes no times.
  /// - Returns: The recorder of the new recording.
  func startRecording(capacity: Int?, elapsed: (() -> Duration)?) -> ActionRecorder<State, Action> {
    stopRecording()
    var recording = Recording<State, Action>(startState: storedState, capacity: capacity)
    var tape = RecordingTape<Action>(size: Self.tapeSize)
    tape.empty(into: &recording, writable: elapsed == nil)
    self.recording = recording
    self.tape = tape
    recordingElapsed = elapsed
    let recorder = ActionRecorder(core: self)
    self.recorder = recorder
    return recorder
  }

  /// Ends the recording in progress, if any; its recorder keeps what it recorded.
  func stopRecording() {
    guard let recording = recordedSoFar else { return }
    recorder?.keep(recording)
    tape?.deallocate()
    tape = nil
    self.recording = nil
    recordingElapsed = nil
    recorder = nil
  }

  /// What the recording in progress holds, the actions on the tape included.
  var recordedSoFar: Recording<State, Action>? {
    guard recording != nil else { return nil }
    tape!.empty(into: &recording!, writable: recordingElapsed == nil)
    return recording
  }

  /// Notes an action the tape has no room for, with the state before it and its time when
  /// the recording keeps those, and makes room on the tape again.
  @inlinable
  @inline(never)
  func recordPastTape(_ action: Action, origin: ActionOrigin) {
    tape!.empty(into: &recording!, writable: recordingElapsed == nil)
    recording!.record(action, origin: origin, time: recordingElapsed?(), stateBefore: storedState)
    tape!.empty(into: &recording!, writable: recordingElapsed == nil)
  }

  /// How many actions the tape holds between two hand-overs to the recording: enough that
  /// a hand-over costs a send little, few enough to stay in the cache.
  private static var tapeSize: Int { 256 }
}
