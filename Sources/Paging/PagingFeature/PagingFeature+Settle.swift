public import ErrorHandling
public import LoadingStates
public import Unidirectional

// How an answer changes the list. A first page or a refresh replaces the rows (the server
// wins, pending edits applied again over them); a next page is appended in place and a page
// before is prepended; with a window, the pages past `maxPages` are dropped from the far
// end and the request running there is cancelled. Each settles the change set, too.

extension PagingFeature {
  /// Settles the answer to a request of the main direction.
  @inlinable
  func settle(
    _ request: PageRequest<Cursor>,
    with result: Result<Page<Item, Cursor>, AppError>,
    in state: inout State
  ) -> Effect<Action> {
    switch result {
    case .failure(.cancelled):
      state.list.cancelLoading()
    case .failure(let error):
      state.list.fail(error)
    case .success(let page) where request.kind == .refresh:
      replaceRows(with: [page], loadedFrom: request, in: &state)
    case .success(let page) where page.nextCursor != nil && page.nextCursor == request.cursor:
      state.list.fail(.invalidData(reason: "the page after a cursor named that same cursor as its next page"))
    case .success(let page):
      return append(page, loadedFrom: request, in: &state)
    }
    return .none
  }

  /// Settles the answer to a refresh of every loaded page.
  @usableFromInline
  func settleReload(
    _ request: PageRequest<Cursor>,
    with result: Result<[Page<Item, Cursor>], AppError>,
    in state: inout State
  ) -> Effect<Action> {
    switch result {
    case .failure(.cancelled): state.list.cancelLoading()
    case .failure(let error): state.list.fail(error)
    case .success(let pages): replaceRows(with: pages, loadedFrom: request, keepingTheTop: true, in: &state)
    }
    return .none
  }

  /// Settles the answer to the request for the page before the first row.
  @usableFromInline
  func settlePrevious(
    _ request: PageRequest<Cursor>,
    with result: Result<Page<Item, Cursor>, AppError>,
    in state: inout State
  ) -> Effect<Action> {
    switch result {
    case .failure(.cancelled):
      state.previousPage = .available(request.cursor)
    case .failure(let error):
      state.previousPage = .failed(request.cursor, error)
    case .success(let page) where page.previousCursor != nil && page.previousCursor == request.cursor:
      state.previousPage = .failed(
        request.cursor,
        .invalidData(reason: "the page before a cursor named that same cursor as its previous page"))
    case .success(let page):
      return prepend(page, loadedFrom: request, in: &state)
    }
    return .none
  }

  /// Replaces the rows with `pages`, the first of them loaded with `request`.
  ///
  /// What lies above is what the first page names; a reload of the same top page
  /// (`keepingTheTop`) keeps what the list knew when that page names nothing, as a window
  /// over a server that names no page before does.
  @usableFromInline
  func replaceRows(
    with pages: [Page<Item, Cursor>], loadedFrom request: PageRequest<Cursor>, keepingTheTop: Bool = false,
    in state: inout State
  ) {
    let before = recordsChanges ? state.list.value : nil
    var rows = IdentifiedArray<Item>()
    var spans: [PageSpan<Cursor>] = []
    var cursor = request.cursor
    for page in pages {
      let added = page.items.count - rows.append(contentsOf: page.items)
      if keepsPages { spans.append(PageSpan(cursor: cursor, count: added, nextCursor: page.nextCursor)) }
      cursor = page.nextCursor
    }
    let previousCursor = pages.first?.previousCursor
    state.previousPage =
      previousCursor == nil && keepingTheTop && request.cursor != nil
      ? state.previousPage.cursor.map { .available($0) } ?? .startOfList
      : PreviousPage(before: previousCursor)
    state.nextPage = NextPage(after: pages.last?.nextCursor)
    state.pages = spans
    if pendingEditPolicy == .droppedOnRefresh { state.pendingEdits = [] }
    for edit in state.pendingEdits { applyAgain(edit, to: &rows, pages: &state.pages) }
    state.list.succeed(rows)
    var dropped = ListChanges<Item.ID>()
    _ = trimBottom(in: &state, changes: &dropped)
    guard recordsChanges else { return }
    let after = state.items
    record(
      before.map { ListChanges(replacing: $0, with: after, revision: 0) }
        ?? ListChanges(inserted: Array(after.ids)),
      in: &state)
  }

  /// Appends `page` below the rows, then drops pages from the top past the window.
  @inlinable
  func append(
    _ page: Page<Item, Cursor>, loadedFrom request: PageRequest<Cursor>, in state: inout State
  ) -> Effect<Action> {
    let incoming = withPendingEdits(page.items, in: state)
    var added = 0
    var changes = ListChanges<Item.ID>()
    let recordsChanges = self.recordsChanges
    state.list.appendPage { rows in
      let start = rows.count
      added = incoming.count - rows.append(contentsOf: incoming)
      if recordsChanges { changes.inserted = Array(rows.ids[start...]) }
    }
    state.nextPage = NextPage(after: page.nextCursor)
    guard keepsPages else {
      record(changes, in: &state)
      return .none
    }
    state.pages.append(PageSpan(cursor: request.cursor, count: added, nextCursor: page.nextCursor))
    let effect = trimTop(in: &state, changes: &changes)
    record(changes, in: &state)
    return effect
  }

  /// Prepends `page` above the rows, then drops pages from the bottom past the window.
  @usableFromInline
  func prepend(
    _ page: Page<Item, Cursor>, loadedFrom request: PageRequest<Cursor>, in state: inout State
  ) -> Effect<Action> {
    let incoming = withPendingEdits(page.items, in: state)
    var added = 0
    var changes = ListChanges<Item.ID>()
    let recordsChanges = self.recordsChanges
    guard
      state.list.modifyValue({ rows in
        added = incoming.count - rows.prepend(contentsOf: incoming)
        if recordsChanges { changes.inserted = Array(rows.ids.prefix(added)) }
      })
    else {
      state.previousPage = .available(request.cursor)
      return .none
    }
    state.previousPage = PreviousPage(before: page.previousCursor)
    guard keepsPages else {
      record(changes, in: &state)
      return .none
    }
    state.pages.insert(PageSpan(cursor: request.cursor, count: added, nextCursor: page.nextCursor), at: 0)
    let effect = trimBottom(in: &state, changes: &changes)
    record(changes, in: &state)
    return effect
  }

  /// Whether the state records the pages it holds: a window drops them by page, and a
  /// refresh of every loaded page starts from the top one.
  @inlinable
  var keepsPages: Bool { maxPages != nil || refreshMode == .loadedPages }

  /// Drops pages from the top past the window; the page directly above the rows can then
  /// be loaded again, and a request for a page above is cancelled, since it no longer fits.
  @usableFromInline
  func trimTop(in state: inout State, changes: inout ListChanges<Item.ID>) -> Effect<Action> {
    guard let dropped = dropPagesPastTheWindow(atTop: true, in: &state, changes: &changes) else { return .none }
    let stop = stopPreviousPage(in: &state)
    state.previousPage = .available(dropped.last!.cursor)
    return stop
  }

  /// Drops pages from the bottom past the window; the next page is then the first one
  /// dropped, loaded again by its own cursor (the new last page's next cursor only when the
  /// first page was dropped, which has none), and a page request running below is
  /// cancelled, since it no longer fits.
  ///
  /// The dropped page's own cursor, not the next cursor the page above named: a page loaded
  /// upwards may name none, or one that skips rows where pages overlap.
  @usableFromInline
  func trimBottom(in state: inout State, changes: inout ListChanges<Item.ID>) -> Effect<Action> {
    guard let dropped = dropPagesPastTheWindow(atTop: false, in: &state, changes: &changes) else { return .none }
    state.nextPage = dropped.first!.cursor.map { .cursor($0) } ?? NextPage(after: state.pages.last?.nextCursor)
    guard state.list.isPaging else { return .none }
    state.requests.end()
    state.list.cancelLoading()
    return .cancel(id: RequestCancelID())
  }

  /// Removes the pages past `maxPages` from one end, with their rows, and records the
  /// removed ids; returns the dropped pages in list order, or `nil` when all fit.
  @usableFromInline
  func dropPagesPastTheWindow(
    atTop: Bool, in state: inout State, changes: inout ListChanges<Item.ID>
  ) -> ArraySlice<PageSpan<Cursor>>? {
    guard let maxPages, state.pages.count > maxPages else { return nil }
    let excess = state.pages.count - maxPages
    let dropped = atTop ? state.pages.prefix(excess) : state.pages.suffix(excess)
    state.pages.removeSubrange(dropped.indices)
    let rows = dropped.reduce(0) { $0 + $1.count }
    let recordsChanges = self.recordsChanges
    state.list.modifyValue { items in
      if recordsChanges { changes.removed += atTop ? items.ids.prefix(rows) : items.ids.suffix(rows) }
      if atTop { items.removeFirst(rows) } else { items.removeLast(rows) }
    }
    return dropped
  }
}
