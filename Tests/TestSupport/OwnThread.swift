import Foundation

/// Runs `work` on a thread of its own and returns what it returned.
///
/// A long synchronous search, such as an explorer's, run in a test's own task holds one of
/// the cooperative pool's threads from its first step to its last. On a two-core machine the
/// pool has two, so two such searches side by side stop every other suite's effects, and
/// those suites go past their time limits. On a thread of its own the search still shares
/// the cores, but never the pool: the other suites slow down instead of stopping.
package func onAThreadOfItsOwn<Result>(
  _ work: sending @escaping () -> Result
) async -> sending Result {
  let handoff = Handoff(work)
  return await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: handoff.run()) }
    thread.stackSize = 8 << 20
    thread.start()
  }
}

/// Carries the work to its thread. The caller gave the work away (`sending`) and waits
/// while it runs, so only that thread ever touches it.
private final class Handoff<Result>: @unchecked Sendable {
  private let work: () -> Result

  init(_ work: sending @escaping () -> Result) {
    self.work = work
  }

  func run() -> Result {
    work()
  }
}
