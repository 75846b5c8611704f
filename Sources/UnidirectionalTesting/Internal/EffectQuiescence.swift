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
///
/// The child tasks of an effect (a task group's, an `async let`'s) are not counted: no
/// runtime hook tells when one starts. A child that parks is told apart from its effect's
/// own task (``runEffect(_:)`` notes that task), and while one is parked quiescence is only
/// *probable*: a sibling may still work. ``hasParkedChildTasks`` says so, and the test
/// store then waits for an expected action instead of failing at once.
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

  /// A suspended waiter, and whether any change of the counts wakes it or only quiescence.
  private struct Waiter {
    let continuation: CheckedContinuation<WaitOutcome, Never>
    let wakesOnAnyChange: Bool
  }

  private struct Counts {
    var inFlight = 0
    var parked = 0
    /// The parked tasks that are child tasks of an effect, not the effect's own task.
    var parkedChildTasks = 0
    var handOvers = 0
    /// The own tasks of the effects running now, by the hash of their task.
    var effectTasks: Set<Int?> = []
    var waiters: [Int: Waiter] = [:]
    var nextWaiterID = 0
    var timedOut: Set<Int> = []
    var stepTimeout: Duration = .seconds(5)

    var isQuiescent: Bool { parked >= inFlight + handOvers }

    mutating func takeWaiters() -> [CheckedContinuation<WaitOutcome, Never>] {
      defer { waiters.removeAll() }
      return waiters.values.map(\.continuation)
    }

    /// Takes the waiters a change of the counts wakes: all of them at quiescence, else those
    /// that asked to hear of any change.
    mutating func takeWaitersWokenByAChange() -> [CheckedContinuation<WaitOutcome, Never>] {
      if isQuiescent { return takeWaiters() }
      guard waiters.values.contains(where: \.wakesOnAnyChange) else { return [] }
      let woken = waiters.filter(\.value.wakesOnAnyChange)
      for id in woken.keys { waiters[id] = nil }
      return woken.values.map(\.continuation)
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

  /// Whether a child task of an effect is parked: its siblings, which nobody counts, may
  /// still be working, so quiescence is not certain.
  var hasParkedChildTasks: Bool { counts.withLock { $0.parkedChildTasks > 0 } }

  /// Whether the current task is a task of an effect of this store other than the effect's
  /// own: a child task of a task group or an `async let`, or a task the effect started.
  ///
  /// Call it on a task that inherited this tracker, as an effect's tasks do.
  var isOnAChildTaskOfAnEffect: Bool {
    let task = withUnsafeCurrentTask { $0?.hashValue }
    return counts.withLock { !$0.effectTasks.contains(task) }
  }

  /// Runs an effect's body on the caller's task and actor, with that task noted as the
  /// effect's own until the body ends, so that a park from one of its child tasks can be told
  /// apart.
  nonisolated(nonsending) func runEffect(
    _ body: nonisolated(nonsending) () async throws -> Void
  ) async rethrows {
    let task = withUnsafeCurrentTask { $0?.hashValue }
    counts.withLock { _ = $0.effectTasks.insert(task) }
    defer { counts.withLock { _ = $0.effectTasks.remove(task) } }
    try await body()
  }

  /// Records the runner's new in-flight count.
  func setInFlight(_ count: Int) {
    update { $0.inFlight = count }
  }

  /// An effect task is about to suspend on a test-controlled primitive.
  ///
  /// - Parameter isChildTask: Whether the task is a child task of the effect's own task.
  func park(isChildTask: Bool) {
    update { counts in
      counts.parked += 1
      if isChildTask { counts.parkedChildTasks += 1 }
    }
  }

  /// A parked effect task is about to be resumed by the test.
  ///
  /// - Parameter isChildTask: What ``park(isChildTask:)`` was told.
  func unpark(isChildTask: Bool) {
    update { counts in
      counts.parked -= 1
      if isChildTask { counts.parkedChildTasks -= 1 }
    }
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
    return await wait(timeout: timeout, wakesOnAnyChange: false)
  }

  /// Suspends until the counts change, a ``nudge()``, or until `timeout` passes: what a test
  /// waits for while quiescence is not certain.
  nonisolated(nonsending) func waitForAChange(timeout: Duration) async -> WaitOutcome {
    await wait(timeout: timeout, wakesOnAnyChange: true)
  }

  nonisolated(nonsending) private func wait(
    timeout: Duration, wakesOnAnyChange: Bool
  ) async -> WaitOutcome {
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
        if counts.isQuiescent && !wakesOnAnyChange { return .quiescent }
        if counts.timedOut.remove(id) != nil { return .timedOut }
        counts.waiters[id] = Waiter(continuation: continuation, wakesOnAnyChange: wakesOnAnyChange)
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
    let (woken, outcome) = counts.withLock { counts in
      change(&counts)
      let outcome: WaitOutcome = counts.isQuiescent ? .quiescent : .nudged
      return (counts.takeWaitersWokenByAChange(), outcome)
    }
    for waiter in woken { waiter.resume(returning: outcome) }
  }

  private func timeOut(waiterID id: Int) {
    let waiter = counts.withLock { counts -> CheckedContinuation<WaitOutcome, Never>? in
      guard let waiter = counts.waiters.removeValue(forKey: id) else {
        counts.timedOut.insert(id)
        return nil
      }
      return waiter.continuation
    }
    waiter?.resume(returning: .timedOut)
  }
}
