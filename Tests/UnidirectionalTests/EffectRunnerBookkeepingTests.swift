import TestSupport
import Testing
import Unidirectional

/// The runner keeps bookkeeping only for work that runs, and a cancellation returned with
/// the effect it cancels wins, whenever the effect's body would have started.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectRunnerBookkeepingTests {
  @Test func aHundredThousandCancellationsOfUniqueIDsLeaveNothingBehind() {
    // Given
    let runner = EffectRunner<Int> { _ in }

    // When
    for id in 0..<100_000 { runner.run(.cancel(id: id)) }

    // Then
    #expect(runner.bookkeepingCount == 0)
  }

  @Test func effectsUnderUniqueIDsLeaveNothingBehindOnceTheyEnd() async {
    // Given
    let runner = EffectRunner<Int> { _ in }
    let gate = Gate<Void>()
    var tasks: [StoreTask] = []

    // When: 30,000 per-row loads, each under its own id, all waiting, then all done
    for row in 0..<30_000 {
      let load = Effect<Int>.run { _ in await gate.wait() }
      tasks.append(runner.run(load.cancellable(id: "row-\(row)", cancelInFlight: true)))
    }
    #expect(runner.bookkeepingCount == 60_000, "one task and one id per row while they run")
    gate.open()
    for task in tasks { await task.finish() }

    // Then
    #expect(runner.inFlightCount == 0)
    #expect(runner.bookkeepingCount == 0)
  }

  @Test func aConcatenationUnderAnIDLeavesNothingBehindWhenCancelledOrDone() async {
    // Given
    let runner = EffectRunner<Int> { _ in }
    let gate = Gate<Void>()
    let steps = Effect<Int>.concatenate(.run { _ in await gate.wait() }, .send(1), .run { _ in })

    // When
    let cancelled = runner.run(steps.cancellable(id: "cancelled"))
    let finished = runner.run(steps.cancellable(id: "finished"))
    runner.cancel(id: "cancelled")
    gate.open()
    await cancelled.finish()
    await finished.finish()

    // Then
    #expect(runner.bookkeepingCount == 0)
  }

  @Test func aCancelReturnedAfterItsEffectInTheSameReduceWins() async {
    // Given
    let store = Store(initialState: [String](), reducer: Reduce<[String], String> { reduced, action in
      reduced.append(action)
      guard action == "start" else { return .none }
      return .merge(
        .run { send in send("done") }.cancellable(id: "work"),
        .cancel(id: "work")
      )
    })

    // When
    await store.send("start").finish()

    // Then
    #expect(store.state == ["start"])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func aCancelReturnedBeforeItsEffectInTheSameReduceCancelsOnlyOlderWork() async {
    // Given
    let store = Store(initialState: [String](), reducer: Reduce<[String], String> { reduced, action in
      reduced.append(action)
      guard action == "start" else { return .none }
      return .merge(
        .cancel(id: "work"),
        .run { send in send("done") }.cancellable(id: "work")
      )
    })

    // When
    await store.send("start").finish()

    // Then
    #expect(store.state == ["start", "done"])
  }

  @Test func aLaterCancelInFlightInTheSameReduceWinsOverAnEarlierEffect() async {
    // Given
    let store = Store(initialState: [String](), reducer: Reduce<[String], String> { reduced, action in
      reduced.append(action)
      guard action == "start" else { return .none }
      return .merge(
        .run { send in send("first") }.cancellable(id: "work"),
        .run { send in send("second") }.cancellable(id: "work", cancelInFlight: true)
      )
    })

    // When
    await store.send("start").finish()

    // Then
    #expect(store.state == ["start", "second"])
  }
}
