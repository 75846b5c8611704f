import Unidirectional

// The end of a test: waiting out the effects, or cancelling the ones it does not follow.

extension TestStore {
  /// Waits until every effect has ended, then checks that nothing was left unasserted.
  ///
  /// Fails if an effect is still running after `timeout`, or, in exhaustive mode, if an
  /// action an effect sent was not received. Effects still running are then cancelled.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, in real time; the store's ``timeout`` by default.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    endOfTest.markFinished()
    _ = await waitForEffects(timeout: timeout ?? self.timeout)
    if exhaustivity == .on && inFlightEffectCount > 0 {
      fail(TestStoreMessages.stillRunning(core.runner.inFlightEffectOrigins), at: location)
    }
    checkNoUnassertedActions(before: "finishing", at: location)
    _ = await cancelInFlightEffects(timeout: timeout ?? self.timeout)
  }

  /// Cancels every effect still in flight and waits until they have ended, so the test can
  /// end without waiting for them.
  ///
  /// Use it when a feature starts work that outlives what the test is about: a timer, a
  /// long-lived subscription, a request the test never answers. Actions those effects have
  /// already sent must still be received; the actions they would have sent later never
  /// arrive.
  ///
  /// ```swift
  /// struct Ticker: Reducer {
  ///   struct State: Equatable { var isTicking = false; var ticks = 0 }
  ///   enum Action: Equatable { case startTimer, tick }
  ///
  ///   let clock: any Clock<Duration>
  ///
  ///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///     switch action {
  ///     case .startTimer:
  ///       state.isTicking = true
  ///       return .run { send in
  ///         while true {
  ///           try await clock.sleep(for: .seconds(1))
  ///           send(.tick)
  ///         }
  ///       }
  ///     case .tick:
  ///       state.ticks += 1
  ///       return .none
  ///     }
  ///   }
  /// }
  ///
  /// let store = TestStore(initialState: Ticker.State(), reducer: Ticker(clock: TestClock()))
  /// await store.send(.startTimer) { $0.isTicking = true }
  /// await store.skipInFlightEffects()
  /// await store.finish()
  /// ```
  ///
  /// The wait is bounded by ``timeout``. In exhaustive mode, an effect that is still running
  /// afterwards is a failure: it ignores cancellation, for example by waiting on a
  /// ``ControlledDependency`` created with `ignoresCancellation: true`.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let allEnded = await cancelInFlightEffects(timeout: timeout)
    guard !allEnded, exhaustivity == .on else { return }
    fail(
      TestStoreMessages.stillRunningAfterSkipping(core.runner.inFlightEffectOrigins),
      at: location
    )
  }

  /// Cancels every effect in flight and waits, bounded by `timeout`, until they have ended
  /// or parked. Returns whether every one has ended.
  private func cancelInFlightEffects(timeout: Duration) async -> Bool {
    core.runner.cancelAll()
    _ = await waitForEffects(timeout: timeout)
    return inFlightEffectCount == 0
  }
}
