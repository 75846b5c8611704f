import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Bindings: basics", tested for each behaviour: every control edits its field, and a
/// lower step count pulls the slider down.
@MainActor
struct BindingsBasicsTests {
  @Test func givenTheBasicsThenEachControlEditsItsFieldAndALowerCountPullsTheSliderDown() async {
    let store = TestStore(initialState: BindingsBasics.State(), reducer: BindingsBasics())

    await store.send(.sliderValueChanged(8)) { $0.sliderValue = 8 }
    await store.send(.stepCountChanged(12)) { $0.stepCount = 12 }
    await store.send(.stepCountChanged(3)) {
      $0.sliderValue = 3
      $0.stepCount = 3
    }
    await store.send(.textChanged("Blob")) { $0.text = "Blob" }
    await store.send(.toggleChanged(isOn: true)) { $0.toggleIsOn = true }
  }
}
