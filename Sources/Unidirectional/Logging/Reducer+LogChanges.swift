extension Reducer {
  /// Logs each action and the state diff it caused, like a debugger stepping through the
  /// feature; for an action that changed nothing, the reason the reducer gives for ignoring
  /// it (``reasonForIgnoring(_:in:)``), wherever in the composition that reason comes from.
  ///
  /// Use it while developing to see why the state is what it is. It observes the steps with
  /// ``observeSteps(_:)``, which copies the state once per action, so keep it out of
  /// release builds.
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
  public func logChanges(
    prefix: String = "",
    to log: @escaping (String) -> Void = { print($0) }
  ) -> StepObservingReducer<Self> {
    observeSteps { step in log(step.changeLogEntry(prefix: prefix)) }
  }
}
