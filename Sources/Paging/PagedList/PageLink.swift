/// What lies past one end of a list's rows: the list's first page, the page a cursor
/// names, or nothing.
///
/// ``PagingState/nextPage`` is the link below the rows; ``PagedList`` keeps one for each
/// end. Below the rows of a list that loaded nothing lies its first page; above the rows of
/// a window that dropped the list's first page lies that page again.
///
/// ```swift
/// let list = PagedList<Post, String>()
/// print(list.below == .firstPage, list.above == .end)  // true true
/// print(PageLink(naming: "c2"), PageLink<String>(naming: nil))  // cursor("c2") end
/// ```
public enum PageLink<Cursor> {
  /// The list's first page: nothing has been loaded on this side, or a window dropped it.
  case firstPage
  /// The page this cursor names.
  case cursor(Cursor)
  /// Nothing: the rows reach the start or the end of the list.
  case end

  /// The link past a page whose cursor on that side is `cursor`: the page it names, or the
  /// end of the list when it names none.
  ///
  /// - Parameter cursor: A page's next or previous cursor.
  @inlinable
  public init(naming cursor: Cursor?) {
    self = cursor.map(PageLink.cursor) ?? .end
  }

  /// The link to `page`.
  ///
  /// - Parameter page: The page past this end.
  @inlinable
  public init(_ page: PageCursor<Cursor>) {
    switch page {
    case .firstPage: self = .firstPage
    case .cursor(let cursor): self = .cursor(cursor)
    }
  }

  /// The page past this end, unless the list ends there.
  @inlinable
  public var page: PageCursor<Cursor>? {
    switch self {
    case .firstPage: .firstPage
    case .cursor(let cursor): .cursor(cursor)
    case .end: nil
    }
  }
}

extension PageLink: Equatable where Cursor: Equatable {
  /// Whether both are the end, the first page, or the same cursor; inlinable, so a
  /// caller's module specializes it.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.firstPage, .firstPage), (.end, .end): true
    case (.cursor(let left), .cursor(let right)): left == right
    default: false
    }
  }
}
extension PageLink: Hashable where Cursor: Hashable {}
extension PageLink: Sendable where Cursor: Sendable {}

/// Written with its payload named: `{"firstPage":{}}`, `{"cursor":{"cursor":"c2"}}`,
/// `{"endOfList":{}}`. The end keeps the name it had when the link below the rows was a
/// type of its own, `NextPage`, so saved states and recordings of either version read the
/// same.
extension PageLink: Codable where Cursor: Codable {
  private enum CodingKeys: String, CodingKey {
    case firstPage, cursor
    case end = "endOfList"
  }
  private enum CursorCodingKeys: String, CodingKey { case _0 = "cursor" }
}

extension PageLink {
  /// The link past the rows an end names, whatever it is doing.
  init(_ edge: PageEdge<Cursor>) {
    self = edge.page.map(PageLink.init) ?? .end
  }
}
