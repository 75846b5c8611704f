public import Foundation

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives in FoundationNetworking.
  public import FoundationNetworking
#endif

/// Loads one JSON value over HTTP: the `load` of a ``LoadFeature``.
///
/// Failures become the same ``HTTPFailure`` values as ``HTTPPageSource``'s, and cancelling
/// the task that awaits ``load()`` cancels the request.
///
/// ```swift
/// let profile = HTTPValueLoader<User>(url: URL(string: "https://api.example.com/me")!)
/// let feature = LoadFeature(errorLogger: .development(), load: profile.load)
/// ```
public struct HTTPValueLoader<Value: Decodable & Sendable>: Sendable {
  private let request: URLRequest
  private let transport: HTTPTransport
  private let decoder: @Sendable () -> JSONDecoder

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - url: The value's address.
  ///   - session: The session that sends the request.
  ///   - headers: Headers the request carries, such as `Authorization`.
  ///   - timeout: How long the request may wait for an answer before it fails as `.network`.
  ///   - retry: When to ask again after a failure that may go away; by default never.
  ///   - decoder: Makes the decoder of each response, configured as your API needs.
  public init(
    url: URL,
    session: URLSession = .shared,
    headers: [String: String] = [:],
    timeout: Duration = .seconds(30),
    retry: RetryPolicy = .never,
    decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }
  ) {
    self.request = HTTPRequestBuilder(url: url, headers: headers, timeout: timeout).request()
    self.transport = HTTPTransport(session: session, retry: retry)
    self.decoder = decoder
  }

  /// Loads the value.
  ///
  /// - Returns: The decoded value.
  /// - Throws: An ``HTTPFailure``, or `CancellationError` when cancelled.
  public func load() async throws -> Value {
    try await transport.json(Value.self, for: request, decoder: decoder)
  }
}
