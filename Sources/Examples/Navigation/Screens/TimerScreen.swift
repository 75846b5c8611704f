public import Unidirectional

/// A screen that counts the seconds it is shown: its timer is its own effect, and it lives
/// exactly as long as the screen does, whether the screen is a sheet or pushed.
public struct TimerScreen: Reducer {
  /// The seconds counted.
  public struct State: Equatable, Codable, Sendable {
    /// Seconds since the screen appeared.
    public var seconds: Int

    /// Creates a timer at `seconds`.
    ///
    /// - Parameter seconds: Seconds counted so far.
    public init(seconds: Int = 0) {
      self.seconds = seconds
    }
  }

  /// What the view and the timer do.
  public enum Action: Equatable, Sendable {
    /// The screen appeared: the timer starts.
    case appeared
    /// A second passed.
    case tick
    /// The close button: the screen dismisses itself.
    case closeTapped
  }

  enum CancelID { case timer }

  /// The clock the seconds pass on.
  public let clock: any Clock<Duration>

  /// Creates the screen's reducer.
  ///
  /// - Parameter clock: The clock the seconds pass on; a `TestClock` in tests.
  public init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared:
      return nextTick()
    case .tick:
      state.seconds += 1
      return nextTick()
    case .closeTapped:
      return .dismiss()
    }
  }

  /// Waits a second, then ticks: each tick arms the next one, so a cancelled timer stops
  /// whichever second it was waiting for.
  private func nextTick() -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: .seconds(1))
      send(.tick)
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }
}
