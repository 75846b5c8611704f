import Unidirectional
import UnidirectionalBindings

/// TCA's "Bindings: forms" case study, rebuilt from its behaviour: the same four controls
/// as the basics, bound to the state through one binding action, and a reset button; a
/// new step count still pulls the slider down to it.
struct BindingsForm: Reducer {
  struct State: Equatable, Sendable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action: Equatable, Sendable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.binding))
    Reduce { state, action in
      switch action {
      case .binding(let edit) where edit.sets(\.stepCount):
        state.sliderValue = min(state.sliderValue, Double(state.stepCount))
      case .binding:
        break
      case .resetButtonTapped:
        state = State()
      }
      return .none
    }
  }
}
