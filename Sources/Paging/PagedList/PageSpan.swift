/// One page a bounded list holds: the cursor that loaded it, how many of its rows are
/// listed, and where the page after it starts.
///
/// A ``PagedList`` keeps one per page it holds, so that a `maxPages` window drops whole
/// pages from the far end and loads them again when the user scrolls back, a refresh with
/// ``RefreshMode/loadedPages`` reloads from the top page, and `refreshAround` reloads the
/// page a row came in.
public struct PageSpan<Cursor> {
  /// The cursor the page was loaded with; `nil` for the list's first page.
  public var cursor: Cursor?

  /// How many of the list's rows belong to this page, after duplicates were dropped and
  /// edits inserted or removed rows.
  public var count: Int

  /// The cursor of the page after this one; `nil` at the end of the list.
  public var nextCursor: Cursor?

  /// Creates a record of a page.
  ///
  /// - Parameters:
  ///   - cursor: The cursor the page was loaded with; `nil` for the first page.
  ///   - count: How many rows of the list belong to it.
  ///   - nextCursor: The cursor of the page after it; `nil` at the end.
  public init(cursor: Cursor?, count: Int, nextCursor: Cursor?) {
    self.cursor = cursor
    self.count = count
    self.nextCursor = nextCursor
  }
}

extension PageSpan: Equatable where Cursor: Equatable {}
extension PageSpan: Hashable where Cursor: Hashable {}
extension PageSpan: Sendable where Cursor: Sendable {}

/// Written as its properties, a cursor left out where it is `nil`:
/// `{"count":20,"nextCursor":"c2"}` for a first page, `{"cursor":"c2","count":5}` for a last.
extension PageSpan: Codable where Cursor: Codable {}
