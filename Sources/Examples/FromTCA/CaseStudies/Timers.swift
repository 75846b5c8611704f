import Unidirectional

/// TCA's "Effects: timers" case study, rebuilt from its behaviour: a button that starts and
/// stops a timer ticking every second; leaving the screen stops it too.
struct Timers: Reducer {
  struct State: Equatable, Sendable {
    var isTimerActive = false
    var secondsElapsed = 0
  }

  enum Action: Equatable, Sendable {
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }

  /// The running timer.
  struct Timer: Hashable {}

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onDisappear:
      return .cancel(id: Timer())
    case .timerTicked:
      state.secondsElapsed += 1
      return .none
    case .toggleTimerButtonTapped:
      state.isTimerActive.toggle()
      guard state.isTimerActive else { return .cancel(id: Timer()) }
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          send(.timerTicked)
        }
      }
      .cancellable(id: Timer(), cancelInFlight: true)
    }
  }
}
