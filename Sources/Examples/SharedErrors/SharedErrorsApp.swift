public import ErrorHandling
public import Unidirectional

/// Article 002's app-wide `ErrorHandler`: two screens hand their failures to one holder at
/// the root, which shows one at a time and routes the user's answer back to the screen.
///
/// The profile reports a failed load as an alert whose Try Again loads the profile again;
/// the note form reports an empty note inline, and its view reads the message from the
/// root (``State/inlineMessage``).
public struct SharedErrorsApp: Reducer {
  /// The two screens, and the failure shown.
  public struct State: Equatable {
    /// The profile screen.
    public var profile: ProfileCard.State
    /// The note form.
    public var notes: NoteForm.State
    /// The failure the app shows now, whichever screen reported it.
    public var error: ErrorPresentation<Action>?

    /// Creates the app's state: nothing loaded, nothing shown.
    public init() {
      profile = ProfileCard.State()
      notes = NoteForm.State()
    }

    /// The message a screen shows under its form, when the failure shown is inline.
    public var inlineMessage: String? {
      if case .inline(_, let message)? = error { message } else { nil }
    }
  }

  /// The screens' actions, and the user's answer to the failure shown.
  public enum Action: Equatable, Sendable {
    /// An action of the profile screen.
    case profile(ProfileCard.Action)
    /// An action of the note form.
    case notes(NoteForm.Action)
    /// The user's answer to the failure shown.
    case error(ErrorPresentationAction)
  }

  let profile: ProfileCard

  /// Creates the app.
  ///
  /// - Parameter fetchName: Loads the user's name for the profile screen.
  public init(fetchName: @escaping @Sendable () async throws -> String) {
    profile = ProfileCard(fetchName: fetchName)
  }

  public var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.profile, action: .profile) { profile }
      Scope(state: \.notes, action: .notes) { NoteForm() }
    }
    .handlingErrors(reportedBy: Self.report, in: \.error, action: .error)
  }

  /// The report in `action`, lifted into the app's actions.
  static func report(in action: Action) -> ErrorReport<Action>? {
    switch action {
    case .profile(.failed(let report)): report.map(Action.profile)
    case .notes(.failed(let report)): report.map(Action.notes)
    default: nil
    }
  }
}

extension ActionPath where Root == SharedErrorsApp.Action, Value == ProfileCard.Action {
  /// The profile screen's actions.
  public static var profile: Self {
    ActionPath(embed: Root.profile) { if case .profile(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == SharedErrorsApp.Action, Value == NoteForm.Action {
  /// The note form's actions.
  public static var notes: Self {
    ActionPath(embed: Root.notes) { if case .notes(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == SharedErrorsApp.Action, Value == ErrorPresentationAction {
  /// The user's answer to the failure shown.
  public static var error: Self {
    ActionPath(embed: Root.error) { if case .error(let action) = $0 { action } else { nil } }
  }
}
