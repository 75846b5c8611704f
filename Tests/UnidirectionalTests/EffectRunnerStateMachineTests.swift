import Testing

@testable import Unidirectional

/// The runner's bookkeeping, driven without a single task: each test feeds the state machine
/// events in an order it chooses (every order, where a scenario has a few events) and checks
/// the decisions it returns.
struct EffectRunnerStateMachineTests {
  enum ID: Hashable, Sendable { case load, search, row(Int) }

  /// A body that never runs: the machine only registers it.
  static var work: Effect<String> { .run { _ in } }

  // MARK: - Starting and finishing

  @Test func aTaskIsRegisteredThenLaunchedAndItsBatchEndsOnceItFinishedAndItsSendLeft() {
    // Given
    var machine = EffectRunnerStateMachine()
    var payloads = EffectPayloads<String>()
    let batch = machine.openBatch()

    // When
    let started = machine.start(Self.work.cancellable(id: ID.load), in: batch, payloads: &payloads)

    // Then
    let token = batch + 1
    #expect(started == [.reportInFlightCount(1), .launch(token: token)])
    #expect(payloads.takeRun(token) != nil)
    #expect(machine.launch(token) == .startBody)
    #expect(machine.isLive(token))
    #expect(machine.handleDecision(for: token) == .keep)

    // When
    let finished = machine.finish(token)
    let left = machine.leave(batch: batch)

    // Then
    #expect(finished == [.reportSettledInFlightCount])
    #expect(left == [.endBatch(batch)])
    #expect(!machine.isLive(token))
    #expect(machine.handleDecision(for: token) == .discard)
    Self.expectNothingLeft(machine, payloads, batches: [batch])
  }

  @Test func aLoneTaskIsRegisteredToStartAtOnce() {
    // Given
    var machine = EffectRunnerStateMachine()
    let batch = machine.openBatch()

    // When
    let origin = EffectCreationSite(
      location: SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    let token = machine.register(loneTaskUnder: [EffectID(ID.load)], origin: origin, in: batch)

    // Then
    #expect(machine.inFlightCount == 1)
    #expect(machine.isLive(token))
    #expect(machine.cancel(id: EffectID(ID.load)) == [.cancelTask(token: token)])
    #expect(machine.handleDecision(for: token) == .cancel)
    #expect(machine.finish(token) == [.reportSettledInFlightCount])
    #expect(machine.leave(batch: batch) == [.endBatch(batch)])
  }

  @Test func sendsAndBodiesWaitForTheSecondPassInTheOrderOfTheTree() {
    // Given
    var simulation = Simulation()

    // When
    let batch = simulation.run(.merge(.send("a"), Self.work, .send("b"), Self.work))

    // Then
    #expect(simulation.delivered == ["a", "b"])
    #expect(simulation.reportedCounts == [1, 2])
    #expect(simulation.running.count == 2)

    // When
    for token in simulation.running { simulation.finish(token) }

    // Then
    #expect(simulation.reportedCounts == [1, 2, 1, 0])
    #expect(simulation.endedBatches == [batch])
    simulation.expectNothingLeft()
  }

  // MARK: - Cancelling in the same reduce

  @Test func aCancelLaterInTheSameTreeKeepsTheBodyFromStarting() {
    // Given
    var simulation = Simulation()

    // When
    let batch = simulation.run(.merge(Self.work.cancellable(id: ID.load), .cancel(id: ID.load)))

    // Then
    #expect(simulation.running.isEmpty, "the body never started")
    #expect(simulation.reportedCounts == [1, 0])
    #expect(simulation.endedBatches == [batch])
    simulation.expectNothingLeft()
  }

  @Test func aCancelEarlierInTheSameTreeCancelsOnlyOlderWork() {
    // Given
    var simulation = Simulation()
    simulation.run(Self.work.cancellable(id: ID.load))
    let older = simulation.running

    // When
    simulation.run(.merge(.cancel(id: ID.load), Self.work.cancellable(id: ID.load)))

    // Then
    #expect(simulation.cancelledTasks == older)
    #expect(simulation.running.count == 2)
    simulation.finishAll()
    simulation.expectNothingLeft()
  }

  @Test func cancelInFlightCancelsTheWorkUnderItsIDBeforeItsOwnTaskStarts() {
    // Given
    var simulation = Simulation()
    simulation.run(Self.work.cancellable(id: ID.search))
    let first = simulation.running

    // When
    simulation.run(Self.work.cancellable(id: ID.search, cancelInFlight: true))

    // Then
    #expect(simulation.cancelledTasks == first)
    #expect(simulation.liveTasks.count == 1)
    simulation.finishAll()
    simulation.expectNothingLeft()
  }

  // MARK: - Cancelling a running task

  /// Three events race once a task runs under an id: its cancellation, an action it sends
  /// late, and the end of its body.
  enum RunningEvent: CaseIterable { case cancel, send, finish }

  @Test(arguments: permutations(of: RunningEvent.allCases))
  func anActionReachesTheStoreOnlyIfSentBeforeTheTaskWasCancelledOrEnded(_ order: [RunningEvent]) {
    // Given
    var simulation = Simulation()
    let batch = simulation.run(Self.work.cancellable(id: ID.load))
    let token = simulation.running[0]

    // When
    for event in order {
      switch event {
      case .cancel: simulation.cancel(id: ID.load)
      case .send: simulation.send("late", from: token)
      case .finish: simulation.finish(token)
      }
    }

    // Then
    let position = { (event: RunningEvent) in order.firstIndex(of: event)! }
    let sentInTime = position(.send) < position(.cancel) && position(.send) < position(.finish)
    #expect(simulation.delivered == (sentInTime ? ["late"] : []))
    let cancelledWhileRunning = position(.cancel) < position(.finish)
    #expect(simulation.cancelledTasks == (cancelledWhileRunning ? [token] : []))
    #expect(simulation.endedBatches == [batch])
    #expect(simulation.reportedCounts.last == 0)
    simulation.expectNothingLeft()
  }

  @Test func aCancelledTaskCountsAsInFlightUntilItsBodyReturns() {
    // Given
    var simulation = Simulation()
    let batch = simulation.run(Self.work.cancellable(id: ID.load))

    // When
    simulation.cancel(id: ID.load)

    // Then
    #expect(simulation.machine.inFlightCount == 1)
    #expect(!simulation.machine.isFinished(batch: batch))

    // When
    simulation.finishAll()

    // Then
    #expect(simulation.machine.isFinished(batch: batch))
    simulation.expectNothingLeft()
  }

  // MARK: - Concatenations

  /// The events around a two-step concatenation under an id.
  enum ConcatenationEvent: CaseIterable { case cancel, finishFirstStep, finishSecondStep }

  @Test(arguments: permutations(of: ConcatenationEvent.allCases))
  func aCancelledConcatenationStartsNoFurtherStep(_ order: [ConcatenationEvent]) {
    // Given: step 1, step 2, then a send, all under one id
    var simulation = Simulation()
    let batch = simulation.run(
      Effect<String>.concatenate(Self.work, Self.work, .send("done")).cancellable(id: ID.load))
    let first = simulation.running[0]

    // When
    var second: Int?
    for event in order {
      switch event {
      case .cancel:
        simulation.cancel(id: ID.load)
      case .finishFirstStep:
        simulation.finish(first)
        second = simulation.running.first
      case .finishSecondStep:
        if let second { simulation.finish(second) }
      }
    }
    simulation.finishAll()

    // Then: step 2 starts only if step 1 ended before the cancel; the send only if both did
    let position = { (event: ConcatenationEvent) in order.firstIndex(of: event)! }
    let secondStarted = position(.finishFirstStep) < position(.cancel)
    #expect((second != nil) == secondStarted)
    let bothEndedFirst =
      secondStarted && position(.finishFirstStep) < position(.finishSecondStep)
      && position(.finishSecondStep) < position(.cancel)
    #expect(simulation.delivered == (bothEndedFirst ? ["done"] : []))
    #expect(simulation.endedBatches == [batch])
    simulation.expectNothingLeft()
  }

  @Test func theNextStepIsRegisteredBeforeTheSettledCountIsReported() {
    // Given
    var simulation = Simulation()
    simulation.run(.concatenate(Self.work, Self.work))

    // When
    simulation.finish(simulation.running[0])

    // Then: the count never shows a momentary zero between two steps
    #expect(simulation.reportedCounts == [1, 1, 1])
    simulation.finishAll()
    #expect(simulation.reportedCounts == [1, 1, 1, 0])
    simulation.expectNothingLeft()
  }

  @Test func cancelAllStopsAConcatenationThatHasNoID() {
    // Given
    var simulation = Simulation()
    simulation.run(.concatenate(Self.work, Self.work))

    // When
    simulation.carryOut(simulation.machine.cancelAll())
    simulation.finishAll()

    // Then
    #expect(simulation.startedTasks.count == 1)
    simulation.expectNothingLeft()
  }

  // MARK: - Batches and joins

  /// The events around a batch that joined work running under an id and started a task of
  /// its own.
  enum JoinEvent: CaseIterable { case cancelJoiningBatch, finishJoinedWork, finishOwnTask }

  @Test(arguments: permutations(of: JoinEvent.allCases))
  func cancellingABatchCancelsItsTasksAndEndsItsWaitsButNotTheWorkItJoined(_ order: [JoinEvent]) {
    // Given
    var simulation = Simulation()
    let loading = simulation.run(Self.work.cancellable(id: ID.load))
    let joined = simulation.running[0]
    let joining = simulation.run(.merge(.join(id: ID.load), Self.work))
    let own = simulation.running[1]

    // When
    for event in order {
      switch event {
      case .cancelJoiningBatch: simulation.carryOut(simulation.machine.cancel(batch: joining))
      case .finishJoinedWork: simulation.finish(joined)
      case .finishOwnTask: simulation.finish(own)
      }
    }

    // Then
    let position = { (event: JoinEvent) in order.firstIndex(of: event)! }
    let cancelledOwnTask = position(.cancelJoiningBatch) < position(.finishOwnTask)
    #expect(simulation.cancelledTasks == (cancelledOwnTask ? [own] : []))
    #expect(Set(simulation.endedBatches) == [loading, joining])
    simulation.expectNothingLeft()
  }

  @Test(arguments: permutations(of: [0, 1]))
  func aJoinEndsWhenTheLastTaskUnderItsIDEnds(_ order: [Int]) {
    // Given: two tasks under one id, and a batch that joins them
    var simulation = Simulation()
    simulation.run(.merge(Self.work, Self.work).cancellable(id: ID.load))
    let tasks = simulation.running
    let joining = simulation.run(.join(id: ID.load))

    // When
    simulation.finish(tasks[order[0]])

    // Then
    #expect(!simulation.machine.isFinished(batch: joining))

    // When
    simulation.finish(tasks[order[1]])

    // Then
    #expect(simulation.machine.isFinished(batch: joining))
    simulation.expectNothingLeft()
  }

  @Test func aJoinOnAnIDNothingRunsUnderEndsAtOnce() {
    // Given
    var simulation = Simulation()

    // When
    let batch = simulation.run(.join(id: ID.load))

    // Then
    #expect(simulation.endedBatches == [batch])
    simulation.expectNothingLeft()
  }

  @Test func aConcatenationWaitsForTheWorkItsFirstStepJoined() {
    // Given
    var simulation = Simulation()
    simulation.run(Self.work.cancellable(id: ID.load))
    let loading = simulation.running[0]
    simulation.run(.concatenate(.join(id: ID.load), .send("after the load")))

    // When
    #expect(simulation.delivered.isEmpty)
    simulation.finish(loading)

    // Then
    #expect(simulation.delivered == ["after the load"])
    simulation.expectNothingLeft()
  }

  // MARK: - Cancelling by predicate

  @Test func cancelMatchingCancelsTheRunningWorkWhoseIDMatchesAndNothingElse() {
    // Given
    var simulation = Simulation()
    simulation.run(Self.work.cancellable(id: ID.row(1)))
    simulation.run(Self.work.cancellable(id: ID.row(2)))
    simulation.run(Self.work.cancellable(id: ID.search))
    let rows = Array(simulation.running.prefix(2))
    let removesRows = EffectIDPredicate { id in
      guard case .row = id.value(as: ID.self) else { return false }
      return true
    }

    // When
    simulation.run(Effect(.cancelMatching(removesRows)))

    // Then
    #expect(Set(simulation.cancelledTasks) == Set(rows))
    #expect(simulation.liveTasks.count == 1)
    simulation.finishAll()
    simulation.expectNothingLeft()
  }

  // MARK: - Bookkeeping

  @Test func idsThatNothingRunsUnderLeaveNothingBehind() {
    // Given
    var simulation = Simulation()

    // When
    for row in 0..<1_000 { simulation.run(.cancel(id: ID.row(row))) }

    // Then
    #expect(simulation.machine.bookkeepingCount == 0)
    simulation.expectNothingLeft()
  }
}

// MARK: - Simulation

extension EffectRunnerStateMachineTests {
  /// Carries the machine's decisions out as the runner does, with no task: a started body is
  /// a token in `running` until the test finishes it.
  struct Simulation {
    var machine = EffectRunnerStateMachine()
    var payloads = EffectPayloads<String>()
    private(set) var delivered: [String] = []
    private(set) var running: [Int] = []
    private(set) var startedTasks: [Int] = []
    private(set) var cancelledTasks: [Int] = []
    private(set) var endedBatches: [Int] = []
    private(set) var reportedCounts: [Int] = []
    private(set) var reportedIssues: [RuntimeIssue] = []
    private var batches: [Int] = []

    /// The running tasks that are not cancelled.
    var liveTasks: [Int] { running.filter(machine.isLive) }

    /// Starts `effect` in a batch of its own, as `EffectRunner.run` does, and returns it.
    @discardableResult
    mutating func run(_ effect: Effect<String>) -> Int {
      let batch = machine.openBatch()
      batches.append(batch)
      carryOut(machine.start(effect, in: batch, payloads: &payloads))
      carryOut(machine.leave(batch: batch))
      return batch
    }

    mutating func cancel(id: ID) {
      carryOut(machine.cancel(id: EffectID(id)))
    }

    /// What a task's `Send` does.
    mutating func send(_ action: String, from token: Int) {
      if machine.isLive(token) { delivered.append(action) }
    }

    mutating func finish(_ token: Int) {
      guard let index = running.firstIndex(of: token) else { return }
      running.remove(at: index)
      carryOut(machine.finish(token))
    }

    mutating func finishAll() {
      while let token = running.first { finish(token) }
    }

    mutating func carryOut(_ decisions: [EffectRunnerDecision]) {
      for decision in decisions {
        switch decision {
        case .deliver(let key):
          delivered.append(payloads.takeAction(key)!)
        case .launch(let token):
          #expect(payloads.takeRun(token) != nil)
          switch machine.launch(token) {
          case .startBody:
            running.append(token)
            startedTasks.append(token)
          case .skip(let decisions):
            carryOut(decisions)
          }
        case .advance(let concatenation):
          carryOut(machine.advance(concatenation, payloads: &payloads))
        case .cancelTask(let token):
          if running.contains(token) { cancelledTasks.append(token) }
        case .endBatch(let batch):
          endedBatches.append(batch)
        case .reportInFlightCount(let count):
          reportedCounts.append(count)
        case .reportSettledInFlightCount:
          reportedCounts.append(machine.inFlightCount)
        case .report(let issue):
          reportedIssues.append(issue)
        case .dismiss(let location):
          reportedIssues.append(RuntimeIssue(Effect<String>.unhandledDismissMessage, at: location))
        }
      }
    }

    func expectNothingLeft(sourceLocation: SourceLocation = #_sourceLocation) {
      EffectRunnerStateMachineTests.expectNothingLeft(
        machine, payloads, batches: batches, sourceLocation: sourceLocation)
      #expect(running.isEmpty, "tasks still running", sourceLocation: sourceLocation)
      #expect(
        endedBatches.sorted() == batches.sorted(), "every batch ended, once",
        sourceLocation: sourceLocation)
    }
  }

  static func expectNothingLeft(
    _ machine: EffectRunnerStateMachine, _ payloads: EffectPayloads<String>, batches: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(machine.inFlightCount == 0, sourceLocation: sourceLocation)
    #expect(machine.bookkeepingCount == 0, sourceLocation: sourceLocation)
    #expect(payloads.isEmpty, sourceLocation: sourceLocation)
    #expect(batches.allSatisfy(machine.isFinished(batch:)), sourceLocation: sourceLocation)
  }
}

/// Every order of `elements`.
private func permutations<Element>(of elements: [Element]) -> [[Element]] {
  guard elements.count > 1 else { return [elements] }
  return elements.indices.flatMap { index in
    var rest = elements
    let first = rest.remove(at: index)
    return permutations(of: rest).map { [first] + $0 }
  }
}
