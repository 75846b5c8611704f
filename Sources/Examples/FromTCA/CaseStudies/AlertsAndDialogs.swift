import Unidirectional
import UnidirectionalNavigation

/// TCA's "Alerts and confirmation dialogs" case study, rebuilt from its behaviour: an alert
/// that offers to increment the count, a dialog that offers to increment or decrement it,
/// and an alert that says which one happened.
struct AlertsAndDialogs: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case dialog(PresentationAction<Dialog>)
    case dialogButtonTapped

    enum Alert: Equatable, Sendable {
      case incrementButtonTapped
    }

    enum Dialog: Equatable, Sendable {
      case incrementButtonTapped
      case decrementButtonTapped
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(_, .incrementButtonTapped)),
        .dialog(.presented(_, .incrementButtonTapped)):
        state.alert = AlertState(title: "Incremented!")
        state.count += 1
      case .dialog(.presented(_, .decrementButtonTapped)):
        state.alert = AlertState(title: "Decremented!")
        state.count -= 1
      case .alertButtonTapped:
        state.alert = Self.alert
      case .dialogButtonTapped:
        state.dialog = Self.dialog
      case .alert, .dialog:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: ActionPath(Action.alert))
    .ifLet(\.$dialog, action: ActionPath(Action.dialog))
  }

  static let alert = AlertState<Action.Alert>(
    title: "Alert!",
    message: "This is an alert",
    buttons: [.cancel("Cancel"), ButtonState(title: "Increment", action: .incrementButtonTapped)]
  )

  static let dialog = ConfirmationDialogState<Action.Dialog>(
    title: "Confirmation dialog",
    titleVisibility: .visible,
    message: "This is a confirmation dialog.",
    buttons: [
      .cancel("Cancel"),
      ButtonState(title: "Increment", action: .incrementButtonTapped),
      ButtonState(title: "Decrement", action: .decrementButtonTapped),
    ]
  )
}
