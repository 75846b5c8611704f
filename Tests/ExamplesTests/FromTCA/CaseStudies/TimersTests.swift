import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: timers", tested for each behaviour its tests assert, on a `TestClock`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TimersTests {
  let clock = TestClock()

  func makeStore() -> TestStore<Timers.State, Timers.Action> {
    TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.clock = clock
    }
  }

  @Test func givenAStartedTimerThenItTicksEverySecondUntilItIsStopped() async {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(5))
    for second in 2...6 {
      await store.receive(.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
  }

  @Test func givenARunningTimerWhenTheScreenDisappearsThenItStopsTicking() async {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(3))
  }
}
