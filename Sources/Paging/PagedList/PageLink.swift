/// What lies past one end of a paged list's rows: nothing, or a page that can be loaded.
///
/// ``PagedList`` keeps one for each end. Below the rows of a list that loaded nothing lies
/// its first page; above the rows of a window that dropped the list's first page lies that
/// page again.
///
/// ```swift
/// let list = PagedList<Post, String>()
/// print(list.below == .page(.firstPage), list.above == .end)  // true true
/// ```
public enum PageLink<Cursor> {
  /// Nothing: the rows reach the start or the end of the list.
  case end
  /// The page past this end, which can be loaded.
  case page(PageCursor<Cursor>)

  /// The link past a page whose cursor on that side is `cursor`: the page it names, or the
  /// end of the list when it names none.
  ///
  /// - Parameter cursor: A page's next or previous cursor.
  public init(naming cursor: Cursor?) {
    self = cursor.map { .page(.cursor($0)) } ?? .end
  }

  /// The page past this end, unless the list ends there.
  @inlinable
  public var page: PageCursor<Cursor>? {
    if case .page(let page) = self { page } else { nil }
  }
}

extension PageLink: Equatable where Cursor: Equatable {
  /// Whether both are the end, or the same page; inlinable, so a caller's module
  /// specializes it.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.end, .end): true
    case (.page(let left), .page(let right)): left == right
    default: false
    }
  }
}
extension PageLink: Hashable where Cursor: Hashable {}
extension PageLink: Sendable where Cursor: Sendable {}

extension PageLink {
  /// The link past the rows a list's next page names.
  init(_ nextPage: NextPage<Cursor>) {
    switch nextPage {
    case .firstPage: self = .page(.firstPage)
    case .cursor(let cursor): self = .page(.cursor(cursor))
    case .endOfList: self = .end
    }
  }

  /// The link past the rows an end names, whatever it is doing.
  init(_ edge: PageEdge<Cursor>) {
    self = edge.page.map(PageLink.page) ?? .end
  }
}
