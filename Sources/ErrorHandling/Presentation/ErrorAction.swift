/// What a button on an error alert does: retry, go back, or close the alert.
///
/// Retry and back send an action of your feature, so what they do is decided by your
/// reducer and proven by your tests: retry usually sends the action that failed, back
/// sends the action your parent pops the screen on. Every kind closes the alert first.
/// A `nil` title takes the default in the policy's language ("Try Again", "Back", "OK").
///
/// ```swift
/// let style: ErrorPresentationStyle<Feature.Action> =
///   .alert(actions: [.retry(.submitTapped, title: "Sign In Again"), .dismiss()])
/// ```
public enum ErrorAction<Action> {
  /// Closes the alert, then sends `action`: usually the action that failed.
  case retry(Action, title: String? = nil)

  /// Closes the alert, then sends `action`: the one your screen leaves on.
  case navigateBack(Action, title: String? = nil)

  /// Closes the alert.
  case dismiss(title: String? = nil)

  /// Which kind of action this is; an alert holds at most one of each.
  public var role: ErrorActionRole {
    switch self {
    case .retry: .retry
    case .navigateBack: .navigateBack
    case .dismiss: .dismiss
    }
  }

  /// The action the button sends after closing the alert, if any.
  public var actionToSend: Action? {
    switch self {
    case .retry(let action, _), .navigateBack(let action, _): action
    case .dismiss: nil
    }
  }

  /// The button's title: the one given, or the role's default in `language`.
  ///
  /// - Parameter language: The language of the default title.
  /// - Returns: The title to show on the button.
  public func title(in language: AppError.Language) -> String {
    switch self {
    case .retry(_, let title?), .navigateBack(_, let title?), .dismiss(let title?): title
    default: role.defaultTitle(in: language)
    }
  }
}

extension ErrorAction: Equatable where Action: Equatable {}
extension ErrorAction: Sendable where Action: Sendable {}

/// Written with its action named: `{"retry":{"action":…,"title":"Reload"}}`,
/// `{"dismiss":{}}`.
extension ErrorAction: Codable where Action: Codable {
  private enum RetryCodingKeys: String, CodingKey { case _0 = "action", title }
  private enum NavigateBackCodingKeys: String, CodingKey { case _0 = "action", title }
}
