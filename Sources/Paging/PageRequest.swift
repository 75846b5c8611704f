/// What the paging feature asks its `fetch` dependency for: a page, by cursor and size.
public struct PageRequest<Cursor> {
  /// Where the page starts; `nil` asks for the first page.
  public var cursor: Cursor?

  /// How many items the page should hold at most.
  public var pageSize: Int

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - cursor: Where the page starts; `nil` for the first page.
  ///   - pageSize: How many items the page should hold at most.
  public init(cursor: Cursor?, pageSize: Int) {
    self.cursor = cursor
    self.pageSize = pageSize
  }

  /// Whether this asks for the first page (a load or a reload).
  public var isFirstPage: Bool { cursor == nil }
}

extension PageRequest: Equatable where Cursor: Equatable {}
extension PageRequest: Hashable where Cursor: Hashable {}
extension PageRequest: Sendable where Cursor: Sendable {}
