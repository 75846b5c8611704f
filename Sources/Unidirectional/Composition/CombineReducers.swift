/// A reducer made of several reducers of the same state and action, run top to bottom.
///
/// ```swift
/// let app = CombineReducers<AppState, AppAction, _> {
///   Scope(state: \.counter, action: counterPath) { Counter() }
///   Reduce { state, action in
///     if case .counter(.increment) = action { state.totalTaps += 1 }
///     return .none
///   }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  private let reducers: Reducers

  /// Combines the reducers listed in `build`.
  ///
  /// - Parameter build: The reducers, in the order they run.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  /// Runs the composed reducers for `action`; see the type's documentation for the order.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  /// The first reason the composed reducers give for ignoring `action`, in order.
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    reducers.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in every combined reducer.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout State, since previous: State) {
    reducers.alignSharedCopies(in: &state, since: previous)
  }
}
