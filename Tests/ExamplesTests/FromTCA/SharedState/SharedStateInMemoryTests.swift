import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's "Shared state: in memory", tested for each behaviour its tests assert: the tabs
/// switch, a count on the counter tab and a reset on the profile tab reach both tabs, and
/// the counter tab says whether the count is prime.
@MainActor
struct SharedStateInMemoryTests {
  @Test func givenTheTabsWhenOneIsSelectedThenItIsTheCurrentTab() async {
    let store = TestStore(initialState: SharedStateInMemory.State(), reducer: SharedStateInMemory())

    await store.send(.selectTab(.profile)) { $0.currentTab = .profile }
    await store.send(.selectTab(.counter)) { $0.currentTab = .counter }
  }

  @Test func givenBothTabsWhenEitherChangesTheStatsThenBothShowTheChange() async {
    let store = TestStore(initialState: SharedStateInMemory.State(), reducer: SharedStateInMemory())

    await store.send(.counter(.incrementButtonTapped)) { $0.stats.increment() }
    #expect(store.state.profile.stats.count == 1)
    await store.send(.counter(.decrementButtonTapped)) { $0.stats.decrement() }
    await store.send(.counter(.decrementButtonTapped)) { $0.stats.decrement() }
    #expect(store.state.profile.stats.minCount == -1)
    await store.send(.profile(.resetStatsButtonTapped)) { $0.stats = Stats() }
    #expect(store.state.counter.stats == Stats())
  }

  @Test func givenTheCountWhenAskedWhetherItIsPrimeThenAnAlertSays() async {
    let store = TestStore(initialState: SharedStateInMemory.State(), reducer: SharedStateInMemory())

    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState(title: "👎 The number 0 is not prime :(")
    }
    await store.send(.counter(.alert(.dismiss(id: 1)))) { $0.counter.alert = nil }
    for _ in 1...7 { await store.send(.counter(.incrementButtonTapped)) { $0.stats.increment() } }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState(title: "👍 The number 7 is prime!")
    }
  }
}
