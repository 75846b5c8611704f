import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's "Alerts and confirmation dialogs", tested for each behaviour its tests assert: a
/// button of either presentation closes it and changes the count, and the alert that says
/// so stays; cancelling closes the alert and changes nothing.
@MainActor
struct AlertsAndDialogsTests {
  @Test func givenTheAlertWhenIncrementIsTappedThenTheCountGrowsAndAnAlertSaysSo() async {
    let store = TestStore(initialState: AlertsAndDialogs.State(), reducer: AlertsAndDialogs())

    await store.send(.alertButtonTapped) { $0.alert = AlertsAndDialogs.alert }
    #expect(store.state.alert?.action(forButtonTitled: "Increment") == .incrementButtonTapped)
    await store.send(.alert(.presented(id: 1, action: .incrementButtonTapped))) {
      $0.alert = AlertState(title: "Incremented!")
      $0.count = 1
    }
    await store.send(.alert(.dismiss(id: 2))) { $0.alert = nil }
  }

  @Test func givenTheDialogWhenEitherChoiceIsTappedThenItClosesAndTheCountMoves() async {
    let store = TestStore(initialState: AlertsAndDialogs.State(), reducer: AlertsAndDialogs())

    await store.send(.dialogButtonTapped) { $0.dialog = AlertsAndDialogs.dialog }
    await store.send(.dialog(.presented(id: 1, action: .incrementButtonTapped))) {
      $0.alert = AlertState(title: "Incremented!")
      $0.dialog = nil
      $0.count = 1
    }
    await store.send(.dialogButtonTapped) { $0.dialog = AlertsAndDialogs.dialog }
    await store.send(.dialog(.presented(id: 2, action: .decrementButtonTapped))) {
      $0.alert = AlertState(title: "Decremented!")
      $0.dialog = nil
      $0.count = 0
    }
  }

  @Test func givenTheAlertWhenItIsCancelledThenItClosesAndTheCountStays() async {
    let store = TestStore(initialState: AlertsAndDialogs.State(), reducer: AlertsAndDialogs())

    await store.send(.alertButtonTapped) { $0.alert = AlertsAndDialogs.alert }
    #expect(store.state.alert?.action(forButtonTitled: "Cancel") == nil)
    await store.send(.alert(.dismiss(id: 1))) { $0.alert = nil }
  }
}
