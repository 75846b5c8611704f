public import Unidirectional
/// Runs a child reducer on one case of the parent's state enum while the state is in that
/// case, then the parent; cancels the child's effects when the parent moves the state to
/// another case.
///
/// Build one with ``Unidirectional/Reducer/ifCaseLet(_:action:then:)``.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  private let parent: Parent
  private let child: ScopeCase<Parent.State, Parent.Action, Child>

  init(
    parent: Parent,
    state: CasePath<Parent.State, Child.State>,
    action: ActionPath<Parent.Action, Child.Action>,
    child: Child
  ) {
    self.parent = parent
    self.child = ScopeCase(state: state, action: action) { child }
  }

  /// Runs the child while the state is in its case, then the parent; when the parent
  /// moves the state out of the case, cancels the child's effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = child.reduce(into: &state, action: action)
    let wasInCase = child.isInCase(state)
    let parentEffect = parent.reduce(into: &state, action: action)
    guard wasInCase, !child.isInCase(state) else { return .merge(childEffect, parentEffect) }
    return .merge(childEffect, parentEffect, .cancelChild(in: child.lifetime))
  }

  /// The child's reason for ignoring its action (or the state being in another case), else
  /// the parent's.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    child.reasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the child while the state is in its case, then the parent.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Parent.State, since previous: Parent.State) {
    child.alignSharedCopies(in: &state, since: previous)
    parent.alignSharedCopies(in: &state, since: previous)
  }
}

extension Reducer {
  /// Runs `child` on one case of this reducer's state enum while the state is in it,
  /// before this reducer runs: a feature whose whole state is one of several phases, such
  /// as signed out and signed in.
  ///
  /// Child actions that arrive while the state is in another case are ignored, with their
  /// reason. When this reducer moves the state to another case, the child's effects are
  /// cancelled.
  ///
  /// ```swift
  /// enum Phase: Equatable { case signedOut, signedIn(Counter.State) }
  /// enum PhaseAction { case signedIn(Counter.Action), signOutTapped }
  ///
  /// extension CasePath where Root == Phase, Value == Counter.State {
  ///   static var signedIn: Self {
  ///     CasePath(embed: Phase.signedIn) { if case .signedIn(let s) = $0 { s } else { nil } }
  ///   }
  /// }
  /// extension ActionPath where Root == PhaseAction, Value == Counter.Action {
  ///   static var signedIn: Self {
  ///     ActionPath(embed: PhaseAction.signedIn) { if case .signedIn(let a) = $0 { a } else { nil } }
  ///   }
  /// }
  ///
  /// let phases = Reduce<Phase, PhaseAction> { state, action in
  ///   if case .signOutTapped = action { state = .signedOut }
  ///   return .none
  /// }
  /// .ifCaseLet(.signedIn, action: .signedIn) { Counter() }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The case that holds the child state.
  ///   - action: How child actions live in this reducer's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer running the child, then this reducer.
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CasePath<State, ChildState>,
    action: ActionPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfCaseLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    IfCaseLetReducer(parent: self, state: state, action: action, child: child())
  }
}
