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
///
/// A `Scope` is a class whose properties never change, so it behaves as a value. As a
/// struct, each level held every level nested below it, and the compiler copied that whole
/// chain onto the stack to call the child on every action: ten levels copied about 3 KB
/// per action, most of what they cost (`scope.deep` in `Docs/Benchmarks.md`).
public final class Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
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
    return reduceChild(in: &state, action: childAction)
      .lifted(
        toChildAction.embed,
        into: ScopeIdentity(state: toChildState.keyPath, action: toChildAction.place).effectID)
  }

  /// Runs the child reducer on its state inside `state`, reached at its byte offset where it
  /// has one. No closure captures the child: a captured reducer is copied on every call,
  /// and under nested scopes each level would copy every level below it.
  @inlinable
  func reduceChild(in state: inout ParentState, action: Child.Action) -> Effect<Child.Action> {
    guard let offset = toChildState.offset else {
      return reduceChildThroughKeyPath(in: &state, action: action)
    }
    return withUnsafeMutablePointer(to: &state) { parent in
      reduceChild(
        at: UnsafeMutableRawPointer(parent).advanced(by: offset).assumingMemoryBound(to: Child.State.self),
        action: action
      )
    }
  }

  /// Runs the child reducer on the child state at `childState`.
  @inlinable
  func reduceChild(
    at childState: UnsafeMutablePointer<Child.State>, action: Child.Action
  ) -> Effect<Child.Action> {
    child.reduce(into: &childState.pointee, action: action)
  }

  /// ``reduceChild(in:action:)`` through the key path runtime, for a child state that is
  /// not stored in place (a computed property); out of line, so nested scopes inline one
  /// way per level, not two.
  @inlinable
  @inline(never)
  func reduceChildThroughKeyPath(
    in state: inout ParentState, action: Child.Action
  ) -> Effect<Child.Action> {
    child.reduce(into: &state[keyPath: toChildState.keyPath], action: action)
  }

  @inlinable
  public func reasonForIgnoring(_ action: ParentAction, in state: ParentState) -> String? {
    guard let childAction = toChildAction.extract(action) else { return nil }
    return child.reasonForIgnoring(childAction, in: state[keyPath: toChildState.keyPath])
  }

  /// Brings the shared copies in step, in the child's state.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout ParentState, since previous: ParentState) {
    child.alignSharedCopies(
      in: &state[keyPath: toChildState.keyPath], since: previous[keyPath: toChildState.keyPath])
  }
}
