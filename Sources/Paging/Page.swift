/// One page of a paged list, as a server returns it: its items and where the next page
/// starts.
///
/// ```swift
/// let page = Page(items: [Post(id: 1), Post(id: 2)], nextCursor: "cursor-2")
/// let last = Page<Post, String>(items: [Post(id: 3)], nextCursor: nil)  // end of the list
/// ```
public struct Page<Item, Cursor> {
  /// The page's items, in display order.
  public var items: [Item]

  /// The cursor to request the next page with; `nil` when this is the last page.
  public var nextCursor: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The page's items, in display order.
  ///   - nextCursor: The cursor of the next page; `nil` at the end of the list.
  public init(items: [Item], nextCursor: Cursor?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
