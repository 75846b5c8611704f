/// Every way a feature can fail, in the words a screen needs to talk about it.
///
/// Use `AppError` at the boundary between your data layer and your features: classify
/// whatever was thrown with ``init(_:)`` (or an HTTP status with
/// ``init(httpStatusCode:reason:)``), keep the result in state, and let the screen show
/// ``title(in:)`` and ``userMessage(in:)``. Because the cases carry no underlying error, two
/// failures of the same kind compare equal, so state that holds an `AppError` stays
/// `Equatable` and a test can assert the exact error a feature ended in.
///
/// The only payloads are reasons, and they are not alike:
/// - ``validation(reason:)`` holds a reason written **for the user** (for example a
///   message the server returned about a form field). It is shown in ``userMessage(in:)``.
/// - ``invalidData(reason:)`` holds a reason written **for developers** (which rule the
///   payload broke). It appears in ``developerDescription`` and never in a user message.
///
/// Details of the original error (a `DecodingError`'s coding path, a `URLError`'s URL) are
/// not kept in the case: hand the original error to an ``ErrorLogger`` where you catch it,
/// then classify it. The ready features (`PagingFeature`, `LoadFeature`, `StreamFeature`)
/// do both for you when you give them a logger.
///
/// ```swift
/// case .loadTapped:
///   return .run { send in
///     send(.loaded(try await api.fetchItems()))
///   } catch: { error, send in
///     send(.loadFailed(AppError(error)))
///   }
/// ```
///
/// A screen then reads the error in the user's language:
///
/// ```swift
/// let error = AppError.network
/// print(error.title(in: .japanese))
/// print(error.userMessage(in: .japanese))
/// print(error.isRetryable)
/// ```
///
/// ```text
/// 通信エラー
/// サーバーに接続できませんでした。通信状況をご確認のうえ、もう一度お試しください。
/// true
/// ```
public enum AppError: Error, Equatable, Hashable, Sendable {
  /// The request never got a usable answer: offline, timed out, host unreachable, or the
  /// secure connection failed.
  ///
  /// ```swift
  /// AppError(URLError(.notConnectedToInternet)) == .network  // true
  /// ```
  case network

  /// The server answered, but not with a response the app can use (a server error, an
  /// unexpected status, or a malformed HTTP response).
  ///
  /// ```swift
  /// AppError(httpStatusCode: 503) == .invalidResponse  // true
  /// ```
  case invalidResponse

  /// The server answered successfully but sent nothing where data was expected.
  ///
  /// ```swift
  /// AppError(URLError(.zeroByteResource)) == .noData  // true
  /// ```
  case noData

  /// The response body could not be decoded into the expected type.
  ///
  /// Not retryable: the same bytes decode the same way the next time. It usually means the
  /// app and the server disagree on a format, which an app update fixes.
  ///
  /// ```swift
  /// let data = Data(#"{"id": 1}"#.utf8)   // no price
  /// do {
  ///   _ = try JSONDecoder().decode(Item.self, from: data)
  /// } catch {
  ///   AppError(error) == .decoding  // true
  /// }
  /// ```
  case decoding

  /// The response decoded but breaks a rule of the domain, such as a negative price.
  ///
  /// The reason is for developers and appears only in ``developerDescription``.
  ///
  /// ```swift
  /// func validate(_ item: Item) throws {
  ///   guard item.price >= 0 else {
  ///     throw AppError.invalidData(reason: "Item \(item.id) has a negative price")
  ///   }
  /// }
  /// ```
  case invalidData(reason: String)

  /// What the user entered was rejected; the reason tells them what to fix.
  ///
  /// The reason is shown to the user as it is, so write it (or take it from the server) in
  /// the user's language.
  ///
  /// ```swift
  /// func validate(name: String) throws {
  ///   guard !name.isEmpty else {
  ///     throw AppError.validation(reason: "Enter a name.")
  ///   }
  /// }
  /// ```
  case validation(reason: String)

  /// The user is not signed in, or their session has expired (HTTP 401).
  ///
  /// ```swift
  /// AppError(httpStatusCode: 401) == .unauthorized  // true
  /// ```
  case unauthorized

  /// The user is signed in but not allowed to do this (HTTP 403).
  ///
  /// ```swift
  /// AppError(httpStatusCode: 403) == .forbidden  // true
  /// ```
  case forbidden

  /// What the user asked for does not exist, or no longer does (HTTP 404 and 410).
  ///
  /// ```swift
  /// AppError(httpStatusCode: 404) == .notFound  // true
  /// ```
  case notFound

  /// The server is limiting how often it is asked (HTTP 429); `retryAfter` is how long it
  /// asked the app to wait, when it said (its `Retry-After` header).
  ///
  /// Retryable, after the wait: a retry policy waits `retryAfter` before asking again.
  ///
  /// ```swift
  /// AppError(httpStatusCode: 429) == .rateLimited(retryAfter: nil)  // true
  /// ```
  case rateLimited(retryAfter: Duration?)

  /// A sign-in attempt failed because the identifier or password is wrong.
  ///
  /// Nothing classifies into this case; throw it from the sign-in flow, where a 401 means
  /// "wrong password" rather than "session expired".
  ///
  /// ```swift
  /// let (_, response) = try await session.data(for: request)   // the sign-in request
  /// if (response as? HTTPURLResponse)?.statusCode == 401 { throw AppError.invalidCredentials }
  /// ```
  case invalidCredentials

  /// The work was cancelled, usually because the user left the screen or started again.
  ///
  /// A feature normally shows nothing for this case.
  ///
  /// ```swift
  /// AppError(CancellationError()) == .cancelled  // true
  /// ```
  case cancelled

  /// A failure that fits no other case.
  ///
  /// ```swift
  /// struct Oops: Error {}
  /// AppError(Oops()) == .unknown  // true
  /// ```
  case unknown
}

extension AppError {
  /// Whether trying the same operation again, unchanged, may succeed.
  ///
  /// Use it to decide whether a failure offers a "Try Again" button.
  ///
  /// | Case | Retryable | Why |
  /// |---|---|---|
  /// | ``AppError/network`` | yes | connectivity comes back |
  /// | ``AppError/invalidResponse`` | yes | server errors are usually temporary |
  /// | ``AppError/noData`` | yes | the next response may carry data |
  /// | ``AppError/rateLimited(retryAfter:)`` | yes | after waiting as long as the server asked |
  /// | ``AppError/unknown`` | yes | a retry is harmless and often works |
  /// | ``AppError/decoding`` | no | the same bytes decode the same way |
  /// | ``AppError/invalidData(reason:)`` | no | the same data breaks the same rule |
  /// | ``AppError/validation(reason:)`` | no | the user must change their input first |
  /// | ``AppError/unauthorized`` | no | the user must sign in first |
  /// | ``AppError/forbidden`` | no | permissions do not change on retry |
  /// | ``AppError/notFound`` | no | the resource is gone |
  /// | ``AppError/invalidCredentials`` | no | the user must correct what they typed |
  /// | ``AppError/cancelled`` | no | nobody is waiting for the result |
  ///
  /// ```swift
  /// case .loadFailed(let error):
  ///   state.error = error
  ///   if error.isRetryable {
  ///     state.alertAction = .retry
  ///   }
  ///   return .none
  /// ```
  public var isRetryable: Bool {
    switch self {
    case .network, .invalidResponse, .noData, .rateLimited, .unknown:
      true
    case .decoding, .invalidData, .validation, .unauthorized, .forbidden, .notFound,
      .invalidCredentials, .cancelled:
      false
    }
  }

  /// A one-line description for logs: the case, any reason, and what the case means.
  ///
  /// Reasons are included (quoted), so this text may hold details that must never reach
  /// the screen; show ``userMessage(in:)`` there instead.
  ///
  /// ```swift
  /// print(AppError.invalidData(reason: "price is -1").developerDescription)
  /// ```
  ///
  /// ```text
  /// AppError.invalidData(reason: "price is -1"): decoded, but broke a domain rule
  /// ```
  public var developerDescription: String {
    let meaning =
      switch self {
      case .network: "no usable answer (offline, timed out, unreachable host or TLS failure)"
      case .invalidResponse: "unusable answer (server error, unexpected status or malformed HTTP)"
      case .noData: "the response carried no data where data was expected"
      case .decoding: "the response body did not decode into the expected type"
      case .invalidData: "decoded, but broke a domain rule"
      case .validation: "the user's input was rejected"
      case .unauthorized: "not signed in, or the session expired (HTTP 401)"
      case .forbidden: "signed in but not permitted (HTTP 403)"
      case .notFound: "the requested resource does not exist (HTTP 404/410)"
      case .rateLimited: "the server asked the app to slow down (HTTP 429)"
      case .invalidCredentials: "sign-in rejected the identifier or password"
      case .cancelled: "the work was cancelled"
      case .unknown: "an error that matched no classification"
      }
    return "AppError.\(caseName)\(payloadDescription): \(meaning)"
  }

  /// The case's name alone, without its payload: all a redacted log may say about it.
  ///
  /// ```swift
  /// AppError.validation(reason: "Enter a name.").caseName  // "validation"
  /// ```
  public var caseName: String {
    switch self {
    case .network: "network"
    case .invalidResponse: "invalidResponse"
    case .noData: "noData"
    case .decoding: "decoding"
    case .invalidData: "invalidData"
    case .validation: "validation"
    case .unauthorized: "unauthorized"
    case .forbidden: "forbidden"
    case .notFound: "notFound"
    case .rateLimited: "rateLimited"
    case .invalidCredentials: "invalidCredentials"
    case .cancelled: "cancelled"
    case .unknown: "unknown"
    }
  }

  private var payloadDescription: String {
    switch self {
    case .invalidData(let reason), .validation(let reason): "(reason: \(String(reflecting: reason)))"
    case .rateLimited(let retryAfter?): "(retryAfter: \(retryAfter))"
    case .rateLimited(nil): "(retryAfter: nil)"
    default: ""
    }
  }
}

extension AppError: CustomStringConvertible {
  /// The same text as ``developerDescription``, so `print(error)` and string interpolation
  /// in logs show the case and its reason.
  ///
  /// ```swift
  /// print(AppError.notFound)
  /// ```
  ///
  /// ```text
  /// AppError.notFound: the requested resource does not exist (HTTP 404/410)
  /// ```
  public var description: String { developerDescription }
}

extension AppError: Identifiable {
  /// The error itself: two equal errors are the same failure to present.
  ///
  /// It lets a view present an error with an `item:`-style API, such as SwiftUI's
  /// `sheet(item:)`, without wrapping it.
  public var id: Self { self }
}
