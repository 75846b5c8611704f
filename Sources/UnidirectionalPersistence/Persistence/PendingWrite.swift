import Unidirectional
/// The bookkeeping of a storage's debounced writes: the newest value not written yet, and
/// which wait may write it.
///
/// A pure value: ``PersistentStorage`` keeps it under its lock and does the writing. Every
/// change schedules a wait with a ticket; when a wait ends, only the newest ticket's wait
/// writes, so a burst of changes is written once, after its last change. Waits are never
/// cancelled to make way for a newer change, so a cancelled wait always means its owner
/// went away, and the pending value is written at once (a flush).
struct PendingWrite<Value> {
  /// The newest value not written yet: waiting for its wait to end, or kept after a write
  /// failed, to be written at the next chance.
  private(set) var value: Value?
  /// The ticket of the newest scheduled wait.
  private var newestTicket = 0

  /// A change to write once its wait ends; it replaces any older value not written yet.
  ///
  /// - Returns: The ticket the change's wait ends with.
  mutating func schedule(_ value: Value) -> Int {
    newestTicket += 1
    self.value = value
    return newestTicket
  }

  /// The value to write now that the wait of `ticket` ended: `nil` when a newer change
  /// waits (its wait writes) or nothing is left to write.
  func valueDue(afterWaitOf ticket: Int) -> Value? {
    ticket == newestTicket ? value : nil
  }

  /// The pending value was written.
  mutating func written() {
    value = nil
  }
}

extension PendingWrite: Sendable where Value: Sendable {}
