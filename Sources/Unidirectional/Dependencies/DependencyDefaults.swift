/// The values a context gives to the keys read so far, each computed once.
///
/// Shared by every copy of one ``DependencyValues``, so an override made in a copy (a
/// subtree's) still sees the same default instances as the original.
final class DependencyDefaults: Sendable {
  let context: DependencyContext
  let issueReporter: IssueReporter
  /// The values computed so far, and the keys without a test value that were read only by
  /// the test itself, not reported yet.
  private struct Cache {
    var slots: [ObjectIdentifier: any DependencySlot] = [:]
    var unreportedMissing: Set<ObjectIdentifier> = []
  }

  private let cache = LockedState(Cache())

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
    let (value, reportsNow) = cachedValue(of: key, id: id)
    if reportsNow { issueReporter.report(Self.missingTestValue(key)) }
    return value
  }

  /// The key's value, computed once, and whether this read reports that a test did not set
  /// a key with no test value.
  ///
  /// Only a read a feature makes — in a reducer, an effect or `withDependencies` — reports,
  /// once: a test that reads a key to change one of its endpoints
  /// (`store.dependencies.speech.authorize = { … }`) sets it rather than uses it.
  private func cachedValue<Key: DependencyKey>(
    of key: Key.Type, id: ObjectIdentifier
  ) -> (value: Key.Value, reportsNow: Bool) {
    let isFeatureRead = InstalledDependencies.reducing != nil || InstalledDependencies.ofEffect != nil
    if let cached = cached(key, id: id, isFeatureRead: isFeatureRead) { return cached }
    let (computed, isMissing) = compute(key)
    // Two threads that compute a key at once keep, and report, the first value only.
    return cache.withLock { cache in
        if let slot = cache.slots[id] { return (slot.value(of: key), false) }
        cache.slots[id] = ValueSlot(computed)
        if isMissing && !isFeatureRead { cache.unreportedMissing.insert(id) }
        return (computed, isMissing && isFeatureRead)
      }
  }

  private func cached<Key: DependencyKey>(
    _ key: Key.Type, id: ObjectIdentifier, isFeatureRead: Bool
  ) -> (value: Key.Value, reportsNow: Bool)? {
    cache.withLock { cache in
      guard let slot = cache.slots[id] else { return nil }
      let reportsNow = isFeatureRead && cache.unreportedMissing.remove(id) != nil
      return (slot.value(of: key), reportsNow)
    }
  }

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
