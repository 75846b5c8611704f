public import Foundation

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives in FoundationNetworking.
  public import FoundationNetworking
#endif

/// Fetches the pages of a JSON API over HTTP: the `fetch` of a ``PagingFeature``.
///
/// It turns each ``PageRequest`` into a `GET` with the page's position and size where
/// ``HTTPPagination`` says, decodes the body into your `Decodable` response type, and makes
/// a ``Page`` of it with your closure. Every way the request can fail becomes an
/// ``HTTPFailure`` whose ``HTTPFailure/appError`` the feature keeps and whose detail its
/// logger gets:
///
/// | What happened | `AppError` |
/// |---|---|
/// | no whole answer: refused, unreachable, timed out, offline, a body cut short; or a 408 | `.network` |
/// | 401 / 403 / 404 or 410 | `.unauthorized` / `.forbidden` / `.notFound` |
/// | 429 | `.rateLimited(retryAfter:)`, from `Retry-After` |
/// | another 4xx, a 5xx, or an HTML page (a proxy's error page, a captive portal) | `.invalidResponse` |
/// | a content type other than JSON | `.invalidResponse` |
/// | 2xx with an empty body | `.noData` |
/// | JSON that does not decode into the response type | `.decoding` |
///
/// Cancelling the task that awaits ``fetch(_:)`` (the feature's effect) cancels the request.
///
/// ```swift
/// struct FeedResponse: Decodable { let items: [Post]; let nextCursor: String? }
///
/// let source = HTTPPageSource<Post, String>(
///   url: URL(string: "https://api.example.com/posts")!,
///   pagination: .cursor(),
///   decoding: FeedResponse.self
/// ) { response, _ in
///   Page(items: response.items, nextCursor: response.nextCursor)
/// }
/// let feed = PagingFeature(pageSize: 20, errorLogger: .development(), fetch: source.fetch)
/// ```
public struct HTTPPageSource<Item: Sendable, Cursor: Sendable>: Sendable {
  private let url: URL
  private let pagination: HTTPPagination<Cursor>
  private let headers: [String: String]
  private let timeout: Duration
  private let transport: HTTPTransport
  private let decodePage: @Sendable (HTTPTransport, URLRequest, PageRequest<Cursor>) async throws -> Page<Item, Cursor>

  /// Creates a page source.
  ///
  /// - Parameters:
  ///   - url: The feed's address, without the page's position.
  ///   - pagination: How a request names its page.
  ///   - session: The session that sends the requests.
  ///   - headers: Headers every request carries, such as `Authorization`.
  ///   - timeout: How long a request may wait for an answer before it fails as `.network`.
  ///   - retry: When to ask again after a failure that may go away; by default never.
  ///   - decoder: Makes the decoder of each response, configured as your API needs.
  ///   - response: The shape of the JSON body.
  ///   - page: Makes the page from a decoded body and the request it answers.
  public init<Response: Decodable & SendableMetatype>(
    url: URL,
    pagination: HTTPPagination<Cursor>,
    session: URLSession = .shared,
    headers: [String: String] = [:],
    timeout: Duration = .seconds(30),
    retry: RetryPolicy = .never,
    decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() },
    decoding response: Response.Type,
    page: @escaping @Sendable (Response, PageRequest<Cursor>) throws -> Page<Item, Cursor>
  ) {
    self.url = url
    self.pagination = pagination
    self.headers = headers
    self.timeout = timeout
    self.transport = HTTPTransport(session: session, retry: retry)
    self.decodePage = { transport, urlRequest, pageRequest in
      try page(try await transport.json(Response.self, for: urlRequest, decoder: decoder), pageRequest)
    }
  }

  /// The HTTP request for a page: the URL with the query items, and the headers.
  ///
  /// - Parameter request: The page the feature asks for.
  /// - Returns: The request ``fetch(_:)`` sends.
  public func urlRequest(for request: PageRequest<Cursor>) -> URLRequest {
    HTTPRequestBuilder(url: url, headers: headers, timeout: timeout)
      .request(with: pagination.parameters(for: request))
  }

  /// Fetches a page.
  ///
  /// - Parameter request: The page the feature asks for.
  /// - Returns: The page.
  /// - Throws: An ``HTTPFailure``, or `CancellationError` when cancelled.
  public func fetch(_ request: PageRequest<Cursor>) async throws -> Page<Item, Cursor> {
    try await decodePage(transport, urlRequest(for: request), request)
  }
}
