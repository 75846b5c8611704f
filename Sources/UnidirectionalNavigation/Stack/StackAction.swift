import Unidirectional
/// What a parent's stack reducer receives for its navigation stack: an action of one
/// screen, or a change of the stack itself.
///
/// ```swift
/// typealias PathAction = StackAction<Path.State, Path.Action>
/// let push = PathAction.push(.detail(Detail.State()))
/// let tap = PathAction.element(id: 0, action: .detail(.counter(.increment)))
/// let back = PathAction.popFrom(id: 0)
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

/// Written with its payloads named: `{"push":{"state":…}}`, `{"popFrom":{"id":2}}`.
extension StackAction: Codable where State: Codable, Action: Codable {
  private enum PushCodingKeys: String, CodingKey { case _0 = "state" }
}

extension StackAction {
  /// The pop that makes `stack` show `path`, the ids a navigation view now shows: what its
  /// binding sends when the system pops screens with the back button or a swipe.
  ///
  /// ```swift
  /// let stack: StackState<Int> = [1, 2, 3]
  /// let pop = StackAction<Int, Never>.pop(stack, toPath: [0])
  /// // pop == .popFrom(id: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - stack: The stack the store holds.
  ///   - path: The ids the view shows now, bottom first.
  /// - Returns: `.popFrom(id:)` of the lowest screen the view dropped, or `nil` when
  ///   `path` is not shorter than the stack or does not start it (a view cannot push ids).
  public static func pop(_ stack: StackState<State>, toPath path: [StackElementID]) -> Self? {
    let ids = stack.ids
    guard path.count < ids.count, ids.starts(with: path) else { return nil }
    return .popFrom(id: ids[path.count])
  }
}
