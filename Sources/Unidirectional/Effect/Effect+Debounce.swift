extension Effect {
  /// Delays this effect until `duration` has passed without another effect of the same
  /// `id` starting.
  ///
  /// Each new debounced effect cancels the one waiting under `id`, so only the last of a
  /// burst runs. Time comes from the injected `clock`: production passes a
  /// `ContinuousClock`, tests a `TestClock` they advance by hand.
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in send(.resultsLoaded(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Groups the effects that debounce one another.
  ///   - duration: How long the effect waits before it starts.
  ///   - clock: The clock that measures `duration`.
  /// - Returns: The debounced effect.
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Effect {
    guard !isNone else { return .cancel(id: id) }
    let wait = Effect.run { _ in try await clock.sleep(for: duration) }
    return Effect.concatenate(wait, self).cancellable(id: id, cancelInFlight: true)
  }
}
