import Testing
import Unidirectional
import UnidirectionalTesting

@MainActor
struct TestStoreTests {
  let clock = TestClock()

  func makeStore(exhaustivity: Exhaustivity = .on) -> TestStore<Counter.State, Counter.Action> {
    TestStore(
      initialState: Counter.State(),
      reducer: Counter(clock: clock),
      exhaustivity: exhaustivity
    )
  }

  @Test func sentAndReceivedActionsAreAssertedInTheOrderTheyHappened() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }

    #expect(store.state == Counter.State(count: 2))
    await store.finish()
  }

  @Test func theHistoryHoldsEveryStateIncludingTheInitialOne() async {
    let store = makeStore()

    await store.send(.increment) { $0.count = 1 }
    await store.send(.incrementTwiceLater)
    await store.receive(.increment) { $0.count = 2 }
    await store.receive(.increment) { $0.count = 3 }

    store.assertStateHistory([
      Counter.State(count: 0),
      Counter.State(count: 1),
      Counter.State(count: 1),
      Counter.State(count: 2),
      Counter.State(count: 3),
    ])
    await store.finish()
  }

  @Test func aPredicateReceivesActionsThatAreMatchedByKind() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.receive({ $0 == .increment }) { $0.count = 1 }
    await store.receive({ $0 == .increment }) { $0.count = 2 }
    await store.finish()
  }

  @Test func timeOnlyMovesWhenTheTestAdvancesTheClock() async {
    let store = makeStore()

    await store.send(.delayedIncrement)
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.count == 0)
    #expect(clock.sleeperCount == 1)

    await clock.advance(by: .milliseconds(1))
    await store.receive(.increment) { $0.count = 1 }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func nonExhaustiveAssertionsCheckOnlyWhatTheyMention() async {
    let store = makeStore(exhaustivity: .off)

    await store.send(.increment)
    await store.send(.incrementTwiceLater)
    await store.send(.increment) { $0.count = 4 }
    await store.send(.delayedIncrement)

    #expect(store.state.count == 4)
    await store.finish()
  }

  @Test func skippingReceivedActionsLetsTheTestGoOn() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.skipReceivedActions()
    await store.send(.increment) { $0.count = 3 }
    await store.finish()
  }

  @Test func skippingInFlightEffectsLetsTheTestFinishWithoutThem() async {
    let store = makeStore()
    await store.send(.delayedIncrement)
    #expect(clock.sleeperCount == 1)

    await store.skipInFlightEffects()

    #expect(store.inFlightEffectCount == 0)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    store.assertStateHistory([Counter.State(count: 0), Counter.State(count: 0)])
    await store.finish()
  }

  @Test func skippingWaitsUntilAnEffectWaitingOnTheOutsideWorldHasEnded() async {
    let store = makeStore(exhaustivity: .off)
    // The effect never parks on something the test controls: the step's settling wait is
    // kept short, as Exhaustivity.off advises, and the skip gets the usual bound back.
    store.timeout = .milliseconds(10)
    await store.send(.waitOnTheOutsideWorld)
    store.timeout = .seconds(5)

    await store.skipInFlightEffects()

    #expect(store.inFlightEffectCount == 0)
    await store.finish()
  }

  @Test func finishWaitsForEffectsThatEndOnTheirOwn() async {
    let store = makeStore()

    await store.send(.incrementTwiceLater)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }

    await store.finish()
    #expect(store.inFlightEffectCount == 0)
  }
}
