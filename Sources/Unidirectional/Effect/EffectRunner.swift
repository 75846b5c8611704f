/// Executes ``Effect`` values for a store and owns the tasks they start.
///
/// The runner is the single place where side effects begin. It keys running tasks by
/// cancellation id, drops every action a task sends after it was cancelled, groups the
/// effects started by one `send` so they can be awaited or cancelled together, and knows
/// how many tasks are in flight. ``Store`` and the test store both run effects through it,
/// so tests exercise the production path.
///
/// An effect tree is started in two passes: the first registers every task and applies
/// every cancellation in the tree, the second starts the task bodies that are still
/// wanted. So a cancellation returned in the same reduce as the effect it cancels always
/// wins, on every platform, whenever a body would otherwise have started. The runner keeps
/// bookkeeping only for work that is running: an id that nothing runs under costs nothing.
///
/// You do not normally create a runner: a store makes its own. Create one directly to drive
/// effects from code that is not a store.
///
/// ```swift
/// let runner = EffectRunner<Feature.Action> { action in print("effect sent", action) }
/// let task = runner.run(effect)
/// await task.finish()
/// ```
@MainActor
public final class EffectRunner<Action> {
  private let deliver: (Action) -> Void
  private let issueReporter: IssueReporter
  private var records: [Int: EffectRecord] = [:]
  private var tokensByID: [EffectID: Set<Int>] = [:]
  var concatenations: [Int: Concatenation] = [:]
  var concatenationsByID: [EffectID: Set<Int>] = [:]
  private var joinsByID: [EffectID: [EffectGroup]] = [:]
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  var nextToken = 0

  /// Called with the new count whenever ``inFlightCount`` changes; the test store's
  /// quiescence tracking listens here.
  package var onInFlightCountChange: ((Int) -> Void)?

  /// Creates a runner that hands every action an effect sends to `deliver`.
  ///
  /// - Parameters:
  ///   - issueReporter: Receives errors that an effect threw and no `catch:` handled.
  ///   - deliver: Receives the actions effects send, on the main actor, in the order sent.
  public init(
    issueReporter: IssueReporter = .standardError,
    deliver: @escaping (Action) -> Void
  ) {
    self.issueReporter = issueReporter
    self.deliver = deliver
  }

  /// The number of effect tasks that have started and not yet ended.
  ///
  /// A cancelled task counts until its body returns.
  public var inFlightCount: Int { records.count }

  /// How many entries the runner's tables hold: tasks, ids, concatenations and joins that
  /// are still live. It returns to zero once nothing runs, however many ids were used.
  package var bookkeepingCount: Int {
    records.count + tokensByID.count + concatenations.count + concatenationsByID.count
      + joinsByID.count
  }

  /// Where the in-flight effects were created (`File.swift:12`), oldest first; the test
  /// store names them when effects outlive a test.
  package var inFlightEffectOrigins: [String] {
    records.sorted { $0.key < $1.key }.map { "\($0.value.origin)" }
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
  public func run(_ effect: Effect<Action>) -> StoreTask {
    if effect.isNone { return StoreTask(group: nil) }
    let batch = makeBatch()
    start(effect, in: batch)
    batch.leave()
    return StoreTask(group: batch)
  }

  /// Creates the group that collects the effects of one `send`, already entered once so
  /// that it cannot finish before the caller's matching `leave()`.
  package func makeBatch() -> EffectGroup {
    let batch = EffectGroup()
    batch.onCancel = { [weak self] root in self?.cancel(group: root) }
    batch.enter()
    return batch
  }

  /// Starts `effect` as part of `batch`, so the batch's ``StoreTask`` covers it.
  package func start(_ effect: Effect<Action>, in batch: EffectGroup) {
    // One task, perhaps under ids: nothing later in the tree can cancel it, so it starts
    // without the two passes (the common case, and the one on every effect round trip).
    if let (run, ids) = Self.singleTask(in: effect) {
      startTask(run, token: record(run, in: batch, ids: ids), in: batch)
      return
    }
    var pending: [PendingTask] = []
    register(effect, in: batch, ids: [], pending: &pending)
    launch(pending)
  }

  /// The task of an effect that is one `.run` under zero or more `.cancellable` without
  /// `cancelInFlight`, and its ids, outermost first.
  private static func singleTask(in effect: Effect<Action>) -> (Effect<Action>.Run, [EffectID])? {
    var ids: [EffectID] = []
    var effect = effect
    while true {
      switch effect.operation {
      case .run(let run):
        return (run, ids)
      case .cancellable(let inner, let id, cancelInFlight: false):
        ids.append(id)
        effect = inner
      default:
        return nil
      }
    }
  }

  /// Cancels every running effect registered under `id`; their later actions are dropped.
  ///
  /// - Parameter id: The identifier given to ``Effect/cancellable(id:cancelInFlight:)``.
  public func cancel(id: some Hashable & Sendable) {
    cancel(id: EffectID(id))
  }

  /// Cancels every running effect.
  public func cancelAll() {
    for sequence in concatenations.values { sequence.isCancelled = true }
    for token in Array(records.keys) { cancel(token: token) }
  }

  /// Suspends until no effect is in flight, including effects started while waiting.
  public func waitUntilIdle() async {
    guard !records.isEmpty else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  deinit {
    for record in records.values { record.task?.cancel() }
    for waiter in idleWaiters { waiter.resume() }
  }

  // MARK: - Registering: the first pass

  /// Registers the tasks of `effect` and applies its cancellations; task bodies wait in
  /// `pending` for ``launch(_:)``.
  func register(
    _ effect: Effect<Action>, in group: EffectGroup, ids: [EffectID], pending: inout [PendingTask]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      pending.append(.send(action))
    case .run(let run):
      register(run, in: group, ids: ids, pending: &pending)
    case .merge(let effects):
      for effect in effects { register(effect, in: group, ids: ids, pending: &pending) }
    case .concatenate(let effects):
      let sequence = Concatenation(
        token: nextToken, steps: effects[...], ids: ids, step: EffectGroup(parent: group))
      nextToken += 1
      track(sequence)
      advance(sequence, pending: &pending)
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      register(effect, in: group, ids: ids + [id], pending: &pending)
    case .cancel(let id):
      cancel(id: id)
    case .cancelMatching(let predicate):
      let matching = Set(tokensByID.keys).union(concatenationsByID.keys).filter(predicate.matches)
      for id in matching { cancel(id: id) }
    case .join(let id):
      join(id, in: group)
    }
  }

  private func register(
    _ run: Effect<Action>.Run, in group: EffectGroup, ids: [EffectID], pending: inout [PendingTask]
  ) {
    pending.append(.task(token: record(run, in: group, ids: ids), run: run))
  }

  /// Records a task that is about to start and returns its token.
  private func record(_ run: Effect<Action>.Run, in group: EffectGroup, ids: [EffectID]) -> Int {
    let token = nextToken
    nextToken += 1
    records[token] = EffectRecord(ids: ids, group: group, origin: run.origin)
    for id in ids { tokensByID[id, default: []].insert(token) }
    group.enter()
    group.track(token: token)
    onInFlightCountChange?(records.count)
    return token
  }

  private func join(_ id: EffectID, in group: EffectGroup) {
    guard tokensByID[id] != nil else { return }
    group.enter()
    joinsByID[id, default: []].append(group)
  }

  // MARK: - Launching: the second pass

  /// Delivers the synchronous actions and starts the bodies of the tasks registered in the
  /// first pass, in the order of the effect tree; a task cancelled there ends without
  /// running.
  func launch(_ pending: [PendingTask]) {
    for item in pending {
      switch item {
      case .send(let action):
        deliver(action)
      case .task(let token, let run):
        guard let record = records[token] else { continue }
        if record.isCancelled {
          finish(token: token)
        } else {
          startTask(run, token: token, in: record.group)
        }
      }
    }
  }

  private func startTask(_ run: Effect<Action>.Run, token: Int, in group: EffectGroup) {
    let send = Send<Action> { [weak self] action in
      guard let self, self.records[token]?.isCancelled == false else { return }
      self.deliver(action)
    }
    let task = Self.startOnMainActor(priority: run.priority) { [weak self] in
      do {
        try await run.operation(send)
      } catch {
        await self?.handle(error, of: run, token: token, send: send)
      }
      // A runner released with its store cancelled this task; its group still learns
      // that it ended, so a `StoreTask` awaiting it finishes.
      guard let self else { return group.leave() }
      self.finish(token: token)
    }
    guard records[token] != nil else { return }
    records[token]?.task = task
    if records[token]?.isCancelled == true { task.cancel() }
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
    if Task.isCancelled || records[token]?.isCancelled == true { return }
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

  // MARK: - Ending

  private func finish(token: Int) {
    guard let record = records.removeValue(forKey: token) else { return }
    for id in record.ids { removeToken(token, from: id) }
    record.group.untrack(token: token)
    // Leave first: a concatenation starts its next step here, so observers never see a
    // momentary zero between two steps of one effect.
    record.group.leave()
    onInFlightCountChange?(records.count)
    if records.isEmpty { resumeIdleWaiters() }
  }

  private func cancel(id: EffectID) {
    if let sequences = concatenationsByID[id] {
      for token in sequences {
        guard let sequence = concatenations[token] else { continue }
        sequence.isCancelled = true
        untrack(sequence)
      }
    }
    guard let tokens = tokensByID[id] else { return }
    for token in tokens { cancel(token: token) }
  }

  private func cancel(token: Int) {
    guard var record = records[token], !record.isCancelled else { return }
    record.isCancelled = true
    records[token] = record
    for id in record.ids { removeToken(token, from: id) }
    record.task?.cancel()
  }

  /// Cancels the tasks of one `send`'s tree and ends the waits it joined.
  private func cancel(group root: EffectGroup) {
    for token in root.tokens { cancel(token: token) }
    for (id, groups) in joinsByID {
      let (ended, kept) = groups.partitioned { $0.root === root }
      joinsByID[id] = kept.isEmpty ? nil : kept
      for group in ended { group.leave() }
    }
  }

  private func removeToken(_ token: Int, from id: EffectID) {
    tokensByID[id]?.remove(token)
    guard tokensByID[id]?.isEmpty == true else { return }
    tokensByID[id] = nil
    for group in joinsByID.removeValue(forKey: id) ?? [] { group.leave() }
  }

  private func resumeIdleWaiters() {
    let waiting = idleWaiters
    idleWaiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}

extension EffectRunner {
  /// What the first pass leaves for the second, in the order of the effect tree.
  enum PendingTask {
    /// An action of ``Effect/send(_:)``, to deliver.
    case send(Action)
    /// A registered task, whose body is to start unless it was cancelled.
    case task(token: Int, run: Effect<Action>.Run)
  }
}

/// The runner's bookkeeping for one running effect task.
private struct EffectRecord {
  let ids: [EffectID]
  let group: EffectGroup
  let origin: EffectOrigin
  var task: Task<Void, Never>?
  var isCancelled = false
}

extension Array {
  /// The elements that satisfy `belongs`, and the others, each in order.
  fileprivate func partitioned(by belongs: (Element) -> Bool) -> (Self, Self) {
    var matching: Self = []
    var others: Self = []
    for element in self {
      if belongs(element) { matching.append(element) } else { others.append(element) }
    }
    return (matching, others)
  }
}
