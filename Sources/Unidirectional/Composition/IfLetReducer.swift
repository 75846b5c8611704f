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

  /// Runs the child while its state is present, then the parent; when the parent removes
  /// the child state, cancels the child's effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    guard wasPresent, state[keyPath: toChildState] == nil else {
      return .merge(childEffect, parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancelChild(in: lifetime))
  }

  /// The present child's reason for ignoring its action, else the parent's: the first
  /// reason of the two reducers, in the order they run.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    childReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  private func childReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    guard let childAction = toChildAction.extract(action), let childState = state[keyPath: toChildState]
    else { return nil }
    return child.reasonForIgnoring(childAction, in: childState)
  }

  /// The id every effect of the child runs under while its state is present.
  private var lifetime: EffectID { EffectID(toChildAction.place) }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(action), state[keyPath: toChildState] != nil
    else { return .none }
    return child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
      .cancellable(id: ChildLifetime())
      .lifted(toChildAction.embed, into: lifetime)
  }
}

/// The id that every effect of an `ifLet` or `forEach` child runs under, inside the
/// child's scope; cancelling the scope's lifetime cancels them all.
struct ChildLifetime: Hashable, Sendable {}

extension Effect {
  /// Cancels every effect of the `ifLet` or `forEach` child at `scope`.
  static func cancelChild(in scope: EffectID) -> Effect {
    Effect(.cancel(EffectID(ChildLifetime()).scoped(in: scope)))
  }
}

extension Reducer {
  /// Runs `child` on the optional state at `state` whenever it is present, before this
  /// reducer runs.
  ///
  /// Child actions that arrive while the child state is `nil` (say, a late response after a
  /// sheet was dismissed) are ignored. When this reducer sets the child state to `nil`, the
  /// child's effects are cancelled: the actions they would still send never reach a
  /// reducer.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce(respond)
  ///     .ifLet(\.detail, action: .detail) { Detail() }
  /// }
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
