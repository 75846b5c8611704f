/// Runs a child reducer on a part of the parent's state for the parent actions that carry a
/// child action.
///
/// The child's effects are lifted into parent actions with the action path's `embed`, and
/// their cancellation ids are scoped to this place — the child's state key path and its
/// action path together: two children using the same id, such as two paged lists, never
/// cancel each other's effects, even when they share an action path.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: .counter) {
///     Counter()
///   }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  let toChildState: InPlacePath<ParentState, Child.State>
  @usableFromInline
  let toChildAction: ActionPath<ParentAction, Child.Action>
  @usableFromInline
  let child: Child

  /// Scopes `child` to the state at `state` and the actions at `action`.
  ///
  /// - Parameters:
  ///   - state: Where the child state lives in the parent state.
  ///   - action: How child actions live in parent actions.
  ///   - child: The child reducer.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: ActionPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    toChildState = InPlacePath(state)
    toChildAction = action
    self.child = child()
  }

  /// Runs the child for a child action; other actions leave the state as it is.
  ///
  /// Inlinable, so that a store built in the app's module runs each level of scoping
  /// specialized for the app's types instead of looking them up at run time.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    return toChildState.modify(&state) { child.reduce(into: &$0, action: childAction) }
      .lifted(
        toChildAction.embed,
        into: ScopeIdentity(state: toChildState.keyPath, action: toChildAction.place).effectID)
  }

  /// The child's reason for ignoring a child action; `nil` for any other action.
  @inlinable
  public func reasonForIgnoring(_ action: ParentAction, in state: ParentState) -> String? {
    guard let childAction = toChildAction.extract(action) else { return nil }
    return child.reasonForIgnoring(childAction, in: state[keyPath: toChildState.keyPath])
  }
}
