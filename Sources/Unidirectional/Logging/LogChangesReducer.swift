/// Prints every action a reducer receives and the state diff it caused, like a debugger
/// stepping through the feature; for an action that changed nothing, the reason the reducer
/// gives through ``ExplainsIgnoredActions``.
///
/// Build one with ``Reducer/logChanges(prefix:to:)``.
public struct LogChangesReducer<Base: Reducer>: Reducer {
  private let base: Base
  private let prefix: String
  private let log: (String) -> Void

  init(base: Base, prefix: String, log: @escaping (String) -> Void) {
    self.base = base
    self.prefix = prefix
    self.log = log
  }

  /// Runs the composed reducers for `action`; see the type's documentation for the order.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    log(entry(action: action, before: before, after: state))
    return effect
  }

  private func entry(action: Base.Action, before: Base.State, after: Base.State) -> String {
    let header = "\(prefix)received action:\n\(indented(structuralDump(action)))"
    guard let diff = valueDiff(before, after) else {
      return header + "\n  " + (reasonForIgnoring(action, in: before) ?? "(no state change)")
    }
    return header + "\n" + indented(diff)
  }

  private func reasonForIgnoring(_ action: Base.Action, in state: Base.State) -> String? {
    guard let explaining = base as? any ExplainsIgnoredActions<Base.State, Base.Action> else {
      return nil
    }
    return explaining.reasonForIgnoring(action, in: state)
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }
      .joined(separator: "\n")
  }
}

extension Reducer {
  /// Logs each action and the state diff it caused.
  ///
  /// Use it while developing to see why the state is what it is. It copies the state once
  /// per action to compute the diff, so keep it out of release builds.
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
  ) -> LogChangesReducer<Self> {
    LogChangesReducer(base: self, prefix: prefix, log: log)
  }
}
