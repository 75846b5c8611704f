import Testing
import Unidirectional
import UnidirectionalTesting

/// The test store must fail when a feature does not do what the test says, and say why:
/// every failure text, asserted exactly, at the line it is reported.
@MainActor
struct TestStoreFailureTests {
  let failures = FailureCollector()
  let clock = TestClock()

  func makeStore(exhaustivity: Exhaustivity = .on) -> TestStore<Counter.State, Counter.Action> {
    TestStore(
      initialState: Counter.State(),
      reducer: Counter(clock: clock),
      exhaustivity: exhaustivity,
      timeout: .milliseconds(200),
      issueReporter: failures.reporter
    )
  }

  // MARK: - State after a step

  @Test func aWrongExpectedStateFailsWithADiffAtTheCallersLine() async {
    let store = makeStore()

    await store.send(.increment) { $0.count = 2 }; let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        State after sending .increment is not as expected. (Expected: −, Actual: +)

          Counter.State(
        −   count: 2
        +   count: 1
          )
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test func anUnassertedStateChangeFailsWithADiff() async {
    let store = makeStore()

    await store.send(.increment)

    #expect(
      failures.messages == [
        """
        State after sending .increment is not as expected. (Expected: −, Actual: +)

          Counter.State(
        −   count: 0
        +   count: 1
          )
        """
      ])
  }

  @Test func aSendExpectingAChangeThatDidNotHappenSaysTheActionLeftTheStateUnchanged() async {
    let store = makeStore()

    await store.send(.ignored) { $0.count = 1 }; let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        Expected the state to change after sending .ignored, but the action left it \
        unchanged. (Expected: −, Actual: +)

          Counter.State(
        −   count: 1
        +   count: 0
          )
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test func aReceiveExpectingAChangeThatDidNotHappenSaysTheActionLeftTheStateUnchanged() async {
    let store = makeStore()
    await store.send(.sendIgnoredLater)

    await store.receive(.ignored) { $0.count = 1 }; let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        Expected the state to change after receiving .ignored, but the action left it \
        unchanged. (Expected: −, Actual: +)

          Counter.State(
        −   count: 1
        +   count: 0
          )
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test func anAssertionClosureThatThrowsFailsNamingTheStepAndTheError() async {
    let store = makeStore()

    await store.send(.increment) { _ in throw Counter.Failure() }

    #expect(
      failures.messages == ["The assertion closure after sending .increment threw: Failure()"])
  }

  @Test func aWrongStateHistoryFailsWithADiffOfTheSequence() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }

    store.assertStateHistory([Counter.State(count: 0), Counter.State(count: 2)])

    #expect(
      failures.messages == [
        """
        The states the store went through are not the expected sequence. \
        (Expected: −, Actual: +)

          [
          … (2 unchanged)
            ),
            [1]: Counter.State(
        −     count: 2
        +     count: 1
            )
          ]
        """
      ])
  }

  // MARK: - Received actions

  @Test func sendingWhileAReceivedActionIsUnassertedFails() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)

    await store.send(.increment) { $0.count = 3 }

    #expect(
      failures.messages == [
        """
        2 received action(s) were not asserted before sending an action:

          .increment
          .increment
        """
      ])
  }

  @Test func receivingTheWrongActionFailsWithBothActions() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)

    await store.receive(.delayedIncrement)

    #expect(
      failures.messages.first
        == """
        Received an action that was not the expected one. (Expected: −, Actual: +)

        − .delayedIncrement
        + .increment
        """
    )
  }

  @Test func receivingWhenNoEffectCanSendFailsAtOnceSayingWhatArrived() async {
    let store = makeStore()

    await store.receive(.increment)

    #expect(
      failures.messages == [
        """
        No action arrived and no effect is running that could send one:

        .increment

        No action arrived.
        """
      ])
  }

  @Test func receivingWhileTheOnlyEffectSleepsOnTheClockSaysItIsParked() async {
    let store = makeStore()
    await store.send(.delayedIncrement)

    await store.receive(.increment)

    #expect(
      failures.messages == [
        """
        No action arrived, and every effect that could send one is waiting on the test:

        .increment

        No action arrived.
        1 effect(s) are waiting on the test: advance the TestClock, answer the \
        ControlledDependency, send to the ControlledStream or resume the ParkedContinuation \
        first.
        """
      ])
    await clock.advance(by: .seconds(1))
    await store.receive(.increment) { $0.count = 1 }
  }

  @Test func receivingWhileAnEffectWaitsOnTheOutsideWorldSaysItIsNotWaitingOnTheTest() async {
    let store = makeStore()
    await store.send(.waitOnTheOutsideWorld)

    await store.receive(.increment, timeout: .milliseconds(50))

    #expect(
      failures.messages == [
        """
        An effect was still running 0.2 seconds after the step without waiting on the test \
        (a TestClock, a ControlledDependency, a ControlledStream or withParkedContinuation), so \
        the test cannot know when it is done. Created at:

          UnidirectionalTestingTests/Counter.swift:45
        """,
        """
        Timed out after 0.05 seconds waiting for an action:

        .increment

        No action arrived.
        1 effect(s) are running without waiting on the test (a TestClock, a \
        ControlledDependency, a ControlledStream or withParkedContinuation), so the test cannot \
        know when they send.
        """,
      ])
    await store.skipInFlightEffects()
  }

  // MARK: - The end of the test

  @Test func finishingWithAnEffectStillRunningFailsNamingWhereItWasCreated() async {
    let store = makeStore()
    await store.send(.delayedIncrement)

    await store.finish()

    #expect(
      failures.messages == [
        """
        1 effect(s) were still running at the end of the test. Advance the TestClock, answer \
        the ControlledDependency, or cancel them. Created at:

          UnidirectionalTestingTests/Counter.swift:33
        """
      ])
    #expect(store.inFlightEffectCount == 0, "finish cancels what is left")
  }

  @Test func finishingWithAnUnassertedReceivedActionFails() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    await store.receive(.increment) { $0.count = 1 }

    await store.finish()

    #expect(
      failures.messages == [
        """
        1 received action(s) were not asserted before finishing:

          .increment
        """
      ])
  }

  @Test func aStoreReleasedWithoutFinishingReportsTheUnassertedActions() async {
    do {
      let store = makeStore()
      await store.send(.incrementTwiceLater)
    }

    #expect(
      failures.messages == [
        """
        2 received action(s) were not asserted before the end of the test:

          .increment
          .increment
        """
      ])
  }

  @Test func givenOneOfTwoReceivedActionsAssertedWhenTheStoreIsReleasedThenOnlyTheOtherIsReported() async {
    do {
      let store = makeStore()
      await store.send(.incrementTwiceLater)
      await store.receive(.increment) { $0.count = 1 }
    }

    #expect(
      failures.messages == [
        """
        1 received action(s) were not asserted before the end of the test:

          .increment
        """
      ])
  }

  @Test func aStoreReleasedWithoutFinishingReportsTheEffectsStillRunning() async {
    do {
      let store = makeStore()
      await store.send(.delayedIncrement)
    }

    #expect(
      failures.messages == [
        """
        1 effect(s) were still running at the end of the test. Call "await store.finish()" \
        to wait for them, or cancel them.
        """
      ])
  }

  @Test func skippingAnEffectThatIgnoresCancellationFailsNamingWhereItWasCreated() async {
    let answer = ControlledDependency<String, Int>(ignoresCancellation: true)
    let store = TestStore(
      initialState: 0,
      reducer: Asker(answer: answer),
      timeout: .milliseconds(200),
      issueReporter: failures.reporter
    )
    await store.send(.ask)

    await store.skipInFlightEffects(); let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        1 effect(s) were still running after skipInFlightEffects() cancelled them: they \
        ignore cancellation. Answer the ControlledDependency they wait on, or let them end. \
        Created at:

          UnidirectionalTestingTests/Asker.swift:17
        """
      ])
    #expect(failures.lines == [line])
    await answer.respond(to: "question", with: 42)
    await store.finish()
    #expect(failures.messages.count == 1, "the late answer is dropped and the effect ends")
  }

  // MARK: - Effect errors

  @Test func anEffectErrorNobodyHandlesFailsAtTheSendThatStartedTheEffect() async {
    let store = makeStore()

    await store.send(.throwingEffect); let line = UInt(#line)

    #expect(
      failures.messages == [
        """
        An effect raised an issue: UnidirectionalTestingTests/Counter.swift:47:19: An effect \
        threw an error that no "catch:" handler handled: Failure(). Give ".run" a "catch:" \
        handler that turns the error into an action.
        """
      ])
    #expect(failures.lines == [line])
  }

  @Test func anEffectErrorThrownWhileTheClockAdvancesFailsAtTheSendThatStartedTheEffect() async {
    let store = makeStore()
    await store.send(.throwAfterASecond); let line = UInt(#line)

    await clock.advance(by: .seconds(1))

    #expect(
      failures.messages == [
        """
        An effect raised an issue: UnidirectionalTestingTests/Counter.swift:49:19: An effect \
        threw an error that no "catch:" handler handled: Failure(). Give ".run" a "catch:" \
        handler that turns the error into an action.
        """
      ])
    #expect(failures.lines == [line])
    await store.finish()
  }

  // MARK: - Reporting

  @Test func underSwiftTestingTheAutomaticReporterRecordsAnIssue() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock))
      await store.send(.increment) { $0.count = 5 }
    } matching: { issue in
      issue.description.contains("−   count: 5") && issue.description.contains("+   count: 1")
    }
  }
}
