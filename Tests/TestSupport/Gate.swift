/// A point an effect waits at until the test opens it, handing the waiter a value.
///
/// It ignores task cancellation on purpose: a cancelled effect carries on past the gate and
/// sends, which is how a test proves that actions sent after cancellation are dropped.
@MainActor
package final class Gate<Value: Sendable> {
  private var value: Value?
  private var waiters: [CheckedContinuation<Value, Never>] = []

  /// A closed gate with no one waiting.
  package init() {}

  /// The number of tasks suspended at the gate.
  package var waitingCount: Int { waiters.count }

  /// Suspends until ``open(with:)``; returns at once if the gate is already open.
  package func wait() async -> Value {
    if let value { return value }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// Opens the gate for every present and future waiter.
  package func open(with value: Value) {
    self.value = value
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume(returning: value) }
  }
}

extension Gate where Value == Void {
  package func open() { open(with: ()) }
}
