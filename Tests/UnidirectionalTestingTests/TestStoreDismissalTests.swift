import Testing
import Unidirectional
import UnidirectionalTesting

/// A screen that dismisses itself can be tested on its own: the test store notes the
/// dismissal, cancels the screen's effects and reports nothing.
@MainActor
struct TestStoreDismissalTests {
  /// An editor with a timer; Close dismisses it.
  struct Editor: Reducer {
    enum Action: Equatable, Sendable { case startTimer, tick, closeTapped, typed(String) }

    let clock: TestClock

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            send(.tick)
          }
        }
      case .tick:
        state += 1
        return .none
      case .closeTapped:
        return .dismiss()
      case .typed:
        return .none
      }
    }
  }

  let clock = TestClock()
  let failures = FailureCollector()

  @Test func givenAScreenTestedAloneWhenItDismissesItselfThenTheStoreSaysSoAndCancelsItsEffects() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Editor(clock: clock), issueReporter: failures.reporter)
    await store.send(.startTimer)
    #expect(!store.isDismissed)

    // When
    await store.send(.closeTapped)

    // Then
    #expect(store.isDismissed)
    #expect(store.inFlightEffectCount == 0)
    await store.finish()
    #expect(failures.messages.isEmpty)
  }

  @Test func givenADismissedScreenWhenTheTestSendsAgainThenItFailsAndTheReducerDoesNotRun() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Editor(clock: clock), issueReporter: failures.reporter)
    await store.send(.closeTapped)

    // When
    await store.send(.typed("late"))

    // Then
    #expect(
      failures.messages == [
        "The feature dismissed itself before .typed(\"late\") was sent: a dismissed screen takes no more actions."
      ])
    #expect(store.stateHistory.count == 2)
  }
}
