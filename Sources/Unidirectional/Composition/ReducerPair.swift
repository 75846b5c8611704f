/// Two reducers of the same state and action, run one after the other, their effects merged.
///
/// You get one from ``Reducer/combined(with:)`` or from a ``ReducerBuilder`` body.
public struct ReducerPair<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  @usableFromInline
  let first: First
  @usableFromInline
  let second: Second

  @usableFromInline
  init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Runs the first reducer, then the second, and merges their effects.
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return .merge(firstEffect, secondEffect)
  }

  /// The first reducer's reason for ignoring `action`, else the second's.
  @inlinable
  public func reasonForIgnoring(_ action: First.Action, in state: First.State) -> String? {
    first.reasonForIgnoring(action, in: state) ?? second.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in both reducers.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout First.State, since previous: First.State) {
    first.alignSharedCopies(in: &state, since: previous)
    second.alignSharedCopies(in: &state, since: previous)
  }
}

extension Reducer {
  /// Runs `other` after this reducer on every action and merges their effects.
  ///
  /// ```swift
  /// let analytics = Reduce<AppState, AppAction> { _, action in
  ///   print("tracked:", action)
  ///   return .none
  /// }
  /// let app = Scope(state: \.counter, action: counterPath) { Counter() }
  ///   .combined(with: analytics)
  /// ```
  ///
  /// - Parameter other: The reducer to run second.
  /// - Returns: The combined reducer.
  public func combined<Other: Reducer>(with other: Other) -> ReducerPair<Self, Other>
  where Other.State == State, Other.Action == Action {
    ReducerPair(self, other)
  }
}
