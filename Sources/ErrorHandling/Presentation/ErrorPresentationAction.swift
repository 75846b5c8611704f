/// What the user did with a presented error; embed it in your feature's actions.
///
/// ```swift
/// enum Action {
///   case submitTapped
///   case errorPresentation(ErrorPresentationAction)
/// }
/// ```
public enum ErrorPresentationAction: Hashable, Sendable {
  /// The user tapped the alert's button with this role.
  case tapped(ErrorActionRole)

  /// The user closed the presentation without a button: swiped the banner away, or the
  /// system closed the alert.
  case dismissed
}

/// Written as `{"tapped":{"role":"retry"}}` or `{"dismissed":{}}`.
extension ErrorPresentationAction: Codable {
  private enum TappedCodingKeys: String, CodingKey { case _0 = "role" }
}
