/// An alert about a failure: a title, a message, and the buttons the user can tap.
///
/// Built by a ``ErrorPresentationPolicy`` from an ``AppError``, in the policy's language.
/// A view shows ``title``, ``message`` and one button per entry of ``buttons``; tapping one
/// sends `ErrorPresentationAction.tapped(button.role)`.
public struct ErrorAlert<Action> {
  /// A button as a view draws it: its role (what to send back) and its title.
  public struct Button: Hashable, Sendable, Identifiable {
    /// What the button does; sent back in `ErrorPresentationAction.tapped(_:)`.
    public let role: ErrorActionRole
    /// The button's title.
    public let title: String
    /// The role, unique within an alert.
    public var id: ErrorActionRole { role }

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - role: What the button does.
    ///   - title: The button's title.
    public init(role: ErrorActionRole, title: String) {
      self.role = role
      self.title = title
    }
  }

  /// The failure the alert is about.
  public let error: AppError

  /// The alert's headline.
  public let title: String

  /// The sentence under the title, for the user.
  public let message: String

  /// The actions, in the order they were given, at most one per role.
  public let actions: [ErrorAction<Action>]

  /// The buttons to draw, one per action, in order.
  public let buttons: [Button]

  /// Creates an alert; of several actions with one role, the first is kept.
  ///
  /// An alert with no action gets a dismiss button, so the user can always close it.
  ///
  /// - Parameters:
  ///   - error: The failure the alert is about.
  ///   - title: The headline; by default the error's title in `language`.
  ///   - message: The sentence under it; by default the error's message in `language`.
  ///   - actions: What the buttons do.
  ///   - language: The language of the default title, message and button titles.
  public init(
    error: AppError,
    title: String? = nil,
    message: String? = nil,
    actions: [ErrorAction<Action>],
    language: AppError.Language = .english
  ) {
    var seen = Set<ErrorActionRole>()
    let unique = actions.filter { seen.insert($0.role).inserted }
    self.error = error
    self.title = title ?? error.title(in: language)
    self.message = message ?? error.userMessage(in: language)
    self.actions = unique.isEmpty ? [.dismiss()] : unique
    self.buttons = self.actions.map { Button(role: $0.role, title: $0.title(in: language)) }
  }

  /// The action behind the button with `role`, if the alert has one.
  ///
  /// - Parameter role: The role of the tapped button.
  /// - Returns: The action, or `nil` when the alert has no button with that role.
  public func action(for role: ErrorActionRole) -> ErrorAction<Action>? {
    actions.first { $0.role == role }
  }
}

extension ErrorAlert: Equatable where Action: Equatable {}
extension ErrorAlert: Sendable where Action: Sendable {}
