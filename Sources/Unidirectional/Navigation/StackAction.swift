/// What a parent's stack reducer receives for its navigation stack: an action of one
/// screen, or a change of the stack itself.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
/// }
///
/// store.send(.path(.push(.detail(Detail.State()))))
/// store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
/// store.send(.path(.popToRoot))
/// ```
public enum StackAction<State, Action> {
  /// `action`, for the screen with `id`.
  case element(id: StackElementID, action: Action)
  /// Push `state` as a new screen on top; the stack mints its id.
  case push(State)
  /// Pop the screen with `id` and every screen above it: the back button of that screen.
  case popFrom(id: StackElementID)
  /// Pop every screen above the one with `id`, which stays on top.
  case popTo(id: StackElementID)
  /// Pop every screen: back to the root view, which is not part of the stack.
  case popToRoot
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
