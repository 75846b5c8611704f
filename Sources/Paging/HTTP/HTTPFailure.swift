public import ErrorHandling
import Foundation

/// Why an HTTP request gave no usable value: the ``ErrorHandling/AppError`` a screen shows,
/// with the detail a developer needs kept beside it.
///
/// Thrown by ``HTTPPageSource`` and ``HTTPValueLoader``. `AppError(failure)` is its
/// ``appError``; a development ``ErrorHandling/ErrorLogger`` prints the rest (the request,
/// the status, the content type, the start of the body, the underlying error), a production
/// one only the case and ``code``.
public struct HTTPFailure: ClassifiedError, CustomDebugStringConvertible {
  /// The case a screen shows.
  public let appError: AppError

  /// What went wrong, in words for a developer: "expected JSON, got text/html".
  public let reason: String

  /// The request, as `METHOD URL`.
  public let request: String

  /// The response's status, when a response arrived.
  public let status: Int?

  /// The response's `Content-Type`, when it had one.
  public let contentType: String?

  /// The start of the response body, when it had one: at most 300 characters.
  public let bodyExcerpt: String?

  /// The error below this one: a `URLError` from the transport or a `DecodingError` with its
  /// coding path.
  public let underlying: (any Error)?

  init(
    _ appError: AppError,
    _ reason: String,
    request: String,
    status: Int? = nil,
    contentType: String? = nil,
    body: [UInt8]? = nil,
    underlying: (any Error)? = nil
  ) {
    self.appError = appError
    self.reason = reason
    self.request = request
    self.status = status
    self.contentType = contentType
    self.bodyExcerpt = body.flatMap { $0.isEmpty ? nil : String(decoding: $0.prefix(300), as: UTF8.self) }
    self.underlying = underlying
  }

  /// The status, or the transport error's code: never user data.
  public var code: Int? {
    status ?? (underlying as? URLError)?.code.rawValue
  }

  /// Every detail, on one line: for a developer's log, never for a screen.
  public var debugDescription: String {
    var parts = ["HTTPFailure(\(appError.caseName)): \(reason)", request]
    if let status { parts.append("status \(status)") }
    if let contentType { parts.append("content-type \(contentType)") }
    if let bodyExcerpt { parts.append("body \(String(reflecting: bodyExcerpt))") }
    if let underlying { parts.append("underlying \(String(reflecting: underlying))") }
    return parts.joined(separator: " · ")
  }
}
