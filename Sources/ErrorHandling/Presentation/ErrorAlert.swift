import Unidirectional
public import UnidirectionalNavigation

/// An alert about a failure: an ``/UnidirectionalNavigation/AlertState`` whose buttons send back their
/// ``ErrorActionRole``, and the ``ErrorAction``s behind them.
///
/// Built by a ``ErrorPresentationPolicy`` from an ``AppError``, in the policy's language.
/// A view draws ``alert`` as it draws any alert state; tapping a button sends
/// `ErrorPresentationAction.tapped(role)`, where `role` is the button's action.
public struct ErrorAlert<Action> {
  /// The failure the alert is about.
  public let error: AppError

  /// The actions, in the order they were given, at most one per role.
  public let actions: [ErrorAction<Action>]

  /// The alert as a view draws it: a button per action, each sending its role.
  public let alert: AlertState<ErrorActionRole>

  /// The alert's headline.
  public var title: String { alert.title }

  /// The sentence under the title, for the user.
  public var message: String { alert.message ?? "" }

  /// The buttons to draw, one per action, in order; each one's action is its role.
  public var buttons: [ButtonState<ErrorActionRole>] { alert.buttons }

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
    self.actions = unique.isEmpty ? [.dismiss()] : unique
    alert = AlertState(
      title: title ?? error.title(in: language),
      message: message ?? error.userMessage(in: language),
      buttons: self.actions.map {
        ButtonState(role: $0.role.buttonRole, title: $0.title(in: language), action: $0.role)
      }
    )
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
extension ErrorAlert: Codable where Action: Codable {}
