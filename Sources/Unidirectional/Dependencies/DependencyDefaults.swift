/// The values a context gives to the keys read so far, each computed once.
///
/// Shared by every copy of one ``DependencyValues``, so an override made in a copy (a
/// subtree's) still sees the same default instances as the original.
final class DependencyDefaults: Sendable {
  let context: DependencyContext
  let issueReporter: IssueReporter
  private let values = LockedState<[ObjectIdentifier: any DependencySlot]>([:])

  init(context: DependencyContext, issueReporter: IssueReporter) {
    self.context = context
    self.issueReporter = issueReporter
  }

  /// The value of `key` in this context, computed on the first read.
  ///
  /// The key's value is computed outside the lock: a live value may itself read another
  /// dependency. When two threads compute it at once, the first to finish is kept.
  func value<Key: DependencyKey>(of key: Key.Type) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let slot = values.withLock({ $0[id] }) { return slot.value(of: key) }
    let (computed, isMissing) = compute(key)
    let kept = values.withLock { values -> Key.Value? in
      if let kept = values[id] { return kept.value(of: key) }
      values[id] = ValueSlot(computed)
      return nil
    }
    if let kept { return kept }
    // Reported by the one read whose value was kept: two threads reading a key at once
    // report it once.
    if isMissing { issueReporter.report(Self.missingTestValue(key)) }
    return computed
  }

  /// The value of `key` in this context, and whether the key had no test value to give.
  ///
  /// Computed with these defaults installed and nothing overridden: a key's value that
  /// reads another dependency as it is made sees that key's default, not an override in
  /// force where it happened to be read first, which the cache would otherwise keep for
  /// everyone.
  private func compute<Key: DependencyKey>(_ key: Key.Type) -> (value: Key.Value, isMissing: Bool) {
    InstalledDependencies.withInstalled(DependencyValuesBox(DependencyValues(defaults: self))) {
      switch context {
      case .live:
        return (Key.liveValue, false)
      case .preview:
        return (Key.previewValue, false)
      case .test:
        let probe = MissingTestValueProbe()
        let value = MissingTestValueProbe.$current.withValue(probe) { Key.testValue }
        return (value, probe.isMissing)
      }
    }
  }

  /// The report of a test's read of `key`, which has no test value. A test store reports it
  /// at the step that read it.
  private static func missingTestValue<Key: DependencyKey>(_ key: Key.Type) -> RuntimeIssue {
    RuntimeIssue(
      """
      The dependency \(Key.self) (\(Key.Value.self)) was read in a test, but the test did \
      not set it and \(Key.self) has no testValue. Set it in the test store's \
      withDependencies, or give the key a testValue. The test goes on with the key's \
      previewValue, never its liveValue.
      """,
      at: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    )
  }
}
