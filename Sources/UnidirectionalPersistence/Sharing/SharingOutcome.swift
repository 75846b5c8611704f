public import Unidirectional

/// What a sharing could not settle after one change, to be reported.
@usableFromInline struct SharingOutcome {
  /// How many shared values two places changed differently in the one change.
  @usableFromInline let conflicts: Int
  /// How many copies of an element that left the source sit where nothing can close.
  @usableFromInline let strandedCopies: Int
  /// How many removals screens asked of a source that cannot remove (a whole value).
  @usableFromInline let unremovable: Int

  @usableFromInline
  init(conflicts: Int, strandedCopies: Int, unremovable: Int) {
    self.conflicts = conflicts
    self.strandedCopies = strandedCopies
    self.unremovable = unremovable
  }

  /// Whether everything settled, with nothing to report.
  @inlinable var isSettled: Bool { conflicts == 0 && strandedCopies == 0 && unremovable == 0 }

  /// The effect that reports what did not settle.
  @usableFromInline func report<Root, Value, Action>(
    sharing shared: SharedSource<Root, Value>, after action: Action, at location: SourceCodeLocation
  ) -> Effect<Action> {
    .merge(issues(sharing: shared, after: action, at: location).map { .report($0) })
  }

  /// The issues to report for this outcome, none when everything settled.
  func issues<Root, Value, Action>(
    sharing shared: SharedSource<Root, Value>, after action: Action, at location: SourceCodeLocation
  ) -> [RuntimeIssue] {
    var issues: [RuntimeIssue] = []
    guard conflicts > 0 || strandedCopies > 0 || unremovable > 0 else { return issues }
    let source = shared.name
    if conflicts > 0 {
      issues.append(
        RuntimeIssue(
          """
          Two features changed the shared value \(source) differently in one action \
          (\(action)); the source's change, or else the first copy's in the order the \
          sharing lists them, was kept. Let one feature own each change.
          """,
          at: location))
    }
    if strandedCopies > 0 {
      issues.append(
        RuntimeIssue(
          """
          An element left \(source) in one action (\(action)), but \(strandedCopies) \
          cop\(strandedCopies == 1 ? "y" : "ies") of it sit in a field that cannot close \
          and keep their last value. Hold a shared element in a presented child, a stack \
          screen or a row, which close when their element leaves.
          """,
          at: location))
    }
    if unremovable > 0 {
      issues.append(
        RuntimeIssue(
          """
          A screen removed its copy of \(source) in one action (\(action)), but a whole \
          shared value cannot leave its source; nothing was removed. Share a list's elements \
          with sharing(elementsOf:into:) to let a screen remove one.
          """,
          at: location))
    }
    return issues
  }
}
