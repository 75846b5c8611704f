/// Tells the registry that a key's `testValue` was the default one, which the key did not
/// define.
///
/// The registry sets a probe around its one read of `Key.testValue`; the protocol's default
/// `testValue` marks it. No probe is set anywhere else, so reading `testValue` directly
/// costs one task-local lookup and reports nothing.
final class MissingTestValueProbe: @unchecked Sendable {
  // Safe: a probe is created, marked and read by one synchronous call on one thread.
  @TaskLocal static var current: MissingTestValueProbe?

  private(set) var isMissing = false

  func recordMissing() {
    isMissing = true
  }
}
