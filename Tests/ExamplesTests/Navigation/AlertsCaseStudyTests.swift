import Examples
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// The alert and the dialog are state: shown by setting them, closed by any of their
/// buttons, and their buttons' actions reach the feature.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AlertsCaseStudyTests {
  @Test func confirmingTheResetAlertResetsTheCountAndClosesTheAlert() async {
    let store = TestStore(initialState: AlertsCaseStudy.State(count: 3), reducer: AlertsCaseStudy())
    await store.send(.resetTapped) { $0.alert = AlertsCaseStudy.resetAlert(count: 3) }

    await store.send(.alert(.presented(id: 1, action: .confirmReset))) {
      $0.alert = nil
      $0.count = 0
    }
    await store.finish()
  }

  @Test func cancellingTheAlertClosesItAndKeepsTheCount() async {
    let store = TestStore(initialState: AlertsCaseStudy.State(count: 3), reducer: AlertsCaseStudy())
    await store.send(.resetTapped) { $0.alert = AlertsCaseStudy.resetAlert(count: 3) }

    await store.send(.alert(.dismiss(id: 1))) { $0.alert = nil }
    await store.finish()
  }

  @Test func eachDialogChoiceChangesTheCountAndClosesTheDialog() async {
    let store = TestStore(initialState: AlertsCaseStudy.State(), reducer: AlertsCaseStudy())
    await store.send(.changeTapped) { $0.dialog = AlertsCaseStudy.changeDialog }
    await store.send(.dialog(.presented(id: 1, action: .increment))) {
      $0.dialog = nil
      $0.count = 1
    }
    await store.send(.changeTapped) { $0.dialog = AlertsCaseStudy.changeDialog }
    await store.send(.dialog(.presented(id: 2, action: .decrement))) {
      $0.dialog = nil
      $0.count = 0
    }
    await store.finish()
  }

  @Test func theAlertsButtonsAreTheAlertsState() {
    let alert = AlertsCaseStudy.resetAlert(count: 3)
    #expect(alert.message == "It is 3 now.")
    #expect(alert.buttons.map(\.title) == ["Reset", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.action(forButtonTitled: "Reset") == .confirmReset)
    #expect(alert.action(forButtonTitled: "Cancel") == nil)
  }
}
