/// An array of reducers runs each element in order and merges their effects: what a `for`
/// loop in a ``ReducerBuilder`` block builds.
extension Array: Reducer where Element: Reducer {
  /// Runs every reducer in order on the same state and merges their effects.
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    var effects: [Effect<Element.Action>] = []
    for reducer in self {
      let effect = reducer.reduce(into: &state, action: action)
      if !effect.isNone { effects.append(effect) }
    }
    return .merge(effects)
  }

  /// The first reason one of the reducers gives for ignoring `action`, in order.
  @inlinable
  public func reasonForIgnoring(_ action: Element.Action, in state: Element.State) -> String? {
    lazy.compactMap { $0.reasonForIgnoring(action, in: state) }.first
  }

  /// Brings the shared copies in step, in every reducer of the array.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Element.State, since previous: Element.State) {
    for reducer in self { reducer.alignSharedCopies(in: &state, since: previous) }
  }
}
