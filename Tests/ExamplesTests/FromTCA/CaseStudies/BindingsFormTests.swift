import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalTesting

@testable import Examples

/// TCA's "Bindings: forms", tested for each behaviour its tests assert: every binding edits
/// its field, a lower step count pulls the slider down, and reset restores every field.
@MainActor
struct BindingsFormTests {
  @Test func givenTheFormThenEachBindingEditsItsFieldAndResetRestoresThemAll() async {
    let store = TestStore(initialState: BindingsForm.State(), reducer: BindingsForm())

    await store.send(.binding(.set(\.sliderValue, 2))) { $0.sliderValue = 2 }
    await store.send(.binding(.set(\.stepCount, 1))) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    await store.send(.binding(.set(\.text, "Blob"))) { $0.text = "Blob" }
    await store.send(.binding(.set(\.toggleIsOn, true))) { $0.toggleIsOn = true }
    await store.send(.resetButtonTapped) { $0 = BindingsForm.State() }
  }

  @Test func givenTheFormThenAHigherStepCountLeavesTheSliderWhereItIs() async {
    let store = TestStore(initialState: BindingsForm.State(), reducer: BindingsForm())

    await store.send(.binding(.set(\.stepCount, 20))) { $0.stepCount = 20 }
  }
}
