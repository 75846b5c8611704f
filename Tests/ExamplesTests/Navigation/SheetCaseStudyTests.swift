import Examples
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// The sheet's timer runs while it is shown and stops however it is dismissed.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SheetCaseStudyTests {
  let clock = TestClock()

  @Test func theTimerCountsWhileTheSheetIsShownAndStopsWhenTheSystemDismissesIt() async {
    let store = TestStore(initialState: SheetCaseStudy.State(), reducer: SheetCaseStudy(clock: clock))
    await store.send(.showTimerTapped) { $0.timer = TimerScreen.State() }
    await store.send(.timer(.presented(id: 1, action: .appeared)))
    await clock.advance(by: .seconds(2))
    await store.receive(.timer(.presented(id: 1, action: .tick))) { $0.timer?.seconds = 1 }
    await store.receive(.timer(.presented(id: 1, action: .tick))) { $0.timer?.seconds = 2 }

    await store.send(.timer(.dismiss(id: 1))) {
      $0.secondsShown = 2
      $0.timer = nil
    }

    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func theCloseButtonDismissesTheSheetAndStopsItsTimer() async {
    let store = TestStore(initialState: SheetCaseStudy.State(), reducer: SheetCaseStudy(clock: clock))
    await store.send(.showTimerTapped) { $0.timer = TimerScreen.State() }
    await store.send(.timer(.presented(id: 1, action: .appeared)))
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.presented(id: 1, action: .tick))) { $0.timer?.seconds = 1 }

    await store.send(.timer(.presented(id: 1, action: .closeTapped)))

    await store.receive(.timer(.dismiss(id: 1))) {
      $0.secondsShown = 1
      $0.timer = nil
    }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aSheetShownAgainIsANewPresentationWithATimerFromZero() async {
    let store = TestStore(initialState: SheetCaseStudy.State(), reducer: SheetCaseStudy(clock: clock))
    await store.send(.showTimerTapped) { $0.timer = TimerScreen.State() }
    await store.send(.timer(.presented(id: 1, action: .appeared)))

    await store.send(.showTimerTapped) { $0.timer = TimerScreen.State() }

    #expect(store.state.$timer.id == 2)
    #expect(clock.sleeperCount == 0, "the first sheet's timer ended with it")
    await store.send(.timer(.presented(id: 2, action: .appeared)))
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.presented(id: 2, action: .tick))) { $0.timer?.seconds = 1 }
    await store.send(.timer(.dismiss(id: 2))) {
      $0.secondsShown = 1
      $0.timer = nil
    }
    await store.finish()
  }
}
