/// What the paging feature asks its `fetch` dependency for: a page, by cursor and size, and
/// where in the list it goes.
///
/// A cursor names one page: the one a page's ``Page/nextCursor`` or ``Page/previousCursor``
/// pointed to, or `nil` for the list's first page. So `fetch` brings the page at `cursor`
/// whatever the ``kind``:
///
/// ```swift
/// let feed = PagingFeature<Post, String>(pageSize: 20) { request in
///   try await api.posts(after: request.cursor, limit: request.pageSize)
/// }
/// ```
public struct PageRequest<Cursor> {
  /// The page to bring; `nil` asks for the list's first page.
  public var cursor: Cursor?

  /// How many items the page should hold at most.
  public var pageSize: Int

  /// Whether the page replaces the list or extends it at the bottom or the top.
  public var kind: PageLoadKind

  /// Creates a request of the main direction: with no cursor, the first page, which
  /// replaces the list; with one, the next page, appended.
  ///
  /// - Parameters:
  ///   - cursor: The page to bring; `nil` for the first page.
  ///   - pageSize: How many items the page should hold at most.
  public init(cursor: Cursor?, pageSize: Int) {
    self.init(cursor: cursor, pageSize: pageSize, kind: cursor == nil ? .refresh : .append)
  }

  /// Creates a request for the page at `cursor` that goes where `kind` says.
  ///
  /// ```swift
  /// let older = PageRequest(cursor: "before-40", pageSize: 20, kind: .prepend)
  /// ```
  ///
  /// - Parameters:
  ///   - cursor: The page to bring; `nil` for the list's first page.
  ///   - pageSize: How many items the page should hold at most.
  ///   - kind: Where the page goes.
  public init(cursor: Cursor?, pageSize: Int, kind: PageLoadKind) {
    self.cursor = cursor
    self.pageSize = pageSize
    self.kind = kind
  }

  /// Whether this asks for the first page to replace the list (a load or a reload).
  public var isFirstPage: Bool { cursor == nil && kind == .refresh }
}

extension PageRequest: Equatable where Cursor: Equatable {}
extension PageRequest: Hashable where Cursor: Hashable {}
extension PageRequest: Sendable where Cursor: Sendable {}

/// Written as its properties, the cursor left out for the first page:
/// `{"cursor":"c2","pageSize":20,"kind":"append"}`.
extension PageRequest: Codable where Cursor: Codable {}
