/// Executes ``Effect`` values for a store and owns the tasks they start.
///
/// The runner is the single place where side effects begin. It keys running tasks by
/// cancellation id, drops every action a task sends after it was cancelled, groups the
/// effects started by one `send` into a batch that a ``StoreTask`` awaits or cancels, and
/// knows how many tasks are in flight. ``Store`` and the test store both run effects through
/// it, so tests exercise the production path.
///
/// The runner is a shell around a value: its bookkeeping (which tasks run under which ids,
/// which are cancelled, which concatenation step runs, when a batch ends) is an
/// `EffectRunnerStateMachine`, whose events return decisions. The runner holds the task
/// handles, the waiting continuations and the payloads the decisions name (`EffectPayloads`:
/// actions, task bodies and concatenation steps waiting for their turn), feeds the value its
/// events and carries the decisions out, nothing more. What an effect does at once (the
/// actions it sends, the tasks it starts and cancels, the steps it holds up) is its
/// `EffectPlan`, the one reading of an effect, which the replay and the state-space explorer
/// follow too. An effect tree starts in two passes:
/// every task is registered and every cancellation in the tree applied first, then the
/// bodies still wanted start. So a cancellation returned in the same reduce as the effect it
/// cancels always wins, on every platform. The bookkeeping covers only work that runs: an id
/// that nothing runs under costs nothing. A released runner cancels its tasks, and the
/// ``StoreTask``s of its effects finish at once.
///
/// An app never creates a runner: a store makes its own, and the test store and the
/// benchmarks reach it through the package.
@MainActor
package final class EffectRunner<Action> {
  private let deliver: (Action) -> Void
  private let issueReporter: IssueReporter
  // Unchecked exclusivity, in release builds only (debug builds keep the checks), on the
  // tables every effect touches: the runner is main-actor
  // isolated, and an event of the state machine returns before its decisions are carried
  // out, so no two accesses overlap; the run-time check cost a tenth of a round trip.
  #if DEBUG
    private var state = EffectRunnerStateMachine()
  #else
    @exclusivity(unchecked)
    private var state = EffectRunnerStateMachine()
  #endif
  /// The actions, task bodies and concatenation steps the decisions name by key.
  #if DEBUG
    private var payloads = EffectPayloads<Action>()
  #else
    @exclusivity(unchecked)
    private var payloads = EffectPayloads<Action>()
  #endif
  /// The handles of the tasks whose bodies run, to cancel them.
  #if DEBUG
    private var tasks: [Int: Task<Void, Never>] = [:]
  #else
    @exclusivity(unchecked)
    private var tasks: [Int: Task<Void, Never>] = [:]
  #endif
  /// Who awaits each unfinished batch's ``StoreTask``.
  #if DEBUG
    private var batchWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
  #else
    @exclusivity(unchecked)
    private var batchWaiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
  #endif
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Called with the new count whenever ``inFlightCount`` changes; the test store's
  /// quiescence tracking listens here.
  package var onInFlightCountChange: ((Int) -> Void)?

  /// Takes a dismissal that no presentation or stack reducer took, with where the feature
  /// asked for it; unset, the dismissal is reported as an issue. The test store sets it: a
  /// feature tested alone may dismiss itself.
  package var onUnhandledDismiss: ((SourceCodeLocation) -> Void)?

  /// Creates a runner that hands every action an effect sends to `deliver`.
  ///
  /// - Parameters:
  ///   - issueReporter: Receives errors that an effect threw and no `catch:` handled.
  ///   - deliver: Receives the actions effects send, on the main actor, in the order sent.
  package init(
    issueReporter: IssueReporter = .standardError,
    deliver: @escaping (Action) -> Void
  ) {
    self.issueReporter = issueReporter
    self.deliver = deliver
  }

  /// The number of effect tasks that have started and not yet ended.
  ///
  /// A cancelled task counts until its body returns.
  package var inFlightCount: Int { state.inFlightCount }

  /// How many entries the runner's tables hold: tasks, ids, concatenations and joins that
  /// are still live. It returns to zero once nothing runs, however many ids were used.
  package var bookkeepingCount: Int { state.bookkeepingCount }

  /// Where the in-flight effects were created (`File.swift:12`), oldest first; the test
  /// store names them when effects outlive a test.
  package var inFlightEffectOrigins: [String] {
    state.inFlightOrigins.map(\.description)
  }

  /// Starts `effect`.
  ///
  /// Synchronous actions (``Effect/send(_:)``) are delivered before this returns. An
  /// asynchronous body starts right away on the main actor and runs until it first
  /// suspends, unless the same effect also cancels it.
  ///
  /// - Parameter effect: The effect to start.
  /// - Returns: A task that finishes when every part of `effect` has ended.
  @discardableResult
  package func run(_ effect: Effect<Action>) -> StoreTask {
    if effect.isNone { return StoreTask(batch: nil) }
    let batch = makeBatch()
    start(effect, in: batch)
    batch.leave()
    return StoreTask(batch: batch)
  }

  /// Opens the batch that collects the effects of one `send`; it cannot finish before the
  /// caller's matching ``EffectBatch/leave()``.
  package func makeBatch() -> EffectBatch {
    EffectBatch(runner: self, key: state.openBatch())
  }

  /// Starts `effect` as part of `batch`, so the batch's ``StoreTask`` covers it.
  package func start(_ effect: Effect<Action>, in batch: EffectBatch) {
    guard let (run, ids) = EffectPlan.loneTask(of: effect) else {
      return carryOut(state.start(effect, in: batch.key, payloads: &payloads))
    }
    let token = state.register(loneTaskUnder: ids, origin: run.origin, in: batch.key)
    onInFlightCountChange?(state.inFlightCount)
    startBody(run, token: token)
  }

  /// Cancels every running effect registered under `id`; their later actions are dropped.
  ///
  /// - Parameter id: The identifier given to ``Effect/cancellable(id:cancelInFlight:)``.
  package func cancel(id: some Hashable & Sendable) {
    carryOut(state.cancel(id: EffectID(id)))
  }

  /// Cancels every running effect.
  package func cancelAll() {
    carryOut(state.cancelAll())
  }

  /// Suspends until no effect is in flight, including effects started while waiting.
  package func waitUntilIdle() async {
    guard state.inFlightCount > 0 else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  deinit {
    for task in tasks.values { task.cancel() }
    for waiter in idleWaiters { waiter.resume() }
    for waiter in batchWaiters.values.joined() { waiter.resume() }
  }

  // MARK: - Carrying out decisions

  /// Does what the bookkeeping decided, in order. A delivered action or a started body may
  /// feed the bookkeeping new events; their decisions are carried out before the next one
  /// here.
  private func carryOut(_ decisions: [EffectRunnerDecision]) {
    for decision in decisions {
      switch decision {
      case .deliver(let key):
        deliverAction(waitingUnder: key)
      case .launch(let token):
        launch(token)
      case .advance(let concatenation):
        advance(concatenation)
      case .cancelTask(let token):
        tasks.removeValue(forKey: token)?.cancel()
      case .endBatch(let batch):
        resumeWaiters(of: batch)
      case .reportInFlightCount(let count):
        onInFlightCountChange?(count)
      case .reportSettledInFlightCount:
        let count = state.inFlightCount
        onInFlightCountChange?(count)
        if count == 0 { resumeIdleWaiters() }
      case .report(let issue):
        issueReporter.report(issue)
      case .dismiss(let location):
        dismissed(at: location)
      }
    }
  }

  // The decisions that take a payload are carried out in functions of their own: the
  // run-time lookups of the payloads' generic types stay out of `carryOut`, which every
  // effect round trip runs twice.

  @inline(never)
  private func deliverAction(waitingUnder key: Int) {
    if let action = payloads.takeAction(key) { deliver(action) }
  }

  @inline(never)
  private func launch(_ token: Int) {
    let run = payloads.takeRun(token)
    switch state.launch(token) {
    case .startBody: if let run { startBody(run, token: token) }
    case .skip(let decisions): carryOut(decisions)
    }
  }

  @inline(never)
  private func advance(_ concatenation: Int) {
    carryOut(state.advance(concatenation, payloads: &payloads))
  }

  private func startBody(_ run: Effect<Action>.Run, token: Int) {
    let send = Send<Action> { [weak self] action in
      guard let self, self.state.isLive(token) else { return }
      InstalledDependencies.outsideEffect { self.deliver(action) }
    }
    let task = Self.startOnMainActor(priority: run.priority) { [weak self] in
      do {
        if let observer = EffectActivity.observer {
          try await observer.runEffect { try await run.operation(send) }
        } else {
          try await run.operation(send)
        }
      } catch {
        await self?.handle(error, of: run, token: token, send: send)
      }
      self?.finish(token)
    }
    switch state.handleDecision(for: token) {
    case .keep: tasks[token] = task
    case .cancel: task.cancel()
    case .discard: break
    }
  }

  private func finish(_ token: Int) {
    // Most bodies end before their first suspension, their handle never kept: the check
    // spares a round trip a hash of its token.
    if !tasks.isEmpty { tasks[token] = nil }
    carryOut(state.finish(token))
  }

  private func resumeWaiters(of batch: Int) {
    guard !batchWaiters.isEmpty else { return }
    for waiter in batchWaiters.removeValue(forKey: batch) ?? [] { waiter.resume() }
  }

  /// Starts `body` on the main actor. Where the runtime can (Linux, and Apple platforms
  /// from their 26 releases), the body runs synchronously until it first suspends, so an
  /// effect that sends at once costs no trip through the main queue; elsewhere it starts on
  /// the main queue's next turn.
  private static func startOnMainActor(
    priority: TaskPriority?,
    _ body: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return Task.immediate(priority: priority) { @MainActor in await body() }
    }
    return Task(priority: priority) { @MainActor in await body() }
  }

  private func handle(
    _ error: any Error, of run: Effect<Action>.Run, token: Int, send: Send<Action>
  ) async {
    // A cancelled effect ends quietly. A `CancellationError` from work the effect did not
    // cancel (a stream its producer ended, a child task someone else cancelled) still
    // reaches a handler, so a feature waiting for an answer hears that none will come.
    if Task.isCancelled || !state.isLive(token) { return }
    if let handler = run.handler {
      await handler(error, send)
      return
    }
    if error is CancellationError { return }
    issueReporter.report(
      RuntimeIssue(
        """
        An effect threw an error that no "catch:" handler handled: \(error). \
        Give ".run" a "catch:" handler that turns the error into an action.
        """,
        at: run.origin.location
      )
    )
  }

  private func dismissed(at location: SourceCodeLocation) {
    if let onUnhandledDismiss {
      onUnhandledDismiss(location)
    } else {
      issueReporter.report(RuntimeIssue(Effect<Action>.unhandledDismissMessage, at: location))
    }
  }

  private func resumeIdleWaiters() {
    let waiting = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}

extension EffectRunner: EffectBatch.Runner {
  package func isFinished(_ batch: EffectBatch) -> Bool {
    state.isFinished(batch: batch.key)
  }

  package func wait(for batch: EffectBatch) async {
    guard !state.isFinished(batch: batch.key) else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { batchWaiters[batch.key, default: []].append($0) }
    } onCancel: {
      Task { @MainActor in batch.cancel() }
    }
  }

  package func cancel(_ batch: EffectBatch) {
    carryOut(state.cancel(batch: batch.key))
  }

  package func leave(_ batch: EffectBatch) {
    carryOut(state.leave(batch: batch.key))
  }
}
