/// Names one page of a list: its first page, or the page a cursor points to.
///
/// A server's cursors name the pages after the first, so a page that can be loaded past
/// one end of the rows is either the list's first page (a window dropped it from the top)
/// or a cursor's page. ``PageRequest`` hands the same choice to `fetch` as an optional
/// cursor, `nil` for the first page, since that is what most APIs take.
///
/// ```swift
/// let top = PageCursor<String>.firstPage
/// let older = PageCursor.cursor("before-40")
/// print(top.requestCursor as Any, older.requestCursor as Any)  // nil Optional("before-40")
/// ```
public enum PageCursor<Cursor> {
  /// The list's first page.
  case firstPage
  /// The page the cursor points to.
  case cursor(Cursor)

  /// Names the page a request with `cursor` brings: `nil` is the first page.
  ///
  /// - Parameter cursor: A request's cursor.
  public init(_ cursor: Cursor?) {
    self = cursor.map(PageCursor.cursor) ?? .firstPage
  }

  /// The cursor a ``PageRequest`` for this page carries: `nil` for the first page.
  public var requestCursor: Cursor? {
    switch self {
    case .firstPage: nil
    case .cursor(let cursor): cursor
    }
  }
}

extension PageCursor: Equatable where Cursor: Equatable {
  /// Whether both name the first page, or the same cursor; inlinable, so a caller's module
  /// specializes it.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.firstPage, .firstPage): true
    case (.cursor(let left), .cursor(let right)): left == right
    default: false
    }
  }
}
extension PageCursor: Hashable where Cursor: Hashable {}
extension PageCursor: Sendable where Cursor: Sendable {}

extension PageCursor: Codable where Cursor: Codable {
  /// Writes the page as the cursor a request for it carries: `null` for the first page,
  /// the cursor for any other, as ``PageRequest`` and ``PageSpan`` hold it.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try requestCursor.encode(to: encoder)
  }

  /// Reads a page written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self.init(try Cursor?(from: decoder))
  }
}
