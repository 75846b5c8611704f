/// How a failure is shown right now: an alert, a message inline, or a banner.
///
/// Keep one optional `ErrorPresentation` in a screen's state: the one place that holds the
/// current error and what the user can do about it. ``Unidirectional/Reducer/presentingErrors(of:in:action:policy:)``
/// sets it when a failure appears, from the policy the app gives, and clears it when the
/// user dismisses it or the failure goes away. A view switches on it:
///
/// ```swift
/// func show(_ presentation: ErrorPresentation<Feature.Action>?) {
///   switch presentation {
///   case .alert(let alert)?: print(alert.title, alert.buttons.map(\.title))
///   case .inline(_, let message)?: print("under the form:", message)
///   case .banner(_, let message)?: print("over the list:", message)
///   case nil: break
///   }
/// }
/// show(ErrorPresentationPolicy.alerts(retry: .submitTapped).presentation(of: .network))
/// ```
///
/// ```text
/// Connection Problem ["Try Again", "OK"]
/// ```
public enum ErrorPresentation<Action>: Identifiable {
  /// A modal alert with buttons.
  case alert(ErrorAlert<Action>)

  /// A message next to what it concerns, such as under a sign-in form.
  case inline(AppError, message: String)

  /// A dismissable banner over content that stays on screen, such as a failed refresh over
  /// the rows it could not replace.
  case banner(AppError, message: String)

  /// The failure being shown.
  public var error: AppError {
    switch self {
    case .alert(let alert): alert.error
    case .inline(let error, _), .banner(let error, _): error
    }
  }

  /// The sentence shown to the user.
  public var message: String {
    switch self {
    case .alert(let alert): alert.message
    case .inline(_, let message), .banner(_, let message): message
    }
  }

  /// The error's identity, so SwiftUI's `alert(item:)`-style APIs present one per failure.
  public var id: AppError { error }
}

extension ErrorPresentation: Equatable where Action: Equatable {}
extension ErrorPresentation: Sendable where Action: Sendable {}

/// Written with its payloads named: `{"alert":{"alert":…}}`,
/// `{"inline":{"error":{"case":"invalidCredentials"},"message":"…"}}`.
extension ErrorPresentation: Codable where Action: Codable {
  private enum AlertCodingKeys: String, CodingKey { case _0 = "alert" }
  private enum InlineCodingKeys: String, CodingKey { case _0 = "error", message }
  private enum BannerCodingKeys: String, CodingKey { case _0 = "error", message }
}
