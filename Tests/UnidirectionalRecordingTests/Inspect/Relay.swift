import Unidirectional

/// Tasks that run side by side, never cancelled, and an action sent at once.
struct Relay: Reducer {
  enum Action: Equatable {
    case start(Int)
    case done(Int)
    case reset
  }

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .start(let number):
      return .run { send in send(.done(number)) }
    case .done(let number):
      state.append(number)
      return .none
    case .reset:
      state = []
      return .send(.done(0))
    }
  }
}
