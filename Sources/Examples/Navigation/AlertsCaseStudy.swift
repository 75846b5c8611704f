public import Unidirectional
public import UnidirectionalNavigation

/// An alert and a confirmation dialog, both as state: the alert asks before resetting the
/// count, the dialog offers to change it by one either way.
public struct AlertsCaseStudy: Reducer {
  /// The count and what is shown over it.
  public struct State: Equatable {
    /// The count.
    public var count: Int
    /// The reset alert.
    @PresentationState public var alert: AlertState<Action.Alert>?
    /// The change-the-count dialog.
    @PresentationState public var dialog: ConfirmationDialogState<Action.Dialog>?

    /// Creates the case study's state.
    ///
    /// - Parameter count: The count to start from.
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// What the view and the two presentations do.
  public enum Action: Equatable, Sendable {
    /// The reset button: asks first.
    case resetTapped
    /// The change button: offers a choice.
    case changeTapped
    /// A button of the alert.
    case alert(PresentationAction<Alert>)
    /// A choice of the dialog.
    case dialog(PresentationAction<Dialog>)

    /// The alert's buttons.
    public enum Alert: Equatable, Sendable {
      /// Set the count back to zero.
      case confirmReset
    }

    /// The dialog's choices.
    public enum Dialog: Equatable, Sendable {
      /// Add one.
      case increment
      /// Take one away.
      case decrement
    }
  }

  /// Creates the case study's reducer.
  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .resetTapped:
        state.alert = Self.resetAlert(count: state.count)
      case .changeTapped:
        state.dialog = Self.changeDialog
      case .alert(.presented(_, .confirmReset)):
        state.count = 0
      case .dialog(.presented(_, .increment)):
        state.count += 1
      case .dialog(.presented(_, .decrement)):
        state.count -= 1
      case .alert(.dismiss), .dialog(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: .alert)
    .ifLet(\.$dialog, action: .dialog)
  }

  /// The alert that asks before a reset.
  public static func resetAlert(count: Int) -> AlertState<Action.Alert> {
    AlertState(
      title: "Reset the count?",
      message: "It is \(count) now.",
      buttons: [
        ButtonState(role: .destructive, title: "Reset", action: .confirmReset),
        .cancel("Cancel"),
      ]
    )
  }

  /// The dialog that offers to change the count.
  public static let changeDialog = ConfirmationDialogState<Action.Dialog>(
    title: "Change the count",
    titleVisibility: .visible,
    buttons: [
      ButtonState(title: "Add One", action: .increment),
      ButtonState(title: "Take One Away", action: .decrement),
      .cancel("Cancel"),
    ]
  )
}

extension ActionPath where Root == AlertsCaseStudy.Action, Value == PresentationAction<AlertsCaseStudy.Action.Alert> {
  /// The alert's actions.
  public static var alert: Self {
    ActionPath(embed: Root.alert) { if case .alert(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == AlertsCaseStudy.Action, Value == PresentationAction<AlertsCaseStudy.Action.Dialog> {
  /// The dialog's actions.
  public static var dialog: Self {
    ActionPath(embed: Root.dialog) { if case .dialog(let a) = $0 { a } else { nil } }
  }
}
