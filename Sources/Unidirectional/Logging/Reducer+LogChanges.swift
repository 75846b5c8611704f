extension Reducer {
  /// Logs each action and the state diff it caused, like a debugger stepping through the
  /// feature; for an action that changed nothing, the reason the reducer gives for ignoring
  /// it (``reasonForIgnoring(_:in:)``), wherever in the composition that reason comes from.
  ///
  /// Use it while developing to see why the state is what it is. An entry costs what the
  /// action changed, not the size of the state: ``valueDiff(_:_:)`` does not dump the parts
  /// it can tell are unchanged, a ``Fingerprinted`` part with an equal fingerprint or the
  /// rows of an ``IdentifiedArray`` that the action's edits did not touch, so liking one row
  /// of 10,000 prints that row alone. It observes the steps with ``observeSteps(_:)``, which
  /// keeps the state from before each action, so an action that edits a list copies the
  /// list's elements (a copy the store otherwise avoids): keep it out of release builds.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), reducer: Counter().logChanges())
  /// store.send(.increment)
  /// ```
  ///
  /// ```text
  /// received action:
  ///   .increment
  ///     Counter.State(
  ///   −   count: 0
  ///   +   count: 1
  ///     )
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: Text put in front of each entry, such as the feature's name.
  ///   - log: Where entries go; standard output by default.
  /// - Returns: A reducer that behaves like this one and logs.
  /// - Complexity: Per action, the diff of what the action changed (``valueDiff(_:_:)``),
  ///   plus a copy of the elements of each collection the action edits.
  public func logChanges(
    prefix: String = "",
    to log: @escaping (String) -> Void = { print($0) }
  ) -> StepObservingReducer<Self> {
    observeSteps { step in log(step.changeLogEntry(prefix: prefix)) }
  }
}
