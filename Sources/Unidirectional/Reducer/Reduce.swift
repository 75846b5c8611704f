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
  private let explain: (Action, State) -> String?

  /// Creates a reducer that runs `body` for every action.
  ///
  /// - Parameter body: Mutates the state for an action and returns the effect to run.
  public init(_ body: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    run = body
    explain = { _, _ in nil }
  }

  /// Creates a type-erased reducer that forwards to `reducer`, its reason for ignoring an
  /// action included.
  ///
  /// - Parameter reducer: The reducer to wrap.
  public init<Wrapped: Reducer>(_ reducer: Wrapped)
  where Wrapped.State == State, Wrapped.Action == Action {
    run = reducer.reduce(into:action:)
    explain = reducer.reasonForIgnoring(_:in:)
  }

  /// Runs the closure for `action`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    run(&state, action)
  }

  /// The wrapped reducer's reason for ignoring `action`; `nil` for a closure.
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    explain(action, state)
  }
}
