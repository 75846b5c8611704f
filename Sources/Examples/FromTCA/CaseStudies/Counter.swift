import Unidirectional

/// TCA's counter, the child the navigation case studies present: a count that two buttons
/// move.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += action == .incrementButtonTapped ? 1 : -1
    return .none
  }
}
