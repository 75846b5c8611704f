public import Unidirectional
import UnidirectionalRecording

/// A store for tests that asserts, step by step, every state a feature goes through.
///
/// A test store runs the feature on the same store core and effect runner as ``/Unidirectional/Store``.
/// It is exhaustive by default: each ``send(_:assert:fileID:filePath:line:column:)`` states
/// how the state changed, each action an effect sends must be received with
/// ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``, and
/// ``finish(timeout:fileID:filePath:line:column:)`` fails if an action was left unasserted or
/// an effect still runs. Failures are reported at the caller's line with an
/// expected-versus-actual diff, under Swift Testing and XCTest alike; an error an effect
/// throws and no `catch:` handles is reported at the `send` that started the effect.
///
/// ```swift
/// @Test @MainActor func incrementingTwiceCountsTwo() async {
///   let store = TestStore(initialState: Counter.State(), reducer: Counter())
///   await store.send(.increment) { $0.count = 1 }
///   await store.send(.increment) { $0.count = 2 }
///   store.assertStateHistory([.init(count: 0), .init(count: 1), .init(count: 2)])
///   await store.finish()
/// }
/// ```
///
/// Tests never wait on wall-clock time. After each step the store waits until every
/// effect has ended or parked on a ``TestClock``, a ``ControlledDependency``, a
/// ``ControlledStream`` or your own test double's
/// ``withParkedContinuation(of:isolation:onCancel:_:)``, so the
/// actions effects sent have arrived and the pending sleeps and calls are visible. The
/// `timeout` only bounds how long a broken test waits before it fails.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks; can change between steps.
  public var exhaustivity: Exhaustivity {
    didSet { endOfTest.setExhaustive(exhaustivity == .on) }
  }

  /// How long, in real time, a step waits for effects before it fails.
  public var timeout: Duration {
    didSet { quiescence.stepTimeout = timeout }
  }

  /// Every state the store has been in: the initial state, then the state after each
  /// action it reduced, sent or received.
  public private(set) var stateHistory: [State]

  /// Implicitly unwrapped only because the reducer it runs reports each step to `self`,
  /// which needs every other property first.
  private(set) var core: RootStoreCore<State, Action>!
  private let quiescence = EffectQuiescence()
  private let issueReporter: IssueReporter
  let endOfTest: EndOfTestCheck
  private var sentStep: ReducedStep<State, Action>?
  private var isSending = false
  private let transitionRecorder = TransitionRecorder.current
  /// The reducer's sharing rules, applied to a test's expected state: a test states a shared
  /// change once and the other copies follow.
  let alignSharedCopies: (inout State, State) -> Void
  /// The actions effects sent that the test has not asserted yet, oldest first; a slice, so
  /// taking the oldest is O(1) however many wait.
  var receivedSteps: ArraySlice<ReducedStep<State, Action>> = []

  /// Creates a test store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: The feature under test, built with its test dependencies.
  ///   - exhaustivity: How strictly to check; ``Exhaustivity/on`` by default.
  ///   - timeout: How long a step waits, in real time, for effects before failing.
  ///   - issueReporter: Where failures go; ``Unidirectional/IssueReporter/failingCurrentTest`` by default.
  ///   - fileID: Where end-of-test failures are reported when ``finish(timeout:fileID:filePath:line:column:)``
  ///     was never called: the caller's file.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - prepare: Sets the dependencies this test runs with, over the test values
  ///     (`DependencyContext.test`). A dependency whose key has no test
  ///     value and that is not set here fails the test when a reducer reads it.
  public init<R: Reducer>(
    initialState: State,
    reducer: R,
    exhaustivity: Exhaustivity = .on,
    timeout: Duration = .seconds(5),
    issueReporter: IssueReporter = .failingCurrentTest,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.exhaustivity = exhaustivity
    self.timeout = timeout
    quiescence.stepTimeout = timeout
    self.issueReporter = issueReporter
    var initialState = initialState
    reducer.alignSharedCopies(in: &initialState, since: initialState)
    stateHistory = [initialState]
    alignSharedCopies = { reducer.alignSharedCopies(in: &$0, since: $1) }
    endOfTest = EndOfTestCheck(reporter: issueReporter, location: location)
    endOfTest.setExhaustive(exhaustivity == .on)
    core = RootStoreCore(
      initialState: initialState,
      reducer: reducer.observeSteps { [unowned self] step in self.record(step) }
        .reduce(into:action:),
      issueReporter: IssueReporter { issue in
        issueReporter.fail(
          TestStoreMessages.effectIssue(issue),
          at: SourceCodeLocation.currentStep ?? location
        )
      },
      dependencies: Self.testDependencies(reportingTo: issueReporter, at: location, prepare)
    )
    core.runner.onInFlightCountChange = { [quiescence, endOfTest] count in
      quiescence.setInFlight(count)
      endOfTest.setInFlight(count)
    }
    core.runner.onUnhandledDismiss = { [unowned self] _ in
      isDismissed = true
      core.runner.cancelAll()
    }
  }

  deinit {
    endOfTest.checkAtDeinit()
  }

  /// The dependencies the next action runs with.
  ///
  /// Set one mid-test to change what the following actions read; effects already running
  /// keep the values their reducer ran with.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State()) { Counter() }
  /// await store.send(.increment) { $0.count = 1 }
  /// store.dependencies.date = .constant(Date(timeIntervalSince1970: 60))
  /// await store.send(.increment) { $0.count = 2 }
  /// ```
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  /// The test values, changed by `prepare`; a read of a key without a test value fails the
  /// test at the step that read it.
  private static func testDependencies(
    reportingTo issueReporter: IssueReporter,
    at location: SourceCodeLocation,
    _ prepare: (inout DependencyValues) -> Void
  ) -> DependencyValues {
    var dependencies = DependencyValues(
      context: .test,
      issueReporter: IssueReporter { issue in
        issueReporter.fail(issue.message, at: SourceCodeLocation.currentStep ?? location)
      }
    )
    prepare(&dependencies)
    return dependencies
  }

  /// The current state.
  public var state: State { stateHistory[stateHistory.count - 1] }

  /// The number of effect tasks that have started and not yet ended.
  public var inFlightEffectCount: Int { core.runner.inFlightCount }

  /// Whether the feature dismissed itself, with `.dismiss()`, while nothing presented it.
  ///
  /// A screen tested on its own has no parent to take its dismissal: the store notes it
  /// here, cancels the feature's effects, and reports nothing, so the test asserts it. A
  /// send after it fails, since the screen is gone. Under a presenting parent (`.ifLet`
  /// of a `PresentationState`, `.forEach` of a `StackState`) the parent takes the dismissal
  /// and this stays `false`. TCA's test store has the same property.
  ///
  /// ```swift
  /// struct Composer: Reducer {
  ///   enum Action: Equatable { case cancelTapped }
  ///
  ///   func reduce(into state: inout String, action: Action) -> Effect<Action> {
  ///     .dismiss()
  ///   }
  /// }
  ///
  /// @MainActor
  /// func cancelClosesTheComposer() async {
  ///   let store = TestStore(initialState: "draft", reducer: Composer())
  ///   await store.send(.cancelTapped)
  ///   print(store.isDismissed)  // true
  /// }
  /// ```
  public private(set) var isDismissed = false

  /// Sends `action` and asserts the state it produced.
  ///
  /// In exhaustive mode, `expected` receives the state before the action and must turn it
  /// into exactly the state after it; pass no closure when the action must not change the
  /// state. Sending while received actions are still unasserted fails. Errors that the
  /// effects started here throw, and no `catch:` handles, are reported at this line.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State(), reducer: Counter())
  /// await store.send(.increment) { $0.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - expected: Mutates the previous state into the expected one.
  ///   - fileID: The caller's file, where a failure is reported.
  ///   - filePath: The caller's file path, where a failure is reported.
  ///   - line: The caller's line, where a failure is reported.
  ///   - column: The caller's column, where a failure is reported.
  /// - Returns: The task of the effects the action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert expected: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> StoreTask {
    let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      fail(TestStoreMessages.sentAfterDismissal(describe(action)), at: location)
      return StoreTask(batch: nil)
    }
    checkNoUnassertedActions(before: "sending an action", at: location)
    isSending = true
    let task = reduceSent(action, at: location)
    guard let step = sentStep else { return task }
    sentStep = nil
    assertStep(step, expected, title: "sending \(describe(action))", at: location)
    await settleAfterStep(at: location)
    return task
  }

  // MARK: - Reducing

  /// Reduces a sent action with the store's quiescence tracker and `location` bound, so the
  /// effect tasks it starts inherit both: the tracker to report when they park or hand work
  /// over between their own tasks, the location to report their unhandled errors at this
  /// step.
  private func reduceSent(_ action: Action, at location: SourceCodeLocation) -> StoreTask {
    EffectActivity.$observer.withValue(quiescence) {
      SourceCodeLocation.$currentStep.withValue(location) { core.send(action) }
    }
  }

  // MARK: - Recording

  private func record(_ step: ReducedStep<State, Action>) {
    transitionRecorder?.record(step.stateBefore, step.action)
    stateHistory.append(step.stateAfter)
    if isSending {
      isSending = false
      sentStep = step
    } else {
      receivedSteps.append(step)
      endOfTest.appendUnasserted(describe(step.action))
      quiescence.nudge()
    }
  }

  /// Forgets the received actions not asserted yet, as a step with exhaustivity off does.
  func skipReceivedSteps() {
    receivedSteps.removeAll()
    endOfTest.removeAllUnasserted()
  }

  /// Removes and returns the oldest received step not asserted yet, in O(1).
  func removeFirstReceivedStep() -> ReducedStep<State, Action> {
    endOfTest.removeFirstUnasserted()
    return receivedSteps.removeFirst()
  }

  // MARK: - Waiting

  /// The number of effects parked on a ``ParkedContinuation``.
  var parkedEffectCount: Int { quiescence.parkedCount }

  /// Waits for quiescence or a newly received action.
  func waitForActivity(timeout: Duration) async -> EffectQuiescence.WaitOutcome {
    await quiescence.waitForQuiescence(timeout: timeout)
  }

  /// Whether a child task of an effect is parked, so that quiescence is not certain.
  var hasParkedChildTasks: Bool { quiescence.hasParkedChildTasks }

  /// Waits for any change of the effects' counts or a newly received action.
  func waitForAChange(timeout: Duration) async -> EffectQuiescence.WaitOutcome {
    await quiescence.waitForAChange(timeout: timeout)
  }

  /// Waits, bounded by `timeout`, until every effect has ended or parked; returns whether
  /// they did.
  func waitForEffects(timeout: Duration) async -> Bool {
    await quiescence.settle(timeout: timeout)
    return quiescence.isQuiescent
  }

  /// Waits for the step's effects to end or park, in both modes, so that what they started
  /// (a pending dependency call, a sleep on the clock) is there when the step returns; only
  /// an exhaustive store fails when they do not settle in time.
  private func settleAfterStep(at location: SourceCodeLocation) async {
    let settled = await waitForEffects(timeout: timeout)
    guard !settled, exhaustivity == .on else { return }
    fail(
      TestStoreMessages.unsettled(after: timeout, origins: core.runner.inFlightEffectOrigins),
      at: location
    )
  }

  // MARK: - Failing

  func fail(_ message: String, at location: SourceCodeLocation) {
    issueReporter.fail(message, at: location)
  }

  func checkNoUnassertedActions(before activity: String, at location: SourceCodeLocation) {
    guard !receivedSteps.isEmpty else { return }
    defer { skipReceivedSteps() }
    guard exhaustivity == .on else { return }
    fail(
      TestStoreMessages.unassertedActions(
        receivedSteps.map { describe($0.action) }, before: activity),
      at: location
    )
  }
}
