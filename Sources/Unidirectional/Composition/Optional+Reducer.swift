/// An optional reducer runs when present and does nothing when `nil`: what an `if` without
/// `else` in a ``ReducerBuilder`` block builds.
extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, or returns ``Effect/none`` when there is none.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case .some(let reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }

  /// The wrapped reducer's reason for ignoring `action`, or `nil` when there is none.
  @inlinable
  public func reasonForIgnoring(_ action: Wrapped.Action, in state: Wrapped.State) -> String? {
    self?.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in the wrapped reducer when there is one.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Wrapped.State, since previous: Wrapped.State) {
    self?.alignSharedCopies(in: &state, since: previous)
  }
}
