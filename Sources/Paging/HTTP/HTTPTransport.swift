import ErrorHandling
import Foundation
import Unidirectional

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives in FoundationNetworking.
  import FoundationNetworking
#endif

/// Sends one request and turns every way it can fail into an ``HTTPFailure``: what the page
/// source and the value loader share.
struct HTTPTransport: Sendable {
  let session: URLSession
  let retry: RetryPolicy

  /// The decoded body of a successful JSON response to `request`.
  ///
  /// `@concurrent`: the request, its retries and the decoding run on the global executor,
  /// so a feature's effect, which asks from the main actor, never decodes a page there.
  @concurrent
  func json<Value: Decodable>(
    _ type: Value.Type,
    for request: URLRequest,
    decoder: @Sendable () -> JSONDecoder
  ) async throws -> Value {
    try await retry.run {
      let (body, response) = try await send(request)
      return try decode(type, from: body, response: response, request: request, decoder: decoder())
    }
  }

  private func send(_ request: URLRequest) async throws -> ([UInt8], HTTPURLResponse) {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      try Task.checkCancellation()
      let code = (error as? URLError).map { " (URLError \($0.code.rawValue))" } ?? ""
      throw HTTPFailure(
        Self.transportFailure(error), "the request got no answer\(code)", request: request.summary,
        underlying: error
      )
    }
    let body = [UInt8](data)
    guard let response = response as? HTTPURLResponse else {
      throw HTTPFailure(.invalidResponse, "the answer was not HTTP", request: request.summary, body: body)
    }
    try check(response, body: body, request: request)
    return (body, response)
  }

  /// What a failure to get a whole answer is: a network failure, unless its error says
  /// more. On Linux a connection closed in the middle of the body comes back as
  /// `URLError(-1)`, which classifies as `.unknown`; with no HTTP status it is still the
  /// network that failed, and so retryable. The original error stays in the failure for
  /// the logger.
  private static func transportFailure(_ error: any Error) -> AppError {
    let classified = AppError(error)
    return classified == .unknown ? .network : classified
  }

  private func check(_ response: HTTPURLResponse, body: [UInt8], request: URLRequest) throws {
    let mediaType = MediaType(response.value(forHTTPHeaderField: "Content-Type"))
    if var error = AppError(httpStatusCode: response.statusCode) {
      let retryAfter = RetryAfter.duration(response.value(forHTTPHeaderField: "Retry-After"))
      if case .rateLimited = error { error = .rateLimited(retryAfter: retryAfter) }
      let page = mediaType.isHTML ? ", with an HTML page" : ""
      throw HTTPFailure(
        error, "the server answered \(response.statusCode)\(page)",
        answering: request, with: response, body: body, retryAfter: retryAfter
      )
    }
    if body.isEmpty {
      throw HTTPFailure(.noData, "the body was empty", answering: request, with: response, body: body)
    }
    if mediaType.isHTML {
      throw HTTPFailure(
        .invalidResponse, "expected JSON, got an HTML page", answering: request, with: response, body: body
      )
    }
    if !mediaType.isJSON {
      let got = response.value(forHTTPHeaderField: "Content-Type") ?? "no content type"
      throw HTTPFailure(
        .invalidResponse, "expected JSON, got \(got)", answering: request, with: response, body: body
      )
    }
  }

  private func decode<Value: Decodable>(
    _ type: Value.Type,
    from body: [UInt8],
    response: HTTPURLResponse,
    request: URLRequest,
    decoder: JSONDecoder
  ) throws -> Value {
    do {
      let data = Data(body)
      try JSONNesting.check(data)
      return try decoder.decode(type, from: data)
    } catch {
      let summary = (error as? DecodingError)?.summary ?? String(describing: error)
      throw HTTPFailure(
        .decoding, "the JSON did not decode into \(Value.self): \(summary)",
        answering: request, with: response, body: body, underlying: error
      )
    }
  }
}

extension HTTPFailure {
  /// A failure of a response that arrived: its status, content type and body are kept.
  fileprivate init(
    _ appError: AppError,
    _ reason: String,
    answering request: URLRequest,
    with response: HTTPURLResponse,
    body: [UInt8],
    retryAfter: Duration? = nil,
    underlying: (any Error)? = nil
  ) {
    self.init(
      appError, reason, request: request.summary, status: response.statusCode,
      contentType: response.value(forHTTPHeaderField: "Content-Type"), body: body,
      retryAfter: retryAfter, underlying: underlying
    )
  }
}

extension URLRequest {
  /// `METHOD URL`, for a failure's detail.
  var summary: String {
    "\(httpMethod ?? "GET") \(url?.absoluteString ?? "no URL")"
  }
}
