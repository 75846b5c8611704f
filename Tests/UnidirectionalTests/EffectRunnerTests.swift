import TestSupport
import Testing
import Unidirectional
import UnidirectionalTesting

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectRunnerTests {
  enum CancelID: Hashable, Sendable { case load, search }

  struct ServerDown: Error, CustomStringConvertible {
    var description: String { "server is down" }
  }

  let delivered = Journal<String>()

  func makeRunner(issueReporter: IssueReporter = .standardError) -> EffectRunner<String> {
    let delivered = self.delivered
    return EffectRunner(issueReporter: issueReporter) { action in delivered.append(action) }
  }

  // MARK: - Starting

  @Test func aSendEffectIsDeliveredBeforeRunReturns() {
    // Given
    let runner = makeRunner()

    // When
    let task = runner.run(.send("loaded"))

    // Then
    #expect(delivered.entries == ["loaded"])
    #expect(task.isFinished)
    #expect(runner.inFlightCount == 0)
  }

  @Test func aRunBodyStartsAtOnceAndWhatItSendsBeforeSuspendingArrivesBeforeRunReturns() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let effect = Effect<String>.run { send in
      MainActor.assertIsolated()
      send("started")
      await response.wait()
      send("finished")
    }

    // When
    let task = runner.run(effect)

    // Then
    #expect(delivered.entries == ["started"])
    #expect(response.waitingCount == 1)
    #expect(!task.isFinished)

    // When
    response.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["started", "finished"])
    #expect(task.isFinished)
  }

  @Test func aMergeStartsEveryEffectAtOnce() async {
    // Given
    let runner = makeRunner()
    let slow = Gate<Void>()
    let effect = Effect<String>.merge(
      .send("a"),
      .run { send in
        send("b started")
        await slow.wait()
        send("b finished")
      },
      .run { send in send("c") }
    )

    // When
    let task = runner.run(effect)

    // Then
    #expect(delivered.entries == ["a", "b started", "c"])

    // When
    slow.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["a", "b started", "c", "b finished"])
  }

  @Test func aConcatenationStartsEachEffectOnlyAfterThePreviousOneFinished() async {
    // Given
    let runner = makeRunner()
    let first = Gate<Void>()
    let second = Gate<Void>()
    let effect = Effect<String>.concatenate(
      .run { send in
        send("1 started")
        await first.wait()
        send("1 finished")
      },
      .run { send in
        send("2 started")
        await second.wait()
        send("2 finished")
      },
      .send("3")
    )

    // When
    let task = runner.run(effect)

    // Then
    #expect(delivered.entries == ["1 started"])
    #expect(runner.inFlightCount == 1)

    // When
    first.open()
    await delivered.waitUntilCount(reaches: 3)

    // Then
    #expect(delivered.entries == ["1 started", "1 finished", "2 started"])
    #expect(!task.isFinished)

    // When
    second.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["1 started", "1 finished", "2 started", "2 finished", "3"])
  }

  // MARK: - Cancelling

  @Test func anActionSentAfterCancellationNeverReachesDeliver() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let task = runner.run(
      .run { send in
        send("started")
        await response.wait()
        send("late response")
      }
      .cancellable(id: CancelID.load)
    )

    // When
    runner.cancel(id: CancelID.load)
    response.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["started"])
    #expect(runner.inFlightCount == 0)
  }

  @Test func aCancelEffectStopsTheEffectsRegisteredUnderItsID() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let load = runner.run(
      .run { send in
        await response.wait()
        send("late response")
      }
      .cancellable(id: CancelID.load)
    )

    // When
    runner.run(.cancel(id: CancelID.load))
    response.open()
    await load.finish()

    // Then
    #expect(delivered.entries.isEmpty)
  }

  @Test func cancellingOneIDLeavesEffectsUnderAnotherIDRunning() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let load = runner.run(
      .run { send in
        await response.wait()
        send("load")
      }
      .cancellable(id: CancelID.load)
    )
    let search = runner.run(
      .run { send in
        await response.wait()
        send("search")
      }
      .cancellable(id: CancelID.search)
    )

    // When
    runner.cancel(id: CancelID.search)
    response.open()
    await load.finish()
    await search.finish()

    // Then
    #expect(delivered.entries == ["load"])
  }

  @Test func cancelInFlightCancelsThePreviousEffectWithTheSameID() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    func search(_ query: String) -> Effect<String> {
      Effect<String>.run { send in
        await response.wait()
        send("results for \(query)")
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    }
    let first = runner.run(search("s"))

    // When
    let second = runner.run(search("sw"))
    response.open()
    await first.finish()
    await second.finish()

    // Then
    #expect(delivered.entries == ["results for sw"])
  }

  @Test func cancellingAConcatenationKeepsItsUnstartedStepsFromStarting() async {
    // Given
    let runner = makeRunner()
    let first = Gate<Void>()
    let task = runner.run(
      Effect<String>.concatenate(
        .run { send in
          send("1 started")
          await first.wait()
          send("1 finished")
        },
        .run { send in send("2") },
        .send("3")
      )
      .cancellable(id: CancelID.load)
    )

    // When
    runner.cancel(id: CancelID.load)
    first.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["1 started"])
    #expect(runner.inFlightCount == 0)
  }

  @Test func cancelAllStopsEveryRunningEffect() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let task = runner.run(
      .merge(
        .run { send in
          await response.wait()
          send("a")
        },
        .run { send in
          await response.wait()
          send("b")
        }
      )
    )

    // When
    runner.cancelAll()
    response.open()
    await task.finish()

    // Then
    #expect(delivered.entries.isEmpty)
  }

  // MARK: - Counting and awaiting

  @Test func inFlightCountRisesWhileEffectsRunAndReturnsToZero() async {
    // Given
    let runner = makeRunner()
    let counts = Journal<Int>()
    runner.onInFlightCountChange = { counts.append($0) }
    let first = Gate<Void>()
    let second = Gate<Void>()
    #expect(runner.inFlightCount == 0)

    // When
    let task = runner.run(
      .merge(
        .run { _ in await first.wait() },
        .run { _ in await second.wait() },
        .send("synchronous")
      )
    )

    // Then
    #expect(runner.inFlightCount == 2)

    // When
    first.open()
    second.open()
    await task.finish()

    // Then
    #expect(counts.entries == [1, 2, 1, 0])
    #expect(runner.inFlightCount == 0)
  }

  @Test func aCancelledEffectCountsAsInFlightUntilItsBodyReturns() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let task = runner.run(
      .run { _ in await response.wait() }.cancellable(id: CancelID.load)
    )

    // When
    runner.cancel(id: CancelID.load)

    // Then
    #expect(runner.inFlightCount == 1)
    #expect(!task.isFinished)

    // When
    response.open()
    await task.finish()

    // Then
    #expect(runner.inFlightCount == 0)
    #expect(task.isFinished)
  }

  @Test func finishWaitsForEveryEffectOfTheRunIncludingLaterConcatenationSteps() async {
    // Given
    let runner = makeRunner()
    let first = Gate<Void>()
    let second = Gate<Void>()
    let task = runner.run(
      .merge(
        .concatenate(
          .run { _ in await first.wait() },
          .run { send in
            await second.wait()
            send("last step")
          }
        ),
        .run { send in send("sibling") }
      )
    )
    #expect(!task.isFinished)

    // When
    second.open()
    first.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["sibling", "last step"])
    #expect(task.isFinished)
    #expect(runner.inFlightCount == 0)
  }

  @Test func aRunOfNoneIsFinishedAtOnce() async {
    // Given
    let runner = makeRunner()

    // When
    let task = runner.run(.none)
    await task.finish()

    // Then
    #expect(task.isFinished)
    #expect(delivered.entries.isEmpty)
  }

  @Test func cancellingAStoreTaskCancelsAllItsEffectsTogether() async {
    // Given
    let runner = makeRunner()
    let response = Gate<Void>()
    let task = runner.run(
      .merge(
        .run { send in
          await response.wait()
          send("a")
        },
        .concatenate(
          .run { send in
            await response.wait()
            send("b")
          },
          .send("c")
        )
      )
    )
    let unrelated = runner.run(
      .run { send in
        await response.wait()
        send("unrelated")
      }
    )

    // When
    task.cancel()
    response.open()
    await task.finish()
    await unrelated.finish()

    // Then
    #expect(delivered.entries == ["unrelated"])
    #expect(task.isFinished)
    #expect(runner.inFlightCount == 0)
  }

  @Test func aTaskThatJoinedWorkFinishesWhenItsRunnerIsReleased() async {
    // Given: work under an id, and a task that joined it
    let response = Gate<Void>()
    var runner: EffectRunner<String>? = makeRunner()
    runner?.run(.run { _ in await response.wait() }.cancellable(id: CancelID.load))
    let joining = runner?.run(.join(id: CancelID.load))
    #expect(joining?.isFinished == false)

    // When
    runner = nil
    await joining?.finish()

    // Then
    #expect(joining?.isFinished == true)
    response.open()
  }

  // MARK: - Errors

  @Test func anErrorThrownWithACatchHandlerBecomesActions() async {
    // Given
    let issues = IssueLog()
    let runner = makeRunner(issueReporter: issues.reporter)
    let response = Gate<Void>()

    // When
    let task = runner.run(
      .run { send in
        send("started")
        await response.wait()
        throw ServerDown()
      } catch: { error, send in
        send("failed: \(error)")
      }
    )
    response.open()
    await task.finish()

    // Then
    #expect(delivered.entries == ["started", "failed: server is down"])
    #expect(issues.issues.isEmpty)
  }

  @Test func anErrorWithNoCatchHandlerIsReportedAtTheLineThatMadeTheEffect() async {
    // Given
    let issues = IssueLog()
    let runner = makeRunner(issueReporter: issues.reporter)
    let response = Gate<Void>()
    let line: UInt = #line + 1
    let effect = Effect<String>.run { _ in
      await response.wait()
      throw ServerDown()
    }

    // When
    let task = runner.run(effect)
    response.open()
    await task.finish()

    // Then
    #expect(
      issues.issues == [
        RuntimeIssue(
          """
          An effect threw an error that no "catch:" handler handled: server is down. \
          Give ".run" a "catch:" handler that turns the error into an action.
          """,
          at: SourceCodeLocation(
            fileID: "UnidirectionalTests/EffectRunnerTests.swift", filePath: #filePath, line: line, column: 37
          )
        )
      ]
    )
    #expect(delivered.entries.isEmpty)
  }

  @Test func aCancellationErrorIsNotReported() async {
    // Given
    let issues = IssueLog()
    let runner = makeRunner(issueReporter: issues.reporter)

    // When
    let task = runner.run(.run { _ in throw CancellationError() })
    await task.finish()

    // Then
    #expect(issues.issues.isEmpty)
    #expect(runner.inFlightCount == 0)
  }

  @Test func givenAnEffectNobodyCancelledWhenItsSourceThrowsCancellationThenTheHandlerHearsIt() async {
    // Given
    let issues = IssueLog()
    let runner = makeRunner(issueReporter: issues.reporter)
    let handled = LockedState<[String]>([])

    // When
    let task = runner.run(
      .run { _ in throw CancellationError() } catch: { error, _ in
        handled.withLock { $0.append("\(type(of: error))") }
      }
    )
    await task.finish()

    // Then
    #expect(handled.withLock { $0 } == ["CancellationError"])
    #expect(issues.issues.isEmpty)
  }

  @Test func anErrorThrownAfterCancellationIsNeitherReportedNorHandled() async {
    // Given
    let issues = IssueLog()
    let runner = makeRunner(issueReporter: issues.reporter)
    let response = Gate<Void>()
    let task = runner.run(
      Effect<String>.run { _ in
        await response.wait()
        throw ServerDown()
      } catch: { _, send in
        send("handled")
      }
      .cancellable(id: CancelID.load)
    )

    // When
    runner.cancel(id: CancelID.load)
    response.open()
    await task.finish()

    // Then
    #expect(issues.issues.isEmpty)
    #expect(delivered.entries.isEmpty)
  }

  // MARK: - Time

  @Test func aDebouncedEffectRunsOnlyTheLastOfABurstOnceTheQuietPeriodHasPassed() async {
    // Given
    let runner = makeRunner()
    let clock = TestClock()
    func search(_ query: String) -> Effect<String> {
      Effect<String>.send("results for \(query)")
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    }

    // When
    let first = runner.run(search("s"))
    await clock.advance(by: .milliseconds(200))
    let second = runner.run(search("sw"))
    await first.finish()
    await clock.advance(by: .milliseconds(299))

    // Then
    #expect(delivered.entries.isEmpty)
    #expect(clock.sleeperCount == 1)

    // When
    await clock.advance(by: .milliseconds(1))
    await second.finish()

    // Then
    #expect(delivered.entries == ["results for sw"])
    #expect(runner.inFlightCount == 0)
  }
}
