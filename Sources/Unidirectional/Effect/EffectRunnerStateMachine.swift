/// The effect runner's bookkeeping as a value: which tasks run under which cancellation ids,
/// which of them are cancelled, which step of each concatenation runs, which batches wait
/// for which ids, and when the effects of one `send` have all ended.
///
/// Every event (``start(_:in:payloads:)``, ``launch(_:)``, ``finish(_:)``, ``cancel(id:)``,
/// ``cancelAll()``, ``cancel(batch:)``, ``leave(batch:)``, ``advance(_:payloads:)``)
/// updates the tables and returns what the runner must do, in order (an
/// ``EffectRunnerDecision``): deliver an action, start or skip a task body, cancel a task,
/// resume a batch's waiters, report the in-flight count. The value starts nothing and holds
/// no task, so every ordering of events is testable without one; ``EffectRunner`` is the
/// shell that owns the tasks and carries the decisions out.
///
/// What an effect does at once is its ``EffectPlan``, the one reading of an effect, which
/// the machine registers command by command; it decides nothing of its own about what an
/// effect sends, starts, cancels or holds up. An effect tree starts in two passes.
/// ``start(_:in:payloads:)`` registers every task and applies every cancellation in the
/// plan, and returns a launch decision for each task; when the runner reaches one,
/// ``launch(_:)`` says whether the body still starts. So a cancellation returned in the same
/// reduce as the effect it cancels always wins. The tables hold only live work: an id that
/// nothing runs under costs nothing.
///
/// The value is not generic: the actions, task bodies and concatenation steps that wait for
/// their turn are kept in an ``EffectPayloads`` under the keys the decisions carry. A store's
/// code is not specialized for its action type, and every call into a generic value would
/// look its type up at run time, several times per effect.
struct EffectRunnerStateMachine {
  /// Whether a registered task's body starts when its turn comes.
  enum Launch: Equatable {
    /// Start the body.
    case startBody
    /// The task was cancelled before its turn: it ended without running, and these are the
    /// decisions that follow.
    case skip([EffectRunnerDecision])
  }

  /// What the runner does with a task's handle once its body first suspended or returned.
  enum HandleDecision: Equatable {
    /// Keep it, to cancel the task later.
    case keep
    /// Cancel it: the task was cancelled while its body ran.
    case cancel
    /// Drop it: the task has ended.
    case discard
  }

  private var tasks: [Int: TaskRecord] = [:]
  /// The tasks that run under each id and are not cancelled.
  private var tokensByID: [EffectID: Set<Int>] = [:]
  private var batches: [Int: BatchRecord] = [:]
  private var concatenations: [Int: ConcatenationRecord] = [:]
  /// The concatenations under each id that have steps left to start.
  private var concatenationsByID: [EffectID: Set<Int>] = [:]
  /// The nodes that wait for the tasks under each id to end.
  private var joinsByID: [EffectID: [Node]] = [:]
  /// The key of the next task, batch, concatenation or action; keys are never reused.
  private var nextKey = 0

  // MARK: - Reading

  /// The number of tasks registered and not yet ended; a cancelled task counts until its
  /// body returns.
  var inFlightCount: Int { tasks.count }

  /// How many entries the tables hold for tasks, ids, concatenations and joins that are
  /// live. It returns to zero once nothing runs, however many ids were used.
  var bookkeepingCount: Int {
    tasks.count + tokensByID.count + concatenations.count + concatenationsByID.count
      + joinsByID.count
  }

  /// Where the in-flight tasks were created, oldest first.
  var inFlightOrigins: [EffectCreationSite] {
    tasks.sorted { $0.key < $1.key }.map(\.value.origin)
  }

  /// Whether every effect of the batch has ended and its `send` has left it.
  func isFinished(batch: Int) -> Bool {
    batches[batch] == nil
  }

  /// Whether task `token` runs and is not cancelled: what it sends reaches the store.
  func isLive(_ token: Int) -> Bool {
    tasks[token]?.isCancelled == false
  }

  /// What to do with task `token`'s handle once its body first suspended or returned.
  func handleDecision(for token: Int) -> HandleDecision {
    guard let record = tasks[token] else { return .discard }
    return record.isCancelled ? .cancel : .keep
  }

  // MARK: - Events

  /// Opens a batch for the effects of one `send`; it cannot end before ``leave(batch:)``.
  ///
  /// - Returns: The batch's key.
  mutating func openBatch() -> Int {
    let batch = takeKey()
    batches[batch] = BatchRecord()
    return batch
  }

  /// Registers a task that is a whole effect tree (``EffectPlan/loneTask(of:)``): nothing
  /// else in the tree can cancel it, so its body starts at once, without the two passes.
  /// This is the case of every effect round trip.
  ///
  /// - Returns: The task's token.
  mutating func register(
    loneTaskUnder ids: [EffectID], origin: EffectCreationSite, in batch: Int
  ) -> Int {
    register(taskUnder: ids, origin: origin, in: .batch(batch), of: batch)
  }

  /// The first pass over `effect`: registers the tasks of its plan (``EffectPlan``) in
  /// `batch` and applies its cancellations. Its actions, task bodies and held-up
  /// concatenation steps wait in `payloads`, in the order of the plan, for their decisions.
  mutating func start<Action>(
    _ effect: Effect<Action>, in batch: Int, payloads: inout EffectPayloads<Action>
  ) -> [EffectRunnerDecision] {
    var log = EffectRunnerDecisionLog()
    EffectPlan.forEachCommand(of: effect) {
      register($0, in: .batch(batch), of: batch, payloads: &payloads, log: &log)
    }
    return log.decisions
  }

  /// Task `token`'s turn to start came: its body starts, unless it was cancelled since it
  /// was registered.
  mutating func launch(_ token: Int) -> Launch {
    switch tasks[token]?.isCancelled {
    case false?: .startBody
    case true?: .skip(finish(token))
    case nil: .skip([])
    }
  }

  /// Task `token`'s body returned: the task is forgotten, and what waited for it goes on.
  mutating func finish(_ token: Int) -> [EffectRunnerDecision] {
    guard let record = tasks.removeValue(forKey: token) else { return [] }
    var log = EffectRunnerDecisionLog()
    if !record.isCancelled {
      for id in record.ids { removeToken(token, from: id, log: &log) }
    }
    leave(record.node, log: &log)
    log.appendToSecondPass(.reportSettledInFlightCount)
    return log.decisions
  }

  /// Cancels the tasks under `id` and keeps the unstarted steps of its concatenations from
  /// starting.
  mutating func cancel(id: EffectID) -> [EffectRunnerDecision] {
    var log = EffectRunnerDecisionLog()
    cancel(id: id, log: &log)
    return log.decisions
  }

  /// Cancels every task and every concatenation.
  mutating func cancelAll() -> [EffectRunnerDecision] {
    var log = EffectRunnerDecisionLog()
    for key in Array(concatenations.keys) { concatenations[key]?.isCancelled = true }
    concatenationsByID.removeAll()
    for token in tasks.keys.sorted() { cancel(token: token, log: &log) }
    return log.decisions
  }

  /// Cancels what one `send` started: its tasks, the unstarted steps of its concatenations,
  /// and its waits on other work (a `join` stops waiting; the joined work goes on).
  ///
  /// - Complexity: O(*n*) in the number of tasks and joins in flight.
  mutating func cancel(batch: Int) -> [EffectRunnerDecision] {
    guard batches[batch] != nil else { return [] }
    batches[batch]?.isCancelled = true
    var log = EffectRunnerDecisionLog()
    for token in tasks.filter({ $0.value.batch == batch }).keys.sorted() {
      cancel(token: token, log: &log)
    }
    var endedJoins: [Node] = []
    for (id, nodes) in joinsByID {
      let (ended, kept) = nodes.partitioned { self.batch(of: $0) == batch }
      guard !ended.isEmpty else { continue }
      endedJoins += ended
      joinsByID[id] = kept.isEmpty ? nil : kept
    }
    for node in endedJoins { leave(node, log: &log) }
    return log.decisions
  }

  /// The `send` that opened `batch` adds no more effects to it.
  mutating func leave(batch: Int) -> [EffectRunnerDecision] {
    var log = EffectRunnerDecisionLog()
    leave(.batch(batch), log: &log)
    return log.decisions
  }

  /// The work that held up `concatenation`'s steps ended
  /// (``EffectRunnerDecision/advance(concatenation:)``): registers the plan of its held-up
  /// steps, and ends the concatenation when no step is left or it was stopped.
  mutating func advance<Action>(
    _ concatenation: Int, payloads: inout EffectPayloads<Action>
  ) -> [EffectRunnerDecision] {
    var log = EffectRunnerDecisionLog()
    advance(concatenation, from: nil, payloads: &payloads, log: &log)
    return log.decisions
  }

  // MARK: - Registering

  private mutating func register<Action>(
    _ command: EffectCommand<Action>, in node: Node, of batch: Int,
    payloads: inout EffectPayloads<Action>, log: inout EffectRunnerDecisionLog
  ) {
    switch command {
    case .send(let action):
      let key = takeKey()
      payloads.store(action, under: key)
      log.appendToSecondPass(.deliver(key: key))
    case .run(let run, let ids):
      let token = register(taskUnder: ids, origin: run.origin, in: node, of: batch)
      payloads.store(run, under: token)
      log.appendToFirstPass(.reportInFlightCount(tasks.count))
      log.appendToSecondPass(.launch(token: token))
    case .concatenate(let plan, let ids):
      let key = takeKey()
      concatenations[key] = ConcatenationRecord(node: node, batch: batch, ids: ids)
      for id in ids { concatenationsByID[id, default: []].insert(key) }
      enter(node)
      advance(key, from: plan, payloads: &payloads, log: &log)
    case .cancel(let id):
      cancel(id: id, log: &log)
    case .cancelMatching(let predicate):
      let matching = Set(tokensByID.keys).union(concatenationsByID.keys).filter(predicate.matches)
      for id in matching { cancel(id: id, log: &log) }
    case .report(let issue):
      log.appendToSecondPass(.report(issue))
    case .dismiss(let location):
      log.appendToSecondPass(.dismiss(location))
    case .join(let id):
      guard tokensByID[id] != nil else { return }
      enter(node)
      joinsByID[id, default: []].append(node)
    }
  }

  /// Records a task in `node` and returns its token.
  private mutating func register(
    taskUnder ids: [EffectID], origin: EffectCreationSite, in node: Node, of batch: Int
  ) -> Int {
    let token = takeKey()
    tasks[token] = TaskRecord(ids: ids, node: node, batch: batch, origin: origin)
    for id in ids { tokensByID[id, default: []].insert(token) }
    enter(node)
    return token
  }

  /// Registers `first`, the plan the concatenation starts with, or else the plan of its
  /// held-up steps, and then the plan of the steps those hold up, as long as nothing the last
  /// plan started or joined still runs (a join on an id nothing runs under holds nothing);
  /// ends the concatenation when no step is left or it was stopped. It holds itself
  /// meanwhile, so work that ends while a plan is registered does not advance it a second
  /// time.
  private mutating func advance<Action>(
    _ key: Int, from first: EffectPlan<Action>?, payloads: inout EffectPayloads<Action>,
    log: inout EffectRunnerDecisionLog
  ) {
    concatenations[key]?.liveCount += 1
    var plan = first
    if plan == nil { plan = takeHeldUpPlan(of: key, payloads: &payloads) }
    while let current = plan, let batch = concatenations[key]?.batch {
      if !current.heldUp.isEmpty {
        payloads.store(current.heldUp, under: key)
        concatenations[key]?.holdsSteps = true
      }
      for command in current.commands {
        register(command, in: .concatenation(key), of: batch, payloads: &payloads, log: &log)
      }
      plan = takeHeldUpPlan(of: key, payloads: &payloads)
    }
    guard var concatenation = concatenations[key] else { return }
    if !concatenation.holdsSteps || isStopped(concatenation) {
      untrack(key, ids: concatenation.ids)
      payloads.removeSteps(of: key)
      concatenation.holdsSteps = false
    }
    concatenation.liveCount -= 1
    guard concatenation.liveCount == 0 else {
      concatenations[key] = concatenation
      return
    }
    concatenations[key] = nil
    leave(concatenation.node, log: &log)
  }

  /// The plan of the concatenation's held-up steps, taken, once their turn came: nothing the
  /// last plan started or joined still runs, and the concatenation was not stopped.
  private mutating func takeHeldUpPlan<Action>(
    of key: Int, payloads: inout EffectPayloads<Action>
  ) -> EffectPlan<Action>? {
    guard let concatenation = concatenations[key], concatenation.liveCount == 1,
      concatenation.holdsSteps, !isStopped(concatenation),
      let steps = payloads.takeSteps(of: key)
    else { return nil }
    concatenations[key]?.holdsSteps = false
    return EffectPlan(steps: steps, ids: concatenation.ids)
  }

  /// Whether the concatenation may start no further step: cancelled by id, or its batch by
  /// its ``StoreTask``.
  private func isStopped(_ concatenation: ConcatenationRecord) -> Bool {
    concatenation.isCancelled || batches[concatenation.batch]?.isCancelled == true
  }

  /// Forgets the concatenation under its ids: it holds up no step, or it stopped.
  private mutating func untrack(_ key: Int, ids: [EffectID]) {
    for id in ids {
      concatenationsByID[id]?.remove(key)
      if concatenationsByID[id]?.isEmpty == true { concatenationsByID[id] = nil }
    }
  }

  // MARK: - Counting

  private mutating func enter(_ node: Node) {
    switch node {
    case .batch(let batch): batches[batch]?.liveCount += 1
    case .concatenation(let key): concatenations[key]?.liveCount += 1
    }
  }

  /// One piece of work in `node` ended: a batch left empty ends, and a concatenation whose
  /// step ended goes on to its next step (when the runner reaches that decision).
  private mutating func leave(_ node: Node, log: inout EffectRunnerDecisionLog) {
    switch node {
    case .batch(let batch):
      batches[batch]?.liveCount -= 1
      guard batches[batch]?.liveCount == 0 else { return }
      batches[batch] = nil
      log.appendToSecondPass(.endBatch(batch))
    case .concatenation(let key):
      concatenations[key]?.liveCount -= 1
      guard concatenations[key]?.liveCount == 0 else { return }
      log.appendToSecondPass(.advance(concatenation: key))
    }
  }

  private func batch(of node: Node) -> Int? {
    switch node {
    case .batch(let batch): batch
    case .concatenation(let key): concatenations[key]?.batch
    }
  }

  // MARK: - Cancelling

  private mutating func cancel(id: EffectID, log: inout EffectRunnerDecisionLog) {
    for key in concatenationsByID[id] ?? [] {
      concatenations[key]?.isCancelled = true
      if let ids = concatenations[key]?.ids { untrack(key, ids: ids) }
    }
    for token in tokensByID[id] ?? [] { cancel(token: token, log: &log) }
  }

  private mutating func cancel(token: Int, log: inout EffectRunnerDecisionLog) {
    guard let record = tasks[token], !record.isCancelled else { return }
    tasks[token]?.isCancelled = true
    log.appendToFirstPass(.cancelTask(token: token))
    for id in record.ids { removeToken(token, from: id, log: &log) }
  }

  /// Takes `token` off `id`; once nothing runs under `id`, the joins on it end.
  private mutating func removeToken(_ token: Int, from id: EffectID, log: inout EffectRunnerDecisionLog) {
    guard tokensByID[id]?.remove(token) != nil, tokensByID[id]?.isEmpty == true else { return }
    tokensByID[id] = nil
    for node in joinsByID.removeValue(forKey: id) ?? [] { leave(node, log: &log) }
  }

  private mutating func takeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }
}

/// Where a task, a join or a concatenation holds its place until it ends: a batch, or the
/// running step of a concatenation.
private enum Node: Hashable {
  case batch(Int)
  case concatenation(Int)
}

/// A task registered and not yet ended.
private struct TaskRecord {
  let ids: [EffectID]
  let node: Node
  let batch: Int
  let origin: EffectCreationSite
  var isCancelled = false
}

/// The effects started by one `send`.
private struct BatchRecord {
  /// Its tasks, joins and concatenations that have not ended, plus one until the `send`
  /// that opened it has left it.
  var liveCount = 1
  /// Whether its ``StoreTask`` cancelled it; its concatenations start no further step.
  var isCancelled = false
}

/// A concatenation that has not ended; its held-up steps wait in the ``EffectPayloads``.
private struct ConcatenationRecord {
  let node: Node
  let batch: Int
  let ids: [EffectID]
  /// Whether held-up steps wait for their turn.
  var holdsSteps = false
  /// The tasks, joins and concatenations of its last plan that have not ended.
  var liveCount = 0
  var isCancelled = false
}
