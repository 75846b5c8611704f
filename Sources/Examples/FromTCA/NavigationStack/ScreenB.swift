import Unidirectional

/// The second screen of the navigation stack: three buttons, each asking the stack to push
/// a screen, which the stack's reducer does.
struct ScreenB: Reducer {
  struct State: Equatable, Sendable {}

  enum Action: Equatable, Sendable {
    case screenAButtonTapped
    case screenBButtonTapped
    case screenCButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
