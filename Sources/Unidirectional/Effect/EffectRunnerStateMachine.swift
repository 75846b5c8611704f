/// The effect runner's bookkeeping as a value: which tasks run under which cancellation ids,
/// which of them are cancelled, which step of each concatenation runs, which batches wait
/// for which ids, and when the effects of one `send` have all ended.
///
/// Every event (``start(_:in:)``, ``launch(_:)``, ``finish(_:)``, ``cancel(id:)``,
/// ``cancelAll()``, ``cancel(batch:)``, ``leave(batch:)``) updates the tables and returns
/// what the runner must do, in order: deliver an action, start or skip a task body, cancel a
/// task, resume a batch's waiters, report the in-flight count. The value starts nothing and
/// holds no task, so every ordering of events is testable without one; ``EffectRunner`` is
/// the shell that owns the tasks and carries the decisions out.
///
/// An effect tree starts in two passes. ``start(_:in:)`` registers every task and applies
/// every cancellation in the tree, and returns a ``Decision/launch(token:_:)`` for each task;
/// when the runner reaches one, ``launch(_:)`` says whether the body still starts. So a
/// cancellation returned in the same reduce as the effect it cancels always wins. The tables
/// hold only live work: an id that nothing runs under costs nothing.
struct EffectRunnerStateMachine<Action> {
  typealias Run = Effect<Action>.Run

  /// What the runner does after an event, in the order the event returned them.
  enum Decision {
    /// Hand an action of ``Effect/send(_:)`` to the store.
    case deliver(Action)
    /// Task `token` is registered: its body is `run`. When the runner reaches this decision,
    /// it asks ``launch(_:)`` whether the body still starts.
    case launch(token: Int, Run)
    /// Cancel the task `token`; its later actions are dropped already.
    case cancelTask(token: Int)
    /// Every effect of the batch has ended: resume whoever awaits its ``StoreTask``.
    case endBatch(Int)
    /// Tell the in-flight listener this count: a task was registered.
    case reportInFlightCount(Int)
    /// A task ended. Once the decisions before this one were carried out (they may start
    /// and end more tasks), tell the in-flight listener the count, and resume the idle
    /// waiters if it is zero.
    case reportSettledInFlightCount
  }

  /// Whether a registered task's body starts when its turn comes.
  enum Launch {
    /// Start the body.
    case startBody
    /// The task was cancelled before its turn: it ended without running, and these are the
    /// decisions that follow.
    case skip([Decision])
  }

  /// What the runner does with a task's handle once its body first suspended or returned.
  enum HandleDecision {
    /// Keep it, to cancel the task later.
    case keep
    /// Cancel it: the task was cancelled while its body ran.
    case cancel
    /// Drop it: the task has ended.
    case discard
  }

  /// Where a task, a join or a concatenation holds its place until it ends: a batch, or the
  /// running step of a concatenation.
  enum Node: Hashable {
    case batch(Int)
    case concatenation(Int)
  }

  struct TaskRecord {
    let ids: [EffectID]
    let node: Node
    let batch: Int
    let origin: EffectOrigin
    var isCancelled = false
  }

  /// The effects started by one `send`.
  struct Batch {
    /// Its tasks, joins and concatenations that have not ended, plus one until the `send`
    /// that opened it has left it.
    var liveCount = 1
    /// Whether its ``StoreTask`` cancelled it; its concatenations start no further step.
    var isCancelled = false
  }

  /// A concatenation that has not ended.
  struct Concatenation {
    let node: Node
    let batch: Int
    let ids: [EffectID]
    /// The steps that have not started.
    var steps: ArraySlice<Effect<Action>>
    /// The running step's tasks, joins and concatenations that have not ended.
    var liveCount = 0
    var isCancelled = false
  }

  private var tasks: [Int: TaskRecord] = [:]
  /// The tasks that run under each id and are not cancelled.
  private var tokensByID: [EffectID: Set<Int>] = [:]
  private var batches: [Int: Batch] = [:]
  private var concatenations: [Int: Concatenation] = [:]
  /// The concatenations under each id that have steps left to start.
  private var concatenationsByID: [EffectID: Set<Int>] = [:]
  /// The nodes that wait for the tasks under each id to end.
  private var joinsByID: [EffectID: [Node]] = [:]
  /// The key of the next task, batch or concatenation; keys are never reused.
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
  var inFlightOrigins: [EffectOrigin] {
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
    batches[batch] = Batch()
    return batch
  }

  /// The first pass over `effect`: registers its tasks in `batch` and applies its
  /// cancellations. Sends and task bodies wait, in the order of the tree, in the decisions.
  mutating func start(_ effect: Effect<Action>, in batch: Int) -> [Decision] {
    var log = DecisionLog()
    effect.forEachCommand { register($0, in: .batch(batch), of: batch, log: &log) }
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
  mutating func finish(_ token: Int) -> [Decision] {
    guard let record = tasks.removeValue(forKey: token) else { return [] }
    var log = DecisionLog()
    if !record.isCancelled {
      for id in record.ids { removeToken(token, from: id, log: &log) }
    }
    leave(record.node, log: &log)
    log.secondPass.append(.reportSettledInFlightCount)
    return log.decisions
  }

  /// Cancels the tasks under `id` and keeps the unstarted steps of its concatenations from
  /// starting.
  mutating func cancel(id: EffectID) -> [Decision] {
    var log = DecisionLog()
    cancel(id: id, log: &log)
    return log.decisions
  }

  /// Cancels every task and every concatenation.
  mutating func cancelAll() -> [Decision] {
    var log = DecisionLog()
    for key in Array(concatenations.keys) { concatenations[key]?.isCancelled = true }
    concatenationsByID.removeAll()
    for token in tasks.keys.sorted() { cancel(token: token, log: &log) }
    return log.decisions
  }

  /// Cancels what one `send` started: its tasks, the unstarted steps of its concatenations,
  /// and its waits on other work (a `join` stops waiting; the joined work goes on).
  ///
  /// - Complexity: O(*n*) in the number of tasks and joins in flight.
  mutating func cancel(batch: Int) -> [Decision] {
    guard batches[batch] != nil else { return [] }
    batches[batch]?.isCancelled = true
    var log = DecisionLog()
    let tokens = tasks.filter { $0.value.batch == batch }.keys.sorted()
    for token in tokens { cancel(token: token, log: &log) }
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
  mutating func leave(batch: Int) -> [Decision] {
    var log = DecisionLog()
    leave(.batch(batch), log: &log)
    return log.decisions
  }

  // MARK: - Registering

  private mutating func register(
    _ command: EffectCommand<Action>, in node: Node, of batch: Int, log: inout DecisionLog
  ) {
    switch command {
    case .send(let action):
      log.secondPass.append(.deliver(action))
    case .run(let run, let ids):
      let token = takeKey()
      tasks[token] = TaskRecord(ids: ids, node: node, batch: batch, origin: run.origin)
      for id in ids { tokensByID[id, default: []].insert(token) }
      enter(node)
      log.firstPass.append(.reportInFlightCount(tasks.count))
      log.secondPass.append(.launch(token: token, run))
    case .concatenate(let steps, let ids):
      let key = takeKey()
      concatenations[key] = Concatenation(node: node, batch: batch, ids: ids, steps: steps[...])
      for id in ids { concatenationsByID[id, default: []].insert(key) }
      enter(node)
      advance(key, log: &log)
    case .cancel(let id):
      cancel(id: id, log: &log)
    case .cancelMatching(let predicate):
      let matching = Set(tokensByID.keys).union(concatenationsByID.keys).filter(predicate.matches)
      for id in matching { cancel(id: id, log: &log) }
    case .join(let id):
      guard tokensByID[id] != nil else { return }
      enter(node)
      joinsByID[id, default: []].append(node)
    }
  }

  /// Registers the concatenation's steps, one at a time, until one has work that runs; ends
  /// the concatenation when no step is left or it was stopped. It holds itself meanwhile, so
  /// a step that ends while it is registered does not advance it a second time.
  private mutating func advance(_ key: Int, log: inout DecisionLog) {
    concatenations[key]?.liveCount += 1
    while let concatenation = concatenations[key], concatenation.liveCount == 1,
      !isStopped(concatenation), let step = concatenation.steps.first
    {
      concatenations[key]?.steps.removeFirst()
      step.forEachCommand(ids: concatenation.ids) {
        register($0, in: .concatenation(key), of: concatenation.batch, log: &log)
      }
    }
    guard var concatenation = concatenations[key] else { return }
    if concatenation.steps.isEmpty || isStopped(concatenation) { untrack(key, ids: concatenation.ids) }
    concatenation.liveCount -= 1
    guard concatenation.liveCount == 0 else {
      concatenations[key] = concatenation
      return
    }
    concatenations[key] = nil
    leave(concatenation.node, log: &log)
  }

  /// Whether the concatenation may start no further step: cancelled by id, or its batch by
  /// its ``StoreTask``.
  private func isStopped(_ concatenation: Concatenation) -> Bool {
    concatenation.isCancelled || batches[concatenation.batch]?.isCancelled == true
  }

  /// Forgets the concatenation under its ids: it has no step left to start, or it stopped.
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
  /// step ended starts its next one.
  private mutating func leave(_ node: Node, log: inout DecisionLog) {
    switch node {
    case .batch(let batch):
      batches[batch]?.liveCount -= 1
      guard batches[batch]?.liveCount == 0 else { return }
      batches[batch] = nil
      log.secondPass.append(.endBatch(batch))
    case .concatenation(let key):
      concatenations[key]?.liveCount -= 1
      guard concatenations[key]?.liveCount == 0 else { return }
      advance(key, log: &log)
    }
  }

  private func batch(of node: Node) -> Int? {
    switch node {
    case .batch(let batch): batch
    case .concatenation(let key): concatenations[key]?.batch
    }
  }

  // MARK: - Cancelling

  private mutating func cancel(id: EffectID, log: inout DecisionLog) {
    for key in concatenationsByID[id] ?? [] {
      concatenations[key]?.isCancelled = true
      if let ids = concatenations[key]?.ids { untrack(key, ids: ids) }
    }
    for token in tokensByID[id] ?? [] { cancel(token: token, log: &log) }
  }

  private mutating func cancel(token: Int, log: inout DecisionLog) {
    guard let record = tasks[token], !record.isCancelled else { return }
    tasks[token]?.isCancelled = true
    log.firstPass.append(.cancelTask(token: token))
    for id in record.ids { removeToken(token, from: id, log: &log) }
  }

  /// Takes `token` off `id`; once nothing runs under `id`, the joins on it end.
  private mutating func removeToken(_ token: Int, from id: EffectID, log: inout DecisionLog) {
    guard tokensByID[id]?.remove(token) != nil, tokensByID[id]?.isEmpty == true else { return }
    tokensByID[id] = nil
    for node in joinsByID.removeValue(forKey: id) ?? [] { leave(node, log: &log) }
  }

  private mutating func takeKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }
}

extension EffectRunnerStateMachine {
  /// The decisions of one event, in two passes: the first holds what must happen before
  /// any action is delivered or body started (the in-flight counts as tasks were
  /// registered, the tasks to cancel); the second, deliveries, launches and what follows
  /// from them, in the order of the effect trees.
  private struct DecisionLog {
    var firstPass: [Decision] = []
    var secondPass: [Decision] = []

    var decisions: [Decision] {
      firstPass.isEmpty ? secondPass : firstPass + secondPass
    }
  }
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
