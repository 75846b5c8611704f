import Unidirectional
import UnidirectionalBindings

/// TCA's "Focus state" case study, rebuilt from its behaviour: signing in with a field
/// empty moves the focus to it, the username first. The focus is state, so a view binds
/// it to SwiftUI's `@FocusState` and a test reads it.
struct FocusDemo: Reducer {
  struct State: Equatable, Sendable {
    var focusedField: Field?
    var password = ""
    var username = ""

    enum Field: String, Hashable, Sendable {
      case username
      case password
    }
  }

  enum Action: Equatable, Sendable {
    case binding(BindingAction<State>)
    case signInButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.binding))
    Reduce { state, action in
      guard case .signInButtonTapped = action else { return .none }
      if state.username.isEmpty {
        state.focusedField = .username
      } else if state.password.isEmpty {
        state.focusedField = .password
      }
      return .none
    }
  }
}
