// `URLError` lives in Foundation on every platform, Linux included (swift-corelibs-foundation
// keeps only `URLSession` and friends in FoundationNetworking), so there is no need to import
// FoundationNetworking and link its networking stack just to classify errors.
import Foundation

extension AppError {
  /// Classifies any thrown error into the case a screen should show.
  ///
  /// Use it in a `catch` block or an effect's error handler, after logging the original
  /// error if you need its details. The rules, first match wins:
  ///
  /// | Thrown | Becomes |
  /// |---|---|
  /// | an `AppError` | itself |
  /// | a ``ClassifiedError`` | its ``ClassifiedError/appError`` |
  /// | `CancellationError` | ``AppError/cancelled`` |
  /// | `URLError` (or an `NSError` in `NSURLErrorDomain`) | by code, below |
  /// | `DecodingError`, any case | ``AppError/decoding`` |
  /// | anything else | ``AppError/unknown`` |
  ///
  /// | `URLError.Code` | Becomes |
  /// |---|---|
  /// | `.notConnectedToInternet`, `.timedOut`, `.networkConnectionLost`, `.cannotFindHost`, `.cannotConnectToHost`, `.dnsLookupFailed`, `.internationalRoamingOff`, `.dataNotAllowed`, `.callIsActive`, `.secureConnectionFailed`, `.cannotLoadFromNetwork` | ``AppError/network`` |
  /// | `.cancelled` | ``AppError/cancelled`` |
  /// | `.badServerResponse`, `.cannotParseResponse`, `.cannotDecodeRawData`, `.cannotDecodeContentData` | ``AppError/invalidResponse`` |
  /// | `.zeroByteResource` | ``AppError/noData`` |
  /// | `.userAuthenticationRequired`, `.userCancelledAuthentication` | ``AppError/unauthorized`` |
  /// | any other code (a bad URL, too many redirects, a file or certificate problem…) | ``AppError/unknown`` |
  ///
  /// Codes outside the connectivity list are *not* reported as ``AppError/network``:
  /// telling the user to check their connection when the URL is malformed would send them
  /// looking for a problem they cannot fix. `.userCancelledAuthentication` is what
  /// `URLSession` reports when a server's authentication challenge goes unanswered, so it
  /// means "not signed in" rather than "the user cancelled".
  ///
  /// ```swift
  /// var items: [Item] = []
  /// var failure: AppError?
  /// do {
  ///   let (data, _) = try await session.data(from: url)
  ///   items = try JSONDecoder().decode([Item].self, from: data)
  /// } catch {
  ///   print(error)  // The details, for developers, before they are classified away.
  ///   failure = AppError(error)
  /// }
  /// let errorText = failure?.userMessage(in: .japanese)
  /// ```
  ///
  /// - Parameter error: Any error.
  public init(_ error: any Error) {
    switch error {
    case let error as AppError:
      self = error
    case let error as any ClassifiedError:
      self = error.appError
    case is CancellationError:
      self = .cancelled
    case let error as URLError:
      self = Self(urlErrorCode: error.code)
    case is DecodingError:
      self = .decoding
    default:
      // On Apple platforms an `NSError` in `NSURLErrorDomain` already matched `URLError`
      // above; swift-corelibs-foundation does not bridge it, so match the domain here.
      // The explicit optional type compiles on both: `URLError.Code(rawValue:)` is failable
      // in swift-corelibs-foundation and non-failable on Apple platforms.
      let error = error as NSError
      let code: URLError.Code? =
        error.domain == NSURLErrorDomain ? URLError.Code(rawValue: error.code) : nil
      self = code.map(Self.init(urlErrorCode:)) ?? .unknown
    }
  }

  /// Classifies an HTTP status code, or returns `nil` for a success (2xx).
  ///
  /// Call it with the status of every response before decoding the body. `reason` is an
  /// optional message **for the user** that the server sent with the response, such as
  /// the text of a form-validation error; it is used only for 400 and 422, the statuses
  /// that mean "fix your input". Every other status has a fixed message, so its reason is
  /// ignored.
  ///
  /// | Status | Becomes |
  /// |---|---|
  /// | 200–299 | `nil` |
  /// | 400, 422 with a non-blank `reason` | ``AppError/validation(reason:)`` |
  /// | 400, 422 without one | ``AppError/invalidResponse`` |
  /// | 401 | ``AppError/unauthorized`` |
  /// | 403 | ``AppError/forbidden`` |
  /// | 404, 410 | ``AppError/notFound`` |
  /// | 408 | ``AppError/network`` (the request timed out) |
  /// | 429 | ``AppError/rateLimited(retryAfter:)``, without a wait (read `Retry-After` yourself) |
  /// | other 4xx | ``AppError/invalidResponse`` |
  /// | 500–599 | ``AppError/invalidResponse`` (a server error; retryable) |
  /// | 100–199, 300–399 | ``AppError/invalidResponse`` (`URLSession` handles these itself) |
  /// | below 100, above 599 | ``AppError/invalidResponse`` (not an HTTP status) |
  ///
  /// A 401 from a sign-in endpoint usually means ``AppError/invalidCredentials``; map that
  /// case yourself where you know the request was a sign-in.
  ///
  /// ```swift
  /// let (data, response) = try await session.data(for: request)
  /// let status = (response as? HTTPURLResponse)?.statusCode ?? 0
  /// if let error = AppError(httpStatusCode: status, reason: serverMessage(in: data)) {
  ///   throw error
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - httpStatusCode: The status code of the response.
  ///   - reason: A message for the user that came with the response, if any.
  public init?(httpStatusCode: Int, reason: String? = nil) {
    switch httpStatusCode {
    case 200...299:
      return nil
    case 400, 422:
      if let reason, !reason.allSatisfy(\.isWhitespace) {
        self = .validation(reason: reason)
      } else {
        self = .invalidResponse
      }
    case 401:
      self = .unauthorized
    case 403:
      self = .forbidden
    case 404, 410:
      self = .notFound
    case 408:
      self = .network
    case 429:
      self = .rateLimited(retryAfter: nil)
    default:
      self = .invalidResponse
    }
  }

  private init(urlErrorCode code: URLError.Code) {
    switch code {
    case .notConnectedToInternet, .timedOut, .networkConnectionLost, .cannotFindHost,
      .cannotConnectToHost, .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed,
      .callIsActive, .secureConnectionFailed, .cannotLoadFromNetwork:
      self = .network
    case .cancelled:
      self = .cancelled
    case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
      .cannotDecodeContentData:
      self = .invalidResponse
    case .zeroByteResource:
      self = .noData
    case .userAuthenticationRequired, .userCancelledAuthentication:
      self = .unauthorized
    default:
      self = .unknown
    }
  }
}
