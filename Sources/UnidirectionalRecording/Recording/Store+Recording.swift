public import Unidirectional
extension Store {
  /// Starts recording every action this store reduces from now on, with whether the app or
  /// an effect sent it and the values its reducer read from ``/Unidirectional/DependencyValues/uuid``,
  /// ``/Unidirectional/DependencyValues/date`` and ``/Unidirectional/DependencyValues/randomNumbers``: the session a
  /// replay turns into a test.
  ///
  /// Only a root store records (a child store's actions are its root's). Starting again
  /// starts a new recording; ``stopRecording()`` ends it, and the recorder keeps what it
  /// holds. A recording whose recorder the app lets go ends on its own, within the next
  /// thousand or so actions. Without a clock, recording costs a send about a fifth more (the
  /// `recording.send` benchmark), so it can stay on in a debug build.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// let recorder = store.startRecording(capacity: 1_000)
  /// store.send(.increment)
  /// print(recorder.recording.entries.map(\.origin) == [.sent])   // true
  /// ```
  ///
  /// - Parameters:
  ///   - capacity: How many of the newest actions to keep at least; `nil` keeps every one.
  ///   - clock: A clock whose time, since now, each entry notes; `nil`, the default, notes
  ///     none, which costs less per action.
  ///   - fingerprint: How to digest the state each action leaves, so that a replay finds
  ///     the first action after which its state differs from the recorded one; `nil`, the
  ///     default, notes none. A fingerprint costs a send what digesting the state costs
  ///     (``RecordingFingerprint/json`` encodes it): a mode for a debug session or a test.
  /// - Returns: The recorder.
  public func startRecording(
    capacity: Int? = nil,
    clock: (any Clock<Duration>)? = nil,
    fingerprint: RecordingFingerprint<State>? = nil
  ) -> ActionRecorder<State, Action> {
    RecordingSession.start(
      on: recordingCore(), capacity: capacity, elapsed: clock.map { Self.elapsed(on: $0) },
      fingerprint: fingerprint.map { $0.of })
  }

  /// Ends the recording: the actions after this are not recorded, and the recorder keeps
  /// what it holds. Only a root store records, so only a root store stops.
  public func stopRecording() {
    recordingCore().endRecording()
  }

  /// The core that records: this store's, which must be a root.
  private func recordingCore() -> RootStoreCore<State, Action> {
    guard let rootCore else {
      preconditionFailure("Only a root store records: start recording on the store the app made.")
    }
    return rootCore
  }

  /// The time on `clock` since now, each time it is called.
  private static func elapsed(on clock: some Clock<Duration>) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
