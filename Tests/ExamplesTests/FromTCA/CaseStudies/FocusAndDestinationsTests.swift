import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's focus-state and multiple-destinations case studies, tested for what each does
/// (TCA's suite has no tests of them).
@MainActor
struct FocusAndDestinationsTests {
  @Test func givenEmptyFieldsWhenSigningInThenTheFocusGoesToTheFirstEmptyOne() async {
    let store = TestStore(initialState: FocusDemo.State(), reducer: FocusDemo())

    await store.send(.signInButtonTapped) { $0.focusedField = .username }
    await store.send(.binding(.set(\.username, "blob"))) { $0.username = "blob" }
    await store.send(.signInButtonTapped) { $0.focusedField = .password }
    await store.send(.binding(.set(\.password, "secret"))) { $0.password = "secret" }
    await store.send(.binding(.set(\.focusedField, nil))) { $0.focusedField = nil }
    await store.send(.signInButtonTapped)
  }

  @Test func givenADestinationWhenAnotherIsShownThenItReplacesItAndEachCounterCounts() async {
    let store = TestStore(
      initialState: MultipleDestinations.State(), reducer: MultipleDestinations())

    await store.send(.showSheet) { $0.destination = .sheet(Counter.State()) }
    await store.send(.destination(.presented(id: 1, action: .sheet(.incrementButtonTapped)))) {
      $0.destination? = .sheet(Counter.State(count: 1))
    }
    await store.send(.showPopover) { $0.destination = .popover(Counter.State()) }
    await store.send(.destination(.presented(id: 2, action: .popover(.decrementButtonTapped)))) {
      $0.destination? = .popover(Counter.State(count: -1))
    }
    await store.send(.destination(.presented(id: 2, action: .sheet(.incrementButtonTapped))))
    await store.send(.destination(.dismiss(id: 2))) { $0.destination = nil }
    await store.send(.showDrillDown) { $0.destination = .drillDown(Counter.State()) }
  }
}
