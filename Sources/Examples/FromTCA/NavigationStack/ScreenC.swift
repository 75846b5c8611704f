import Unidirectional

/// The third screen of the navigation stack: a timer that counts seconds until it is
/// stopped, or until the screen is popped, which cancels it.
struct ScreenC: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action: Equatable, Sendable {
    case startButtonTapped
    case stopButtonTapped
    case timerTick
  }

  /// The running timer.
  struct Timer: Hashable {}

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.isTimerRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          send(.timerTick)
        }
      }
      .cancellable(id: Timer())
    case .stopButtonTapped:
      state.isTimerRunning = false
      return .cancel(id: Timer())
    case .timerTick:
      state.count += 1
      return .none
    }
  }
}
