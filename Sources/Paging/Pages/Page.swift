/// One page of a paged list, as a server returns it: its items and where the pages next to
/// it start.
///
/// ```swift
/// let page = Page(items: [Post(id: 1), Post(id: 2)], nextCursor: "cursor-2")
/// let last = Page<Post, String>(items: [Post(id: 3)], nextCursor: nil)  // end of the list
/// let middle = Page(items: [Post(id: 7)], nextCursor: "after-7", previousCursor: "before-7")
/// ```
public struct Page<Item, Cursor> {
  /// The page's items, in display order.
  public var items: [Item]

  /// The cursor to request the next page with; `nil` when this is the last page.
  public var nextCursor: Cursor?

  /// The cursor to request the page before this one with; `nil` when nothing comes before
  /// it, as for a list that starts at its first page.
  public var previousCursor: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The page's items, in display order.
  ///   - nextCursor: The cursor of the next page; `nil` at the end of the list.
  ///   - previousCursor: The cursor of the page before; `nil` at the start of the list.
  public init(items: [Item], nextCursor: Cursor?, previousCursor: Cursor? = nil) {
    self.items = items
    self.nextCursor = nextCursor
    self.previousCursor = previousCursor
  }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Codable where Item: Codable, Cursor: Codable {}
