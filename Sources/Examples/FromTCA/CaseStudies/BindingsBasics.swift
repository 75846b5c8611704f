import Unidirectional

/// TCA's "Bindings: basics" case study, rebuilt from its behaviour: a text field, a toggle,
/// a stepper and a slider, each sending its own action; lowering the stepper's count pulls
/// the slider down to it.
struct BindingsBasics: Reducer {
  struct State: Equatable, Sendable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action: Equatable, Sendable {
    case sliderValueChanged(Double)
    case stepCountChanged(Int)
    case textChanged(String)
    case toggleChanged(isOn: Bool)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sliderValueChanged(let value):
      state.sliderValue = value
    case .stepCountChanged(let count):
      state.sliderValue = min(state.sliderValue, Double(count))
      state.stepCount = count
    case .textChanged(let text):
      state.text = text
    case .toggleChanged(let isOn):
      state.toggleIsOn = isOn
    }
    return .none
  }
}
