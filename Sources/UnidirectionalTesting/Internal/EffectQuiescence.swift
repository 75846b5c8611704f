import Unidirectional

/// Knows when every effect of a test store has either ended or parked on something the
/// test controls: a ``ParkedContinuation``, which ``TestClock`` sleeps,
/// ``ControlledDependency`` calls, ``ControlledStream`` subscriptions and a user's own test
/// doubles wait on.
///
/// That moment, quiescence, is when a test can act again without racing its effects:
/// advancing the clock reaches every sleeper, listing pending calls lists them all, and the
/// actions the effects sent have all arrived. An effect whose task woke another of its own
/// with work (a stream feature's puller waking its main-actor side) is working until that
/// hand-over ends, even while the waking task is parked. Effects find their tracker through
/// ``current``: the task-local `EffectActivity` observer, which the test store binds while it
/// starts them and which their tasks inherit, so that code outside the testing module (a
/// stream feature's relay) reports its hand-overs to it too. Nothing here polls: every wait
/// is resumed by the event it waits for.
final class EffectQuiescence: EffectActivity.Observer {
  /// The tracker of the test store that started the current task's effect, if any.
  static var current: EffectQuiescence? { EffectActivity.observer as? EffectQuiescence }

  /// Why a wait ended.
  enum WaitOutcome {
    /// Every effect has ended or parked.
    case quiescent
    /// Something the waiter asked to hear about happened, such as an action arriving.
    case nudged
    /// The real-time limit passed first.
    case timedOut
  }

  private struct Counts {
    var inFlight = 0
    var parked = 0
    var handOvers = 0
    var waiters: [Int: CheckedContinuation<WaitOutcome, Never>] = [:]
    var nextWaiterID = 0
    var timedOut: Set<Int> = []
    var stepTimeout: Duration = .seconds(5)

    var isQuiescent: Bool { parked >= inFlight + handOvers }

    mutating func takeWaiters() -> [CheckedContinuation<WaitOutcome, Never>] {
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
  }

  private let counts = LockedState(Counts())

  var isQuiescent: Bool { counts.withLock { $0.isQuiescent } }

  /// How long resuming a parked effect waits for the effects to settle: the test store's
  /// `timeout`.
  var stepTimeout: Duration {
    get { counts.withLock { $0.stepTimeout } }
    set { counts.withLock { $0.stepTimeout = newValue } }
  }

  /// The number of effect tasks suspended on a test-controlled primitive right now.
  var parkedCount: Int { counts.withLock { $0.parked } }

  /// Records the runner's new in-flight count.
  func setInFlight(_ count: Int) {
    update { $0.inFlight = count }
  }

  /// An effect task is about to suspend on a test-controlled primitive.
  func park() {
    update { $0.parked += 1 }
  }

  /// A parked effect task is about to be resumed by the test.
  func unpark() {
    update { $0.parked -= 1 }
  }

  /// A task of an effect is about to wake another of its tasks with work.
  func handOverStarted() {
    update { $0.handOvers += 1 }
  }

  /// The woken task has picked its work up.
  func handOverEnded() {
    update { $0.handOvers -= 1 }
  }

  /// Wakes every waiter with ``WaitOutcome/nudged``.
  func nudge() {
    let waiters = counts.withLock { $0.takeWaiters() }
    for waiter in waiters { waiter.resume(returning: .nudged) }
  }

  /// Suspends until quiescence, a ``nudge()``, or until `timeout` passes.
  ///
  /// Runs on the caller's executor (`nonisolated(nonsending)`): a test store on the main
  /// actor that finds its effects already quiescent returns at once, instead of hopping to
  /// the global executor and back, two thread switches per test step.
  nonisolated(nonsending) func waitForQuiescence(timeout: Duration) async -> WaitOutcome {
    if isQuiescent { return .quiescent }
    let id = counts.withLock { counts in
      defer { counts.nextWaiterID += 1 }
      return counts.nextWaiterID
    }
    let timer = Task {
      try await Task.sleep(for: timeout)
      self.timeOut(waiterID: id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let outcome = counts.withLock { counts -> WaitOutcome? in
        if counts.isQuiescent { return .quiescent }
        if counts.timedOut.remove(id) != nil { return .timedOut }
        counts.waiters[id] = continuation
        return nil
      }
      if let outcome { continuation.resume(returning: outcome) }
    }
  }

  /// Waits until quiescence or `timeout`, ignoring nudges, on the caller's executor.
  ///
  /// Already quiescent, as after most test steps, it returns without reading the clock.
  nonisolated(nonsending) func settle(timeout: Duration) async {
    if isQuiescent { return }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while await waitForQuiescence(timeout: clock.now.duration(to: deadline)) == .nudged {}
  }

  private func update(_ change: (inout Counts) -> Void) {
    let ready = counts.withLock { counts -> [CheckedContinuation<WaitOutcome, Never>] in
      change(&counts)
      return counts.isQuiescent ? counts.takeWaiters() : []
    }
    for waiter in ready { waiter.resume(returning: .quiescent) }
  }

  private func timeOut(waiterID id: Int) {
    let waiter = counts.withLock { counts -> CheckedContinuation<WaitOutcome, Never>? in
      guard let waiter = counts.waiters.removeValue(forKey: id) else {
        counts.timedOut.insert(id)
        return nil
      }
      return waiter
    }
    waiter?.resume(returning: .timedOut)
  }
}
