/// Builds one reducer from a list of reducers of the same state and action, run in order.
///
/// ``CombineReducers``, ``Scope``, ``Reducer/ifLet(_:action:then:)`` and
/// ``Reducer/forEach(_:action:element:)`` take their bodies through this builder.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Accepts any reducer of the builder's state and action.
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// Starts the combination with the first reducer.
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// Appends the next reducer, which runs after the ones before it.
  public static func buildPartialBlock<Accumulated: Reducer, Next: Reducer>(
    accumulated: Accumulated,
    next: Next
  ) -> CombinedReducer<Accumulated, Next>
  where Accumulated.State == State, Accumulated.Action == Action,
    Next.State == State, Next.Action == Action {
    CombinedReducer(accumulated, next)
  }
}
