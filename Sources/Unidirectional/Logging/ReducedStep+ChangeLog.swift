extension ReducedStep {
  /// The entry ``Reducer/logChanges(prefix:to:)`` prints for this step: the action, then
  /// the state diff, or the reason the action was ignored when it changed nothing.
  ///
  /// The diff dumps only what may have changed (see ``valueDiff(_:_:)``), so an entry costs
  /// what the action changed, not the size of the state.
  func changeLogEntry(prefix: String) -> String {
    let header = "\(prefix)received action:\n\(structuralDump(action).indented)"
    guard let diff = valueDiff(stateBefore, stateAfter) else {
      return header + "\n  " + (ignoredReason ?? "(no state change)")
    }
    return header + "\n" + diff.indented
  }
}
