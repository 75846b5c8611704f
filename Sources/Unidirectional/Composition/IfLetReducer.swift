/// Runs a child reducer on optional child state while it is present, then the parent.
///
/// Build one with ``Reducer/ifLet(_:action:then:)-y8g7``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  private let parent: Parent
  private let toChildState: WritableKeyPath<Parent.State, Child.State?>
  private let toChildAction: ActionPath<Parent.Action, Child.Action>
  private let child: Child
  /// Which child a state is: its id for an `Identifiable` child, one constant otherwise.
  private let identity: (Child.State) -> AnyHashable

  init(
    parent: Parent,
    state: WritableKeyPath<Parent.State, Child.State?>,
    action: ActionPath<Parent.Action, Child.Action>,
    child: Child,
    identity: @escaping (Child.State) -> AnyHashable
  ) {
    self.parent = parent
    toChildState = state
    toChildAction = action
    self.child = child
    self.identity = identity
  }

  /// Runs the child while its state is present, then the parent; when the parent removes
  /// the child state, or replaces it by a child of another identity, cancels the effects
  /// of the child that went away.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    guard let identityBefore = state[keyPath: toChildState].map(identity) else {
      return .merge(childEffect, parent.reduce(into: &state, action: action))
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard state[keyPath: toChildState].map(identity) != identityBefore else {
      return .merge(childEffect, parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancelChild(in: lifetime(of: identityBefore)))
  }

  /// The present child's reason for ignoring its action, else the parent's: the first
  /// reason of the two reducers, in the order they run.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    childReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the child while it is there, then the parent.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Parent.State, since previous: Parent.State) {
    if let childBefore = previous[keyPath: toChildState], state[keyPath: toChildState] != nil {
      child.alignSharedCopies(in: &state[keyPath: toChildState]!, since: childBefore)
    }
    parent.alignSharedCopies(in: &state, since: previous)
  }

  private func childReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    guard let childAction = toChildAction.extract(action), let childState = state[keyPath: toChildState]
    else { return nil }
    return child.reasonForIgnoring(childAction, in: childState)
  }

  /// The id every effect of the child with `identity` runs under while it is present.
  private func lifetime(of identity: AnyHashable) -> EffectID {
    EffectID(
      ChildInstance(
        scope: ScopeIdentity(state: toChildState, action: toChildAction.place), identity: identity))
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(action), state[keyPath: toChildState] != nil
    else { return .none }
    let effect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    guard !effect.isNone, let identity = state[keyPath: toChildState].map(identity) else {
      return .none
    }
    return effect.cancellable(id: ChildLifetime())
      .lifted(toChildAction.embed, into: lifetime(of: identity))
  }
}

/// One child of an `ifLet`: the reducer's place and the child's identity.
private struct ChildInstance: Hashable, @unchecked Sendable {
  // Safe: `identity` wraps an `Identifiable` child's id, which the `Identifiable` overload
  // of `ifLet` requires to be `Sendable`, or an `Int` constant; it is immutable once made.
  let scope: ScopeIdentity
  let identity: AnyHashable
}

/// The id that every effect of an `ifLet`, `forEach` or presented child runs under, inside
/// the child's scope; cancelling the scope's lifetime cancels them all.
package struct ChildLifetime: Hashable, Sendable {
  package init() {}
}

extension Effect {
  /// Cancels every effect of the `ifLet`, `forEach` or presented child at `scope`.
  package static func cancelChild(in scope: EffectID) -> Effect {
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
  /// reducer. For a child whose state is `Identifiable`, replacing it by a child with
  /// another id cancels the first one's effects too; prefer a `PresentationState` (module
  /// UnidirectionalNavigation) for a presented child, which gives every presentation an
  /// identity of its own.
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
    IfLetReducer(parent: self, state: state, action: action, child: child()) { _ in 0 }
  }

  /// Runs `child` on the optional, identifiable state at `state` whenever it is present,
  /// before this reducer runs; a child replaced by one with another id is a new child.
  ///
  /// As ``ifLet(_:action:then:)-y8g7``, and when this
  /// reducer replaces the child by one with a different `id`, the first child's effects are
  /// cancelled: its late actions never reach the second.
  ///
  /// The child's `ID` must be `Sendable`, as the effect ids it becomes are; a child whose `ID`
  /// is not gets the overload above, which cancels only when the child goes to `nil`.
  ///
  /// - Parameters:
  ///   - state: Where the optional child state lives.
  ///   - action: How child actions live in this reducer's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer running the child, then this reducer.
  public func ifLet<ChildState: Identifiable, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: ActionPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action, ChildState.ID: Sendable {
    IfLetReducer(parent: self, state: state, action: action, child: child()) { AnyHashable($0.id) }
  }
}
