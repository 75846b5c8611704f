/// An error that knows which ``AppError`` it is, and keeps the detail a developer needs.
///
/// Conform your data layer's errors to it when they carry more than a case (a URL, a
/// status, a response body): ``AppError/init(_:)`` then classifies them as they say, and an
/// ``ErrorLogger`` in development prints their detail while production prints only
/// ``appError``'s case and ``code``.
///
/// ```swift
/// struct SignInRejected: ClassifiedError, CustomDebugStringConvertible {
///   let email: String
///   var appError: AppError { .invalidCredentials }
///   var code: Int? { 401 }
///   var debugDescription: String { "sign-in rejected for \(email)" }
/// }
/// ```
public protocol ClassifiedError: Error {
  /// The case a screen shows for this error.
  var appError: AppError { get }

  /// A number that names the failure without any user data, such as an HTTP status or a
  /// `URLError` code: the only detail a production log keeps. `nil` when there is none.
  var code: Int? { get }
}
