/// One of two reducers, chosen when the body was built: what an `if`/`else` or a `switch`
/// in a ``ReducerBuilder`` block builds.
public enum ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The `if` branch, or the first `switch` case.
  case first(First)
  /// The `else` branch, or a later `switch` case.
  case second(Second)

  /// Runs the chosen reducer.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }

  /// The chosen reducer's reason for ignoring `action`.
  @inlinable
  public func reasonForIgnoring(_ action: First.Action, in state: First.State) -> String? {
    switch self {
    case .first(let reducer): reducer.reasonForIgnoring(action, in: state)
    case .second(let reducer): reducer.reasonForIgnoring(action, in: state)
    }
  }

  /// Brings the shared copies in step, in the branch that runs.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout First.State, since previous: First.State) {
    switch self {
    case .first(let reducer): reducer.alignSharedCopies(in: &state, since: previous)
    case .second(let reducer): reducer.alignSharedCopies(in: &state, since: previous)
    }
  }
}
