extension ReducedStep {
  /// The entry ``Reducer/logChanges(prefix:to:)`` prints for this step: the action, then
  /// the state diff, or the reason the action was ignored when it changed nothing.
  func changeLogEntry(prefix: String) -> String {
    let header = "\(prefix)received action:\n\(structuralDump(action).indented)"
    guard let diff = valueDiff(stateBefore, stateAfter) else {
      return header + "\n  " + (ignoredReason ?? "(no state change)")
    }
    return header + "\n" + diff.indented
  }
}
