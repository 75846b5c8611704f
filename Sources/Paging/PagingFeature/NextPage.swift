/// Where the next page of a list starts.
public enum NextPage<Cursor> {
  /// No page has been loaded: the next request asks for the first page.
  case firstPage

  /// More pages follow; request the next one with this cursor.
  case cursor(Cursor)

  /// The last page has been loaded.
  case endOfList

  /// Builds the position after a page whose next cursor is `nextCursor`.
  ///
  /// - Parameter nextCursor: The page's next cursor; `nil` at the end of the list.
  public init(after nextCursor: Cursor?) {
    self = nextCursor.map(NextPage.cursor) ?? .endOfList
  }
}

extension NextPage: Equatable where Cursor: Equatable {}
extension NextPage: Hashable where Cursor: Hashable {}
extension NextPage: Sendable where Cursor: Sendable {}

extension NextPage {
  /// Where the next page starts, from what lies below the rows.
  @inlinable
  init(_ below: PageLink<Cursor>) {
    switch below {
    case .end: self = .endOfList
    case .page(.firstPage): self = .firstPage
    case .page(.cursor(let cursor)): self = .cursor(cursor)
    }
  }
}

/// Written with its payload named: `{"firstPage":{}}`, `{"cursor":{"cursor":"c2"}}`,
/// `{"endOfList":{}}`.
extension NextPage: Codable where Cursor: Codable {
  private enum CursorCodingKeys: String, CodingKey { case _0 = "cursor" }
}
