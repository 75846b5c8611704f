import Unidirectional

/// An append-only list of what happened, safe to write from reducers, effects and
/// observation callbacks, that a test can also await until it holds enough entries.
package final class Journal<Entry: Sendable>: Sendable {
  private struct Contents {
    var entries: [Entry] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let contents = LockedState(Contents())

  /// An empty journal.
  package init() {}

  package var entries: [Entry] { contents.withLock { $0.entries } }

  package func append(_ entry: Entry) {
    let ready = contents.withLock { contents in
      contents.entries.append(entry)
      let count = contents.entries.count
      let ready = contents.waiters.filter { $0.count <= count }.map(\.continuation)
      contents.waiters.removeAll { $0.count <= count }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  /// Suspends until the journal holds at least `count` entries; no polling: the append that
  /// reaches `count` resumes the waiter.
  package func waitUntilCount(reaches count: Int) async {
    await withCheckedContinuation { continuation in
      let isReady = contents.withLock { contents in
        if contents.entries.count >= count { return true }
        contents.waiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }
}
