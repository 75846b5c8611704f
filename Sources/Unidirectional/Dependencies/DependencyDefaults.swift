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
    let computed = compute(key)
    return values.withLock { values in
      if let kept = values[id] { return kept.value(of: key) }
      values[id] = ValueSlot(computed)
      return computed
    }
  }

  private func compute<Key: DependencyKey>(_ key: Key.Type) -> Key.Value {
    switch context {
    case .live:
      return Key.liveValue
    case .preview:
      return Key.previewValue
    case .test:
      let probe = MissingTestValueProbe()
      let value = MissingTestValueProbe.$current.withValue(probe) { Key.testValue }
      if probe.isMissing {
        issueReporter.report(Self.missingTestValue(key))
      }
      return value
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
