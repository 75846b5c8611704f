extension Store {
  /// Starts recording every action this store reduces from now on, with whether the app or
  /// an effect sent it: the session a replay turns into a test.
  ///
  /// Only a root store records (a child store's actions are its root's). Starting again
  /// starts a new recording; ``stopRecording()`` ends it, and the recorder keeps what it
  /// holds.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter())
  /// let recorder = store.startRecording(capacity: 1_000)
  /// store.send(.increment)
  /// print(recorder.recording.entries.map(\.origin))   // [.sent]
  /// ```
  ///
  /// - Parameters:
  ///   - capacity: How many of the newest actions to keep at least; `nil` keeps every one.
  ///   - clock: A clock whose time, since now, each entry notes; `nil`, the default, notes
  ///     none, which costs less per action.
  /// - Returns: The recorder.
  public func startRecording<C: Clock>(capacity: Int? = nil, clock: C?) -> ActionRecorder<State, Action>
  where C.Duration == Duration {
    guard let rootCore else {
      preconditionFailure("Only a root store records: start recording on the store the app made.")
    }
    let elapsed = clock.map { clock in
      let start = clock.now
      return { start.duration(to: clock.now) }
    }
    return rootCore.startRecording(capacity: capacity, elapsed: elapsed)
  }

  /// Starts recording every action this store reduces from now on, without times.
  ///
  /// - Parameter capacity: How many of the newest actions to keep at least; `nil` keeps
  ///   every one.
  /// - Returns: The recorder.
  public func startRecording(capacity: Int? = nil) -> ActionRecorder<State, Action> {
    startRecording(capacity: capacity, clock: ContinuousClock?.none)
  }

  /// Ends the recording: the actions after this are not recorded, and the recorder keeps
  /// what it holds.
  public func stopRecording() {
    rootCore?.stopRecording()
  }
}
