import Testing
import Unidirectional
import UnidirectionalTesting

/// Reports when its effect's sleeps end, for testing the clock through a test store.
private struct Alarm: Reducer {
  enum Action: Equatable {
    case set(name: String, after: Duration)
    case rang(String)
    case cancelAll
  }

  enum CancelID { case alarms }

  let clock: any Clock<Duration>

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .set(let name, let delay):
      return .run { [clock] send in
        try await clock.sleep(for: delay)
        send(.rang(name))
      }
      .cancellable(id: CancelID.alarms)
    case .rang(let name):
      state.append(name)
      return .none
    case .cancelAll:
      return .cancel(id: CancelID.alarms)
    }
  }
}

@MainActor
struct TestClockTests {
  let clock = TestClock()

  @Test func sleepersWakeInDeadlineOrderWhateverOrderTheyStarted() async {
    let store = TestStore(initialState: [], reducer: Alarm(clock: clock))
    await store.send(.set(name: "late", after: .seconds(3)))
    await store.send(.set(name: "early", after: .seconds(1)))
    await store.send(.set(name: "middle", after: .seconds(2)))

    await clock.advance(by: .seconds(3))

    await store.receive(.rang("early")) { $0 = ["early"] }
    await store.receive(.rang("middle")) { $0 = ["early", "middle"] }
    await store.receive(.rang("late")) { $0 = ["early", "middle", "late"] }
    await store.finish()
  }

  @Test func advancingMovesNowByExactlyTheDuration() async {
    let start = clock.now

    await clock.advance(by: .milliseconds(1500))

    #expect(start.duration(to: clock.now) == .milliseconds(1500))
  }

  @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(5))

    try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))

    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepOfZeroReturnsAtOnceWithoutAnAdvance() async throws {
    // Given / When: unlike swift-clocks' TestClock, which waits for the next advance()
    try await clock.sleep(for: .zero)

    // Then
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == TestClock.Instant(offset: .zero))
  }

  @Test func cancellingASleepingEffectRemovesItsSleeper() async {
    let store = TestStore(initialState: [], reducer: Alarm(clock: clock))
    await store.send(.set(name: "never", after: .seconds(1)))
    #expect(clock.sleeperCount == 1)

    await store.send(.cancelAll)

    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func runAdvancesUntilNoOneSleeps() async {
    let store = TestStore(initialState: [], reducer: Alarm(clock: clock))
    await store.send(.set(name: "a", after: .seconds(10)))
    await store.send(.set(name: "b", after: .seconds(20)))

    await clock.run()

    await store.receive(.rang("a")) { $0 = ["a"] }
    await store.receive(.rang("b")) { $0 = ["a", "b"] }
    #expect(clock.now == TestClock.Instant(offset: .seconds(20)))
    await store.finish()
  }
}
