import ErrorHandling
import Foundation

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
        AppError(error), "the request got no answer\(code)", request: request.summary, underlying: error
      )
    }
    let body = [UInt8](data)
    guard let response = response as? HTTPURLResponse else {
      throw HTTPFailure(.invalidResponse, "the answer was not HTTP", request: request.summary, body: body)
    }
    try check(response, body: body, request: request)
    return (body, response)
  }

  private func check(_ response: HTTPURLResponse, body: [UInt8], request: URLRequest) throws {
    let contentType = response.value(forHTTPHeaderField: "Content-Type")
    func failure(_ error: AppError, _ reason: String) -> HTTPFailure {
      HTTPFailure(
        error, reason, request: request.summary, status: response.statusCode,
        contentType: contentType, body: body
      )
    }
    if var error = AppError(httpStatusCode: response.statusCode) {
      let retryAfter = RetryAfter.duration(response.value(forHTTPHeaderField: "Retry-After"))
      if case .rateLimited = error { error = .rateLimited(retryAfter: retryAfter) }
      let page = MediaType(contentType).isHTML ? ", with an HTML page" : ""
      throw HTTPFailure(
        error, "the server answered \(response.statusCode)\(page)", request: request.summary,
        status: response.statusCode, contentType: contentType, body: body, retryAfter: retryAfter
      )
    }
    if body.isEmpty {
      throw failure(.noData, "the body was empty")
    }
    let mediaType = MediaType(contentType)
    if mediaType.isHTML {
      throw failure(.invalidResponse, "expected JSON, got an HTML page")
    }
    if !mediaType.isJSON {
      throw failure(.invalidResponse, "expected JSON, got \(contentType ?? "no content type")")
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
      return try decoder.decode(type, from: Data(body))
    } catch {
      throw HTTPFailure(
        .decoding, "the JSON did not decode into \(Value.self): \(Self.summary(of: error))",
        request: request.summary,
        status: response.statusCode, contentType: response.value(forHTTPHeaderField: "Content-Type"),
        body: body, underlying: error
      )
    }
  }
}

extension HTTPTransport {
  fileprivate static func summary(of error: any Error) -> String {
    (error as? DecodingError)?.summary ?? String(describing: error)
  }
}

extension URLRequest {
  /// `METHOD URL`, for a failure's detail.
  var summary: String {
    "\(httpMethod ?? "GET") \(url?.absoluteString ?? "no URL")"
  }
}
