extension DependencyValues {
  /// The clock features sleep and debounce on.
  ///
  /// Live: a `ContinuousClock`. Preview: an ``ImmediateClock``, so a preview never waits.
  /// Tests have no default: a test that sleeps sets a test clock it advances, so time in
  /// the test moves only where it says.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.clock = TestClock()
  /// }
  /// ```
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/clock``.
enum ClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var previewValue: any Clock<Duration> { ImmediateClock() }
}
