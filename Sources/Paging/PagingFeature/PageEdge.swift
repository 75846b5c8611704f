public import ErrorHandling

/// What one end of a paged list is doing: it reaches the end of the list, or a page lies
/// past it that can be loaded, is loading, or failed to.
///
/// ``PagingFeature`` reports both directions with it: ``PagingState/bottom`` below
/// the rows and ``PagingState/top`` above them, so a view draws the row past either
/// end with the same `switch`:
///
/// ```swift
/// func edgeRow(_ edge: PageEdge<String>) -> String? {
///   switch edge {
///   case .end, .available: nil                    // nothing to draw, or a row that asks when it appears
///   case .loading: "spinner"
///   case .failed(_, let error): "error row: \(error.userMessage(in: .english))"
///   }
/// }
/// ```
public enum PageEdge<Cursor> {
  /// Nothing lies past this end: the start or the end of the list.
  case end
  /// The page past this end can be loaded.
  case available(PageCursor<Cursor>)
  /// The page past this end is loading.
  case loading(PageCursor<Cursor>)
  /// Loading the page past this end failed; a retry loads it again.
  case failed(PageCursor<Cursor>, AppError)

  /// Whether the page past this end is loading.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// The error of the last failed load past this end, while it is shown.
  public var error: AppError? {
    if case .failed(_, let error) = self { error } else { nil }
  }

  /// The page past this end, unless the list ends there.
  public var page: PageCursor<Cursor>? {
    switch self {
    case .end: nil
    case .available(let page), .loading(let page), .failed(let page, _): page
    }
  }
}

extension PageEdge: Equatable where Cursor: Equatable {
  /// Whether both are the same case with equal payloads; inlinable, so a caller's module
  /// specializes it.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.end, .end): true
    case (.available(let left), .available(let right)), (.loading(let left), .loading(let right)):
      left == right
    case (.failed(let left, let leftError), .failed(let right, let rightError)):
      left == right && leftError == rightError
    default: false
    }
  }
}
extension PageEdge: Hashable where Cursor: Hashable {}
extension PageEdge: Sendable where Cursor: Sendable {}

/// Written with its payloads named, the page as a ``PageCursor`` is (`null` for the first
/// page): `{"end":{}}`, `{"loading":{"page":"c2"}}`,
/// `{"failed":{"page":null,"error":{"case":"network"}}}`.
extension PageEdge: Codable where Cursor: Codable {
  private enum AvailableCodingKeys: String, CodingKey { case _0 = "page" }
  private enum LoadingCodingKeys: String, CodingKey { case _0 = "page" }
  private enum FailedCodingKeys: String, CodingKey { case _0 = "page", _1 = "error" }
}
