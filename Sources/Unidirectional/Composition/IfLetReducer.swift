/// Runs a child reducer on optional child state while it is present, then the parent.
///
/// Build one with ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  private let parent: Parent
  private let toChildState: WritableKeyPath<Parent.State, Child.State?>
  private let toChildAction: ActionPath<Parent.Action, Child.Action>
  private let child: Child

  init(
    parent: Parent,
    state: WritableKeyPath<Parent.State, Child.State?>,
    action: ActionPath<Parent.Action, Child.Action>,
    child: Child
  ) {
    self.parent = parent
    toChildState = state
    toChildAction = action
    self.child = child
  }

  /// Runs the composed reducers for `action`; see the type's documentation for the order.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    return .merge(childEffect, parent.reduce(into: &state, action: action))
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(action), state[keyPath: toChildState] != nil
    else { return .none }
    return child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
      .map(toChildAction.embed)
  }
}

extension Reducer {
  /// Runs `child` on the optional state at `state` whenever it is present, before this
  /// reducer runs.
  ///
  /// Child actions that arrive while the child state is `nil` (say, a late response after a
  /// sheet was dismissed) are ignored.
  ///
  /// ```swift
  /// Reduce<AppState, AppAction> { state, action in … }
  ///   .ifLet(\.detail, action: detailPath) { Detail() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the optional child state lives.
  ///   - action: How child actions live in this reducer's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer running the child, then this reducer.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: ActionPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(parent: self, state: state, action: action, child: child())
  }
}
