public import Unidirectional

/// The rows of a list loaded page by page, with what it needs to keep loading: the pages
/// they came in, what lies past each end, the edits the server has not confirmed, and what
/// the last change did.
///
/// A `PagedList` changes only through its events, each a whole step a paged screen takes:
/// ``append(_:requestedWith:options:)``, ``prepend(_:requestedWith:options:)``,
/// ``replaceAll(with:requestedWith:keepingTheTop:options:)``, ``apply(_:pending:options:)``
/// and ``settleEdit(id:)``. In debug builds every event checks the list's invariants (see
/// ``invariantViolation(under:)``), so a bug in the bookkeeping traps where it happens rather than
/// showing up pages later as a skipped or repeated row.
///
/// ``PagingFeature`` keeps its rows in one and decides, from its loading state, which event
/// to run; the list does not know about requests. On its own it pages any source:
///
/// ```swift
/// var list = PagedList<Post, String>()
/// let options = PagedListOptions(maxPages: 3)
/// list.replaceAll(with: [Page(items: [Post(id: 1)], nextCursor: "2")], requestedWith: nil, options: options)
/// list.append(Page(items: [Post(id: 2)], nextCursor: nil), requestedWith: "2", options: options)
/// print(list.rows.map(\.id), list.below == .end)  // [1, 2] true
/// ```
public struct PagedList<Item: Identifiable, Cursor: Equatable> {
  /// The rows, top to bottom, each id once.
  @inlinable public var rows: IdentifiedArray<Item> { _rows }
  @usableFromInline var _rows: IdentifiedArray<Item>

  /// The pages the rows came in, top to bottom; their counts add up to the rows.
  @inlinable public var pages: [PageSpan<Cursor>] { _pages }
  @usableFromInline var _pages: [PageSpan<Cursor>]

  /// What lies above the first row.
  @inlinable public var above: PageLink<Cursor> { _above }
  @usableFromInline var _above: PageLink<Cursor>

  /// What lies below the last row: the first page while nothing is loaded.
  @inlinable public var below: PageLink<Cursor> { _below }
  @usableFromInline var _below: PageLink<Cursor>

  /// The optimistic edits the server has not confirmed yet, at most one per item (its
  /// latest), oldest first.
  @inlinable public var pendingEdits: IdentifiedArray<ItemEdit<Item>> { _pendingEdits }
  @usableFromInline var _pendingEdits: IdentifiedArray<ItemEdit<Item>>

  /// What the last change did to the rows; kept only under
  /// ``PagedListOptions/recordsChanges``.
  @inlinable public var changes: ListChanges<Item.ID> { _changes }
  @usableFromInline var _changes: ListChanges<Item.ID>

  /// Creates a list with nothing loaded: its first page lies below it.
  public init() {
    self.init(rows: [], above: .end, below: .firstPage)
  }

  /// Creates a list that shows `rows` as one page, as a preview or a test starts from.
  ///
  /// - Parameters:
  ///   - rows: The rows on screen.
  ///   - above: What lies above them; by default the start of the list.
  ///   - below: What lies below them.
  ///   - pendingEdits: The edits not confirmed yet.
  ///   - changes: What the last change did.
  public init(
    rows: IdentifiedArray<Item>,
    above: PageLink<Cursor> = .end,
    below: PageLink<Cursor>,
    pendingEdits: IdentifiedArray<ItemEdit<Item>> = [],
    changes: ListChanges<Item.ID> = ListChanges()
  ) {
    self._rows = rows
    self._pages = []
    self._above = above
    self._below = below
    self._pendingEdits = pendingEdits
    self._changes = changes
    showAsOnePage(rows)
  }

  /// The page the row with this id came in, as its cursor names it; `nil` when no row has
  /// that id.
  ///
  /// - Parameter id: A row's id.
  /// - Complexity: O(*p*) for *p* pages.
  public func pageCursor(holding id: Item.ID) -> PageCursor<Cursor>? {
    guard let row = rows.index(id: id), let page = pages.pageIndex(holdingRow: row) else { return nil }
    return PageCursor(pages[page].cursor)
  }

  /// Shows `rows`, keeping both ends, the pending edits and the changes: the same rows in
  /// the same order (edited in place, say) stay in the pages they came in; other rows are
  /// shown as one page.
  ///
  /// - Complexity: O(*n*) for *n* rows when the count is unchanged, else O(1).
  mutating func show(_ rows: IdentifiedArray<Item>) {
    if rows.count == _rows.count, rows.ids.elementsEqual(_rows.ids) {
      _rows = rows
    } else {
      showAsOnePage(rows)
    }
  }

  /// Sets what lies below the rows; the last page names the same page after it, so a list
  /// set to end below its rows ends after its last page.
  mutating func setBelow(_ below: PageLink<Cursor>) {
    _below = below
    if let last = _pages.indices.last { _pages[last].nextCursor = below.page?.requestCursor }
  }

  /// Shows `rows` as the list's one page, keeping both ends, the pending edits and the
  /// changes: how a state built by hand, for a preview or a test, holds its rows.
  mutating func showAsOnePage(_ rows: IdentifiedArray<Item>) {
    _rows = rows
    _pages =
      rows.isEmpty && below == .firstPage
      ? [] : [PageSpan(cursor: nil, count: rows.count, nextCursor: below.page?.requestCursor)]
  }
}

extension PagedList: Equatable where Item: Equatable {}
extension PagedList: Hashable where Item: Hashable, Cursor: Hashable {}
extension PagedList: Sendable where Item: Sendable, Item.ID: Sendable, Cursor: Sendable {}
