public import ErrorHandling
import Foundation

/// Why an HTTP request gave no usable value: the ``/ErrorHandling/AppError`` a screen shows,
/// with the detail a developer needs kept beside it.
///
/// Thrown by ``HTTPPageSource`` and ``HTTPValueLoader``. `AppError(failure)` is its
/// ``appError``; a development ``/ErrorHandling/ErrorLogger`` prints the rest (the request,
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

  /// How long the server asked the app to wait (`Retry-After` on a 429 or a 503).
  public let retryAfter: Duration?

  /// The error below this one: a `URLError` from the transport or a `DecodingError` with its
  /// coding path.
  public let underlying: (any Error)?

  /// Creates a failure; the page source and the value loader make them for you, and a test
  /// double of your own can throw one.
  ///
  /// - Parameters:
  ///   - appError: The case a screen shows.
  ///   - reason: What went wrong, for a developer.
  ///   - request: The request, as `METHOD URL`.
  ///   - status: The response's status, when a response arrived.
  ///   - contentType: The response's `Content-Type`.
  ///   - body: The response body; its first 300 characters are kept.
  ///   - retryAfter: How long the server asked the app to wait.
  ///   - underlying: The error below this one.
  public init(
    _ appError: AppError,
    _ reason: String,
    request: String,
    status: Int? = nil,
    contentType: String? = nil,
    body: [UInt8]? = nil,
    retryAfter: Duration? = nil,
    underlying: (any Error)? = nil
  ) {
    self.appError = appError
    self.reason = reason
    self.request = request
    self.status = status
    self.contentType = contentType
    self.bodyExcerpt = body.flatMap { $0.isEmpty ? nil : String(String(decoding: $0.prefix(1_200), as: UTF8.self).prefix(300)) }
    self.retryAfter = retryAfter
    self.underlying = underlying
  }

  /// Whether the same request may succeed later: no answer at all, a timeout (408), a rate
  /// limit (429) or a server error (5xx). A 400, a wrong content type, an HTML page or a
  /// body that does not decode will be the same next time, so a ``RetryPolicy`` does not
  /// ask again.
  public var isTransient: Bool {
    switch status {
    case nil: appError == .network
    case let status?: status == 408 || status == 429 || (500...599).contains(status)
    }
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
