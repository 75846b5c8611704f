import Unidirectional

/// A counter whose `delayedIncrement` answers through an effect, for the test store's own
/// tests.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case ignored
    case delayedIncrement
    case incrementTwiceLater
    case sendIgnoredLater
    case waitOnTheOutsideWorld
    case throwingEffect
    case throwAfterASecond
  }

  struct Failure: Error {}

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .ignored:
      return .none
    case .delayedIncrement:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        send(.increment)
      }
    case .incrementTwiceLater:
      return .run { send in
        send(.increment)
        send(.increment)
      }
    case .sendIgnoredLater:
      return .run { send in send(.ignored) }
    case .waitOnTheOutsideWorld:
      return .run { _ in for await _ in AsyncStream(Never.self, { _ in }) {} }
    case .throwingEffect:
      return .run { _ in throw Failure() }
    case .throwAfterASecond:
      return .run { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        throw Failure()
      }
    }
  }
}
