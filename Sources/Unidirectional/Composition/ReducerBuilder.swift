/// Builds one reducer from a list of reducers of the same state and action, run in order.
///
/// A feature's ``Reducer/body``, ``CombineReducers``, ``Scope``,
/// ``Reducer/ifLet(_:action:then:)-y8g7`` and ``Reducer/forEach(_:action:element:)`` take their
/// reducers through this builder. Besides one reducer per line it accepts `if`, `if`/`else`,
/// `switch`, `for` loops, `if #available` and an empty block, so the shape of a feature can
/// follow its configuration:
///
/// ```swift
/// struct SignUp: Reducer {
///   struct State { var email = ""; var problems: [String] = [] }
///   enum Action { case emailChanged(String) }
///
///   let isLoggingEnabled: Bool
///   let rules: [(String) -> String?]
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       if case .emailChanged(let email) = action { state.email = email }
///       state.problems = []
///       return .none
///     }
///     if isLoggingEnabled {
///       Reduce { _, action in
///         print(action)
///         return .none
///       }
///     }
///     for rule in rules {
///       Reduce { state, _ in
///         if let problem = rule(state.email) { state.problems.append(problem) }
///         return .none
///       }
///     }
///   }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Accepts any reducer of the builder's state and action.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// An empty block: a reducer that changes nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// Starts the combination with the first reducer.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// Appends the next reducer, which runs after the ones before it.
  @inlinable
  public static func buildPartialBlock<Accumulated: Reducer, Next: Reducer>(
    accumulated: Accumulated,
    next: Next
  ) -> ReducerPair<Accumulated, Next>
  where Accumulated.State == State, Accumulated.Action == Action,
    Next.State == State, Next.Action == Action {
    ReducerPair(accumulated, next)
  }

  /// An `if` without `else`: the reducer runs only when the condition held.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> R?
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: First
  ) -> ConditionalReducer<First, Second>
  where First.State == State, First.Action == Action,
    Second.State == State, Second.Action == Action {
    .first(reducer)
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: Second
  ) -> ConditionalReducer<First, Second>
  where First.State == State, First.Action == Action,
    Second.State == State, Second.Action == Action {
    .second(reducer)
  }

  /// A `for` loop: one reducer per iteration, run in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> [R]
  where R.State == State, R.Action == Action {
    reducers
  }

  /// The body of an `if #available` check, erased so that its type names nothing newer
  /// than the check allows.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(reducer)
  }
}
