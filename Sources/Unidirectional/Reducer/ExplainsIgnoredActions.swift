/// A reducer that can say why it ignores an action, so a user asking "why didn't it
/// load?" reads the answer in the log instead of guessing.
///
/// ``Reducer/logChanges(prefix:to:)`` prints the reason whenever an action leaves the
/// state unchanged.
///
/// ```swift
/// extension Feed: ExplainsIgnoredActions {
///   func reasonForIgnoring(_ action: Action, in state: State) -> String? {
///     if case .reachBottom = action, state.isAtEnd { return "reachBottom ignored: end of list" }
///     return nil
///   }
/// }
/// ```
public protocol ExplainsIgnoredActions<State, Action>: Reducer {
  /// Why `action` leaves `state` unchanged, or `nil` if it does not ignore it.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: A sentence such as `"reachBottom ignored: end of list"`.
  func reasonForIgnoring(_ action: Action, in state: State) -> String?
}
