import Unidirectional

/// What a ``TestStore`` still owes when it is released without
/// ``TestStore/finish(timeout:fileID:filePath:line:column:)``: unasserted actions and running
/// effects. Kept behind a lock so the store's `deinit`, which is not on the main actor, can
/// read it.
final class EndOfTestCheck: Sendable {
  private struct Ledger {
    var unasserted: ArraySlice<String> = []
    var inFlight = 0
    var isFinished = false
    var isExhaustive = true
  }

  private let ledger = LockedState(Ledger())
  private let reporter: IssueReporter
  private let location: SourceCodeLocation

  init(reporter: IssueReporter, location: SourceCodeLocation) {
    self.reporter = reporter
    self.location = location
  }

  /// Adds the description of an action received and not asserted yet.
  func appendUnasserted(_ action: String) {
    ledger.withLock { $0.unasserted.append(action) }
  }

  /// Forgets the oldest unasserted action, now asserted or skipped, in O(1).
  func removeFirstUnasserted() {
    ledger.withLock { _ = $0.unasserted.removeFirst() }
  }

  /// Forgets every unasserted action.
  func removeAllUnasserted() {
    ledger.withLock { $0.unasserted.removeAll() }
  }

  func setInFlight(_ count: Int) {
    ledger.withLock { $0.inFlight = count }
  }

  func setExhaustive(_ isExhaustive: Bool) {
    ledger.withLock { $0.isExhaustive = isExhaustive }
  }

  func markFinished() {
    ledger.withLock { $0.isFinished = true }
  }

  /// Reports what is left over, unless the test called `finish()`.
  func checkAtDeinit() {
    let ledger = ledger.withLock { $0 }
    guard !ledger.isFinished, ledger.isExhaustive else { return }
    if !ledger.unasserted.isEmpty {
      reporter.fail(
        TestStoreMessages.unassertedActions(Array(ledger.unasserted), before: "the end of the test"),
        at: location
      )
    }
    if ledger.inFlight > 0 {
      reporter.fail(TestStoreMessages.stillRunningAtDeinit(ledger.inFlight), at: location)
    }
  }
}
