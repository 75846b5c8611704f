/// Executes ``Effect`` values for a store and owns the tasks they start.
///
/// The runner is the single place where side effects begin. It keys running tasks by
/// cancellation id, drops every action a task sends after it was cancelled, groups the
/// effects started by one `send` so they can be awaited or cancelled together, and knows
/// how many tasks are in flight. ``Store`` and the test store both run effects through it,
/// so tests exercise the production path.
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
  private var cancellationGenerations: [EffectID: Int] = [:]
  private var nextToken = 0

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

  /// Where the in-flight effects were created (`File.swift:12`), oldest first; the test
  /// store names them when effects outlive a test.
  package var inFlightEffectOrigins: [String] {
    records.sorted { $0.key < $1.key }.map { "\($0.value.origin)" }
  }

  /// Starts `effect`.
  ///
  /// Synchronous actions (``Effect/send(_:)``) are delivered before this returns. An
  /// asynchronous body starts right away on the main actor and runs until it first
  /// suspends.
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
    batch.cancelTokens = { [weak self] tokens in
      for token in tokens { self?.cancel(token: token) }
    }
    batch.enter()
    return batch
  }

  /// Starts `effect` as part of `batch`, so the batch's ``StoreTask`` covers it.
  package func start(_ effect: Effect<Action>, in batch: EffectGroup) {
    start(effect, in: batch, ids: [])
  }

  /// Cancels every running effect registered under `id`; their later actions are dropped.
  ///
  /// - Parameter id: The identifier given to ``Effect/cancellable(id:cancelInFlight:)``.
  public func cancel(id: some Hashable & Sendable) {
    cancel(id: EffectID(id))
  }

  /// Cancels every running effect.
  public func cancelAll() {
    for token in Array(records.keys) { cancel(token: token) }
  }

  deinit {
    for record in records.values { record.task?.cancel() }
  }

  // MARK: - Starting

  private func start(_ effect: Effect<Action>, in group: EffectGroup, ids: [EffectID]) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      deliver(action)
    case .run(let run):
      startTask(run, in: group, ids: ids)
    case .merge(let effects):
      for effect in effects { start(effect, in: group, ids: ids) }
    case .concatenate(let effects):
      startSequence(effects[...], in: group, ids: ids)
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      start(effect, in: group, ids: ids + [id])
    case .cancel(let id):
      cancel(id: id)
    }
  }

  private func startSequence(
    _ effects: ArraySlice<Effect<Action>>, in parent: EffectGroup, ids: [EffectID]
  ) {
    let generations = ids.map { cancellationGenerations[$0, default: 0] }
    let step = EffectGroup(parent: parent)
    var remaining = effects
    func startNext() {
      while let next = remaining.popFirst() {
        guard !step.root.isCancelled,
          ids.map({ cancellationGenerations[$0, default: 0] }) == generations
        else { return }
        step.enter()
        start(next, in: step, ids: ids)
        step.onEmpty = startNext
        step.leave()
        if !step.isFinished { return }
      }
    }
    startNext()
  }

  private func startTask(_ run: Effect<Action>.Run, in group: EffectGroup, ids: [EffectID]) {
    let token = nextToken
    nextToken += 1
    records[token] = EffectRecord(ids: ids, group: group, origin: run.origin)
    for id in ids { tokensByID[id, default: []].insert(token) }
    group.enter()
    group.track(token: token)
    onInFlightCountChange?(records.count)

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
      self?.finish(token: token)
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
    if error is CancellationError || records[token]?.isCancelled == true { return }
    if let handler = run.handler {
      await handler(error, send)
      return
    }
    issueReporter.report(
      RuntimeIssue(
        """
        An effect threw an error that no "catch:" handler handled: \(error). \
        Give ".run" a "catch:" handler that turns the error into an action.
        """,
        fileID: "\(run.origin.fileID)",
        line: run.origin.line
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
  }

  private func cancel(id: EffectID) {
    cancellationGenerations[id, default: 0] += 1
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

  private func removeToken(_ token: Int, from id: EffectID) {
    tokensByID[id]?.remove(token)
    if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
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
