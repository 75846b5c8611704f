public import Unidirectional

// The page events: a page below, a page above, or pages that replace the rows. Each keeps
// the pages' counts in step with the rows, applies the pending edits to what arrives, drops
// the pages past the window from the far end, and records the change.

extension PagedList {
  /// Replaces the rows with `pages` in order, the first of them requested with `cursor`:
  /// the server wins, then the pending edits are applied again over its rows.
  ///
  /// What lies above is what the first page names; a reload that starts below the list's
  /// first page (`keepingTheTop`) keeps what the list knew when that page names nothing,
  /// as a window over a server that names no page before does.
  ///
  /// - Parameters:
  ///   - pages: The pages, top to bottom.
  ///   - cursor: The cursor the first page was requested with; `nil` for the first page.
  ///   - keepingTheTop: Whether a top the first page does not name stays as it was.
  ///   - options: The rules the list keeps.
  /// - Complexity: O(*n* + *m*) for *n* rows before and *m* after; O((*n* + *m*) log *m*)
  ///   when changes are recorded.
  public mutating func replaceAll(
    with pages: [Page<Item, Cursor>], requestedWith cursor: Cursor?, keepingTheTop: Bool = false,
    options: PagedListOptions
  ) {
    let before = options.recordsChanges ? rows : nil
    var newRows = IdentifiedArray<Item>()
    var spans: [PageSpan<Cursor>] = []
    var pageCursor = cursor
    for page in pages {
      let added = page.items.count - newRows.append(contentsOf: page.items)
      spans.append(PageSpan(cursor: pageCursor, count: added, nextCursor: page.nextCursor))
      pageCursor = page.nextCursor
    }
    let previousCursor = pages.first?.previousCursor
    if previousCursor != nil || !keepingTheTop || cursor == nil { _above = PageLink(naming: previousCursor) }
    _below = PageLink(naming: pages.last?.nextCursor)
    if options.pendingEditPolicy == .droppedOnRefresh { _pendingEdits = [] }
    for edit in pendingEdits { Self.apply(edit, to: &newRows, pages: &spans) }
    _rows = newRows
    _pages = spans
    var dropped = ListChanges<Item.ID>()
    dropPagesBelowTheWindow(options: options, changes: &dropped)
    if let before {
      record(ListChanges(replacing: before, with: rows, revision: 0), options: options)
    }
    checkInvariants(options)
  }

  /// Appends `page` below the rows, requested with `cursor`, then drops pages from the top
  /// past the window.
  ///
  /// - Parameters:
  ///   - page: The page below the rows.
  ///   - cursor: The cursor it was requested with.
  ///   - options: The rules the list keeps.
  /// - Returns: Whether pages were dropped from the top: a request for the page above no
  ///   longer fits, and what lies above is now the last page dropped.
  /// - Complexity: O(*k*) for a page of *k* items, amortised; what a window drops costs
  ///   what `IdentifiedArray.removeFirst(_:)` does.
  @inlinable
  @discardableResult
  public mutating func append(
    _ page: Page<Item, Cursor>, requestedWith cursor: Cursor?, options: PagedListOptions
  ) -> Bool {
    let incoming = withPendingEdits(page.items)
    let start = _rows.count
    let added = incoming.count - _rows.append(contentsOf: incoming)
    var changes = ListChanges<Item.ID>()
    if options.recordsChanges { changes.inserted = Array(_rows.ids[start...]) }
    _below = PageLink(naming: page.nextCursor)
    _pages.append(PageSpan(cursor: cursor, count: added, nextCursor: page.nextCursor))
    let dropped = dropPagesAboveTheWindow(options: options, changes: &changes)
    record(changes, options: options)
    checkInvariants(options)
    return dropped
  }

  /// Prepends `page` above the rows, requested with `cursor`, then drops pages from the
  /// bottom past the window. A list that held no page lies below it as the page names.
  ///
  /// - Parameters:
  ///   - page: The page above the rows.
  ///   - cursor: The cursor it was requested with; `nil` for the list's first page.
  ///   - options: The rules the list keeps.
  /// - Returns: Whether pages were dropped from the bottom: a request for the page below
  ///   no longer fits, and what lies below is now the first page dropped.
  /// - Complexity: O(*n* + *k*) for *n* rows and a page of *k* items.
  @discardableResult
  public mutating func prepend(
    _ page: Page<Item, Cursor>, requestedWith cursor: Cursor?, options: PagedListOptions
  ) -> Bool {
    let incoming = withPendingEdits(page.items)
    let added = incoming.count - _rows.prepend(contentsOf: incoming)
    var changes = ListChanges<Item.ID>()
    if options.recordsChanges { changes.inserted = Array(rows.ids.prefix(added)) }
    _above = PageLink(naming: page.previousCursor)
    if pages.isEmpty { _below = PageLink(naming: page.nextCursor) }
    _pages.insert(PageSpan(cursor: cursor, count: added, nextCursor: page.nextCursor), at: 0)
    let dropped = dropPagesBelowTheWindow(options: options, changes: &changes)
    record(changes, options: options)
    checkInvariants(options)
    return dropped
  }

  /// Drops pages from the top past the window; the last one dropped lies above the rows.
  @inlinable
  mutating func dropPagesAboveTheWindow(options: PagedListOptions, changes: inout ListChanges<Item.ID>) -> Bool {
    guard let dropped = dropPagesPastTheWindow(atTop: true, options: options, changes: &changes) else {
      return false
    }
    _above = PageLink(PageCursor(dropped.last!.cursor))
    return true
  }

  /// Drops pages from the bottom past the window; the first one dropped lies below, loaded
  /// again by its own cursor (the new last page's next cursor only when the dropped page is
  /// the list's first, which has no cursor).
  ///
  /// The dropped page's own cursor, not the next cursor the page above named: a page loaded
  /// upwards may name none, or one that skips rows where pages overlap.
  @discardableResult
  @usableFromInline
  mutating func dropPagesBelowTheWindow(options: PagedListOptions, changes: inout ListChanges<Item.ID>) -> Bool {
    guard let dropped = dropPagesPastTheWindow(atTop: false, options: options, changes: &changes) else {
      return false
    }
    _below = dropped.first!.cursor.map { .cursor($0) } ?? PageLink(naming: pages.last?.nextCursor)
    return true
  }

  /// Removes the pages past `maxPages` from one end, with their rows, and records the
  /// removed ids; returns the dropped pages in list order, or `nil` when all fit.
  @usableFromInline
  mutating func dropPagesPastTheWindow(
    atTop: Bool, options: PagedListOptions, changes: inout ListChanges<Item.ID>
  ) -> ArraySlice<PageSpan<Cursor>>? {
    guard let maxPages = options.maxPages, pages.count > maxPages else { return nil }
    let excess = pages.count - maxPages
    let dropped = atTop ? pages.prefix(excess) : pages.suffix(excess)
    _pages.removeSubrange(dropped.indices)
    let count = dropped.reduce(0) { $0 + $1.count }
    if options.recordsChanges { changes.removed += atTop ? rows.ids.prefix(count) : rows.ids.suffix(count) }
    if atTop { _rows.removeFirst(count) } else { _rows.removeLast(count) }
    return dropped
  }
}
