/// How a child action lives inside a parent action: a way to embed one and to extract one.
///
/// Composition uses action paths to route parent actions to child reducers and to lift
/// child effects into the parent, without macros.
///
/// ```swift
/// enum AppAction {
///   case counter(Counter.Action)
///   case settingsTapped
/// }
///
/// let counterPath = ActionPath<AppAction, Counter.Action>(
///   embed: AppAction.counter,
///   extract: { if case .counter(let action) = $0 { action } else { nil } }
/// )
/// ```
public struct ActionPath<Root, Value>: Sendable {
  /// Wraps a child action in the parent action.
  public let embed: @Sendable (Value) -> Root

  /// Returns the child action inside a parent action, or `nil` when it holds another one.
  public let extract: @Sendable (Root) -> Value?

  /// Creates an action path from its two directions.
  ///
  /// - Parameters:
  ///   - embed: Wraps a child action in the parent action, usually an enum case.
  ///   - extract: Returns the child action, or `nil` for any other parent action.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}
