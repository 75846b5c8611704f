/// How a policy wants one failure shown: what an ``ErrorPresentationPolicy`` returns.
///
/// A `nil` title or message takes the error's own, in the policy's language.
public enum ErrorPresentationStyle<Action> {
  /// A modal alert with these buttons.
  case alert(title: String? = nil, message: String? = nil, actions: [ErrorAction<Action>])

  /// A message next to what it concerns; pass the designer's wording as `message`.
  case inline(message: String? = nil)

  /// A dismissable banner over content that stays on screen.
  case banner(message: String? = nil)

  /// Not shown at all: the screen shows the failure some other way (an error row, an
  /// empty state), or there is nothing to tell.
  case hidden
}

extension ErrorPresentationStyle: Equatable where Action: Equatable {}
extension ErrorPresentationStyle: Sendable where Action: Sendable {}
extension ErrorPresentationStyle: Codable where Action: Codable {}
