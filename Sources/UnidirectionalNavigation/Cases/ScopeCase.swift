public import Unidirectional
/// Runs a child reducer on one case of the parent's state enum, for the parent actions
/// that carry a child action, while the state is in that case.
///
/// The reducer of a destination enum lists one per screen:
///
/// ```swift
/// struct Sheet: Reducer {
///   enum State: Equatable { case editor(Editor.State), settings(Settings.State) }
///   enum Action { case editor(Editor.Action), settings(Settings.Action) }
///
///   var body: some Reducer<State, Action> {
///     ScopeCase(state: CasePath(State.editor), action: ActionPath(Action.editor)) { Editor() }
///     ScopeCase(state: CasePath(State.settings), action: ActionPath(Action.settings)) {
///       Settings()
///     }
///   }
/// }
/// ```
///
/// A child action that arrives while the state is in another case is ignored, with its
/// reason. The child's cancellation ids are scoped to its case, so two cases never cancel
/// each other's effects; cancelling the effects of a case the state left is the job of the
/// reducer that changes it (``PresentationReducer`` for a destination,
/// ``Unidirectional/Reducer/ifCaseLet(_:action:then:)`` for a state that changes case in place).
public struct ScopeCase<ParentState, ParentAction, Child: Reducer>: Reducer {
  private let toChildState: CasePath<ParentState, Child.State>
  private let toChildAction: ActionPath<ParentAction, Child.Action>
  private let child: Child

  /// Scopes `child` to the case at `state` and the actions at `action`.
  ///
  /// - Parameters:
  ///   - state: The case of the parent's state enum that holds the child state.
  ///   - action: How child actions live in parent actions.
  ///   - child: The child reducer.
  public init<ChildState, ChildAction>(
    state: CasePath<ParentState, ChildState>,
    action: ActionPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    toChildState = state
    toChildAction = action
    self.child = child()
  }

  /// Runs the child for a child action while the state is in its case.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    let effect = toChildState.modify(&state) { child.reduce(into: &$0, action: childAction) }
    guard let effect, !effect.isNone else { return .none }
    return effect.cancellable(id: ChildLifetime()).lifted(toChildAction.embed, into: lifetime)
  }

  /// The place every effect of the child runs under: cancelling its ``ChildLifetime``
  /// cancels them all, which is what ``IfCaseLetReducer`` does when the state leaves the case.
  var lifetime: EffectID {
    ScopeIdentity(state: toChildState.place, action: toChildAction.place).effectID
  }

  /// Whether `state` is in the child's case.
  func isInCase(_ state: ParentState) -> Bool {
    toChildState.extract(state) != nil
  }

  /// The child's reason for ignoring its action, or the case being another one.
  public func reasonForIgnoring(_ action: ParentAction, in state: ParentState) -> String? {
    guard let childAction = toChildAction.extract(action) else { return nil }
    guard let childState = toChildState.extract(state) else {
      return "\(childAction) ignored: the state is in another case"
    }
    return child.reasonForIgnoring(childAction, in: childState)
  }

  /// Brings the shared copies in step, in the child's case while the state is in it.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout ParentState, since previous: ParentState) {
    guard let childBefore = toChildState.extract(previous) else { return }
    toChildState.modify(&state) { child.alignSharedCopies(in: &$0, since: childBefore) }
  }
}
