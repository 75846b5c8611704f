/// A reducer built from a closure.
///
/// Use it for small features, for glue inside a ``CombineReducers`` body, or in tests.
///
/// ```swift
/// let counter = Reduce<Int, Void> { count, _ in
///   count += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  private let run: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `body` for every action.
  ///
  /// - Parameter body: Mutates the state for an action and returns the effect to run.
  public init(_ body: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    run = body
  }

  /// Creates a type-erased reducer that forwards to `reducer`.
  ///
  /// - Parameter reducer: The reducer to wrap.
  public init<Wrapped: Reducer>(_ reducer: Wrapped)
  where Wrapped.State == State, Wrapped.Action == Action {
    run = reducer.reduce(into:action:)
  }

  /// Runs the closure for `action`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }
}
