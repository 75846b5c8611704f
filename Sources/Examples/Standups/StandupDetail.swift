public import UnidirectionalNavigation
public import UnidirectionalPersistence
public import Unidirectional

/// One standup: edited in a sheet, deleted after an alert. Its standup is a shared element
/// of the app's list, so an edit reaches the list and a delete removes it, with no
/// delegate action.
public struct StandupDetail: Reducer {
  public struct State: Equatable, Sendable {
    @SharedElement public var standup: Standup
    @PresentationState public var editor: StandupForm.State?
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// The detail of `standup`.
    public init(standup: Standup) {
      self.standup = standup
    }
  }

  public enum Action: Equatable, Sendable {
    case editTapped
    case doneEditing
    case deleteTapped
    case startMeetingTapped
    case editor(PresentationAction<StandupForm.Action>)
    case alert(PresentationAction<Alert>)

    public enum Alert: Equatable, Sendable { case confirmDelete }
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = StandupForm.State(draft: state.standup)
      case .doneEditing:
        if let draft = state.editor?.draft { state.standup = draft }
        state.editor = nil
      case .deleteTapped:
        state.alert = Self.deleteAlert(title: state.standup.title)
      case .alert(.presented(_, .confirmDelete)):
        state.$standup.remove()
      case .startMeetingTapped, .editor, .alert:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: .editor) { StandupForm() }
    .ifLet(\.$alert, action: .alert)
  }

  /// The alert that asks before deleting.
  public static func deleteAlert(title: String) -> AlertState<Action.Alert> {
    AlertState(
      title: "Delete \(title)?",
      buttons: [ButtonState(role: .destructive, title: "Delete", action: .confirmDelete), .cancel("Cancel")])
  }
}

extension ActionPath where Root == StandupDetail.Action, Value == PresentationAction<StandupForm.Action> {
  /// The editor's actions.
  public static var editor: Self {
    ActionPath(embed: Root.editor) { if case .editor(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath where Root == StandupDetail.Action, Value == PresentationAction<StandupDetail.Action.Alert> {
  /// The alert's actions.
  public static var alert: Self {
    ActionPath(embed: Root.alert) { if case .alert(let a) = $0 { a } else { nil } }
  }
}
