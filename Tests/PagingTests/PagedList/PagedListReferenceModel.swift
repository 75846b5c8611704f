import Paging

/// What a `PagedList` should hold after each event, by the rules its documentation states,
/// written the plainest way: the rows in an array, each row tagged with the page it came
/// in; the pages in an array; the ends; the pending edits in an array. Every lookup is a
/// linear scan, and a page's count is not kept but counted from the rows' tags, so the
/// model cannot drift the way bookkeeping can.
///
/// It shares only vocabulary with the list (`PageLink`, `PageSpan`, `ItemEdit`, `ListChanges`),
/// never its code.
struct PagedListReferenceModel {
  /// A page the model holds: a serial number its rows are tagged with, the cursor it was
  /// requested with, and the cursor it named below.
  struct PageRecord: Equatable {
    let serial: Int
    let cursor: Int?
    let next: Int?
  }

  /// A row and the page it belongs to.
  struct TaggedRow: Equatable {
    var row: WalkRow
    let page: Int
  }

  /// Things that can happen in the walk, kept so a test can check that the random steps
  /// reach each of them.
  enum Situation: Hashable, CaseIterable {
    case aServedRowWasAlreadyListed
    case aWindowDroppedPagesAbove
    case theFirstPageWasDroppedAbove
    case aWindowDroppedPagesBelow
    case theFirstPageWasDroppedBelow
    case theDroppedPageBelowWasNotTheOneNamed
    case aReplacementKeptTheTop
    case aPendingUpdateShowedOnAPage
    case aPendingRemovalKeptARowOffAPage
    case aPendingEditAppliedAgain
    case pendingEditsWereDroppedOnRefresh
    case aRowWasInsertedWhereAPageStarts
    case anInsertFoundNoPage
    case anEditChangedNoRow
    case aPendingEditSettled
    case aReplacementMovedRows
    case aPrependFoundNoPage
  }

  let options: PagedListOptions
  private(set) var rows: [TaggedRow] = []
  private(set) var pages: [PageRecord] = []
  private(set) var above: PageLink<Int> = .end
  private(set) var below: PageLink<Int> = .firstPage
  private(set) var pendingEdits: [ItemEdit<WalkRow>] = []
  private(set) var changes = ListChanges<Int>()
  private(set) var situations: Set<Situation> = []
  /// The ids of the rows before the latest replacement, in order: which rows it moved is
  /// a choice among equals, and ``isFewestMoves(_:)`` judges any of them.
  private var idsBeforeReplacement: [Int] = []
  private var nextSerial = 0

  /// A list that loaded nothing: its first page lies below.
  init(options: PagedListOptions) {
    self.options = options
  }

  /// A list made to show `ids` as one page, the list's first, that names `below` below.
  init(showing ids: [Int], above: Int?, below: Int?, options: PagedListOptions) {
    self.options = options
    let page = newPage(cursor: nil, next: below)
    pages = [page]
    rows = ids.map { TaggedRow(row: WalkRow(id: $0, version: 0), page: page.serial) }
    self.above = Self.link(naming: above)
    self.below = Self.link(naming: below)
  }

  // MARK: - Reading

  /// The rows, top to bottom.
  var items: [WalkRow] { rows.map(\.row) }

  /// The pages as the list reports them: a page's count is how many rows carry its tag.
  var spans: [PageSpan<Int>] {
    pages.map { page in
      PageSpan(cursor: page.cursor, count: rows.filter { $0.page == page.serial }.count, nextCursor: page.next)
    }
  }

  /// Whether `moved` is a right answer for the latest change's moved rows: as many as the
  /// model's own choice (the fewest), each one a row that stayed, in list order, and the
  /// rows that stayed without moving still in their old order.
  func isFewestMoves(_ moved: [Int]) -> Bool {
    guard moved.count == changes.moved.count else { return false }
    let stayed = changes.updated
    guard Self.isSubsequence(moved, of: stayed) else { return false }
    let unmoved = stayed.filter { !moved.contains($0) }
    let oldPositions = unmoved.map { id in idsBeforeReplacement.firstIndex(of: id)! }
    return zip(oldPositions, oldPositions.dropFirst()).allSatisfy { $0 < $1 }
  }

  // MARK: - Events

  /// A page below the rows: its rows not listed yet, with the pending edits applied, join
  /// at the bottom; then, past the window, pages go from the top, and the last of them lies
  /// above. Returns whether pages went.
  mutating func append(_ served: PagedListWalkStep.ServedPage, requestedWith cursor: Int?) -> Bool {
    let page = newPage(cursor: cursor, next: served.next)
    pages.append(page)
    var inserted: [Int] = []
    for row in withPendingEdits(served.page.items) {
      if isListed(row.id) {
        situations.insert(.aServedRowWasAlreadyListed)
      } else {
        rows.append(TaggedRow(row: row, page: page.serial))
        inserted.append(row.id)
      }
    }
    below = Self.link(naming: served.next)
    var removed: [Int] = []
    var dropped = false
    if let maxPages = options.maxPages, pages.count > maxPages {
      let gone = Array(pages.prefix(pages.count - maxPages))
      removed = drop(gone)
      above = gone.last!.cursor.map { .cursor($0) } ?? .firstPage
      situations.insert(.aWindowDroppedPagesAbove)
      if gone.last!.cursor == nil { situations.insert(.theFirstPageWasDroppedAbove) }
      dropped = true
    }
    record(ListChanges(inserted: inserted, removed: removed))
    return dropped
  }

  /// A page above the rows: its rows not listed yet, with the pending edits applied, join
  /// at the top in their order; then, past the window, pages go from the bottom, and the
  /// first of them lies below, by its own cursor. Returns whether pages went.
  ///
  /// A list that held no page lies below the new one as that page names.
  mutating func prepend(_ served: PagedListWalkStep.ServedPage, requestedWith cursor: Int?) -> Bool {
    if pages.isEmpty {
      situations.insert(.aPrependFoundNoPage)
      below = Self.link(naming: served.next)
    }
    let page = newPage(cursor: cursor, next: served.next)
    pages.insert(page, at: 0)
    var added: [TaggedRow] = []
    for row in withPendingEdits(served.page.items) {
      if isListed(row.id) || added.contains(where: { $0.row.id == row.id }) {
        situations.insert(.aServedRowWasAlreadyListed)
      } else {
        added.append(TaggedRow(row: row, page: page.serial))
      }
    }
    rows = added + rows
    above = Self.link(naming: served.previous)
    let removed = dropPagesBelowTheWindow()
    record(ListChanges(inserted: added.map(\.row.id), removed: removed ?? []))
    return removed != nil
  }

  /// Pages replace the rows: the server wins, then the pending edits (unless the policy
  /// drops them) apply again, oldest first; past the window, pages go from the bottom.
  /// Above lies what the first page names, except that a reload keeping the top, requested
  /// with a cursor, whose first page names nothing, keeps what lay above.
  mutating func replaceAll(with served: [PagedListWalkStep.ServedPage], requestedWith cursor: Int?, keepingTheTop: Bool) {
    let before = rows.map(\.row.id)
    rows = []
    pages = []
    var pageCursor = cursor
    for servedPage in served {
      let page = newPage(cursor: pageCursor, next: servedPage.next)
      pages.append(page)
      for row in servedPage.page.items where !isListed(row.id) {
        rows.append(TaggedRow(row: row, page: page.serial))
      }
      pageCursor = servedPage.next
    }
    if keepingTheTop, cursor != nil, served.first?.previous == nil {
      situations.insert(.aReplacementKeptTheTop)
    } else {
      above = Self.link(naming: served.first?.previous)
    }
    below = Self.link(naming: served.last?.next)
    if options.pendingEditPolicy == .droppedOnRefresh {
      if !pendingEdits.isEmpty { situations.insert(.pendingEditsWereDroppedOnRefresh) }
      pendingEdits = []
    }
    for edit in pendingEdits where applyToRows(edit) {
      situations.insert(.aPendingEditAppliedAgain)
    }
    _ = dropPagesBelowTheWindow()
    recordReplacement(of: before)
  }

  /// An edit: it becomes the row's latest, replacing its pending one, and is kept while
  /// pending; it changes the rows where it fits. Returns whether the rows changed.
  mutating func apply(_ edit: ItemEdit<WalkRow>, pending: Bool) -> Bool {
    pendingEdits.removeAll { $0.id == edit.id }
    if pending { pendingEdits.append(edit) }
    let changed = applyToRows(edit)
    guard changed else {
      situations.insert(.anEditChangedNoRow)
      return false
    }
    switch edit {
    case .update(let row): record(ListChanges(updated: [row.id]))
    case .remove(let id): record(ListChanges(removed: [id]))
    case .insert(let row, _): record(ListChanges(inserted: [row.id]))
    }
    return true
  }

  /// Forgets the pending edit of row `id`; returns whether there was one.
  mutating func settleEdit(id: Int) -> Bool {
    let had = pendingEdits.contains { $0.id == id }
    pendingEdits.removeAll { $0.id == id }
    if had { situations.insert(.aPendingEditSettled) }
    return had
  }

  // MARK: - Rules shared by several events

  private mutating func newPage(cursor: Int?, next: Int?) -> PageRecord {
    defer { nextSerial += 1 }
    return PageRecord(serial: nextSerial, cursor: cursor, next: next)
  }

  private func isListed(_ id: Int) -> Bool {
    rows.contains { $0.row.id == id }
  }

  /// The rows of a page as they join the list: a pending removal keeps its row off, a
  /// pending update shows instead of the server's copy, and a repeat within the page goes.
  private mutating func withPendingEdits(_ served: [WalkRow]) -> [WalkRow] {
    var result: [WalkRow] = []
    for row in served {
      guard !result.contains(where: { $0.id == row.id }) else {
        situations.insert(.aServedRowWasAlreadyListed)
        continue
      }
      switch pendingEdits.first(where: { $0.id == row.id }) {
      case .remove?:
        situations.insert(.aPendingRemovalKeptARowOffAPage)
      case .update(let edited)?:
        situations.insert(.aPendingUpdateShowedOnAPage)
        result.append(edited)
      case .insert?, nil:
        result.append(row)
      }
    }
    return result
  }

  /// Applies `edit` where it fits: an update or removal of a listed row, an insert of a row
  /// not listed, at its position or last, into the page that held that position (the last
  /// page past the end). A list with no page puts an inserted row in a page of its own.
  private mutating func applyToRows(_ edit: ItemEdit<WalkRow>) -> Bool {
    let index = rows.firstIndex { $0.row.id == edit.id }
    switch edit {
    case .update(let row):
      guard let index else { return false }
      rows[index].row = row
    case .remove:
      guard let index else { return false }
      rows.remove(at: index)
    case .insert(let row, let position):
      guard index == nil else { return false }
      if pages.isEmpty {
        situations.insert(.anInsertFoundNoPage)
        pages.append(newPage(cursor: nil, next: nil))
      }
      let lastPage = pages.last!
      let at = min(position, rows.count)
      let page = at < rows.count ? rows[at].page : lastPage.serial
      if at > 0, at < rows.count, rows[at - 1].page != page { situations.insert(.aRowWasInsertedWhereAPageStarts) }
      rows.insert(TaggedRow(row: row, page: page), at: at)
    }
    return true
  }

  /// Past the window, drops pages from the bottom with their rows; the first page dropped
  /// lies below by its own cursor, or, when it is the list's first page (no cursor), by the
  /// cursor the new last page names. Returns the dropped rows' ids, or `nil` when all fit.
  private mutating func dropPagesBelowTheWindow() -> [Int]? {
    guard let maxPages = options.maxPages, pages.count > maxPages else { return nil }
    let gone = Array(pages.suffix(pages.count - maxPages))
    let removed = drop(gone)
    situations.insert(.aWindowDroppedPagesBelow)
    if let cursor = gone.first!.cursor {
      below = .cursor(cursor)
      if pages.last!.next != cursor { situations.insert(.theDroppedPageBelowWasNotTheOneNamed) }
    } else {
      below = Self.link(naming: pages.last?.next)
      situations.insert(.theFirstPageWasDroppedBelow)
    }
    return removed
  }

  /// Removes `gone` and every row tagged with one of them; returns those rows' ids in
  /// list order.
  private mutating func drop(_ gone: [PageRecord]) -> [Int] {
    let serials = gone.map(\.serial)
    pages.removeAll { serials.contains($0.serial) }
    let removed = rows.filter { serials.contains($0.page) }.map(\.row.id)
    rows.removeAll { serials.contains($0.page) }
    return removed
  }

  /// The change of a replacement: the new ids inserted, the lost ones removed, the ones of
  /// both updated, and the fewest of those moved that leave the rest in their old order
  /// (one longest run of old positions that goes up, found by trying every row as its end).
  private mutating func recordReplacement(of before: [Int]) {
    let after = rows.map(\.row.id)
    let stayed = after.filter { before.contains($0) }
    let positions = stayed.map { id in before.firstIndex(of: id)! }
    var longest = positions.map { _ in 1 }
    var previous = positions.map { _ in -1 }
    for end in positions.indices {
      for start in 0..<end where positions[start] < positions[end] && longest[start] + 1 > longest[end] {
        longest[end] = longest[start] + 1
        previous[end] = start
      }
    }
    var unmoved: [Int] = []
    var index = longest.indices.max { longest[$0] < longest[$1] } ?? -1
    while index >= 0 {
      unmoved.append(stayed[index])
      index = previous[index]
    }
    let moved = stayed.filter { !unmoved.contains($0) }
    if !moved.isEmpty { situations.insert(.aReplacementMovedRows) }
    idsBeforeReplacement = before
    record(
      ListChanges(
        inserted: after.filter { !before.contains($0) }, removed: before.filter { !after.contains($0) },
        moved: moved, updated: stayed))
  }

  /// Keeps `change` as the latest, one revision on, when changes are recorded and it
  /// touched a row.
  private mutating func record(_ change: ListChanges<Int>) {
    guard options.recordsChanges, !change.isEmpty else { return }
    var change = change
    change.revision = changes.revision + 1
    changes = change
  }

  private static func link(naming cursor: Int?) -> PageLink<Int> {
    cursor.map { .cursor($0) } ?? .end
  }

  private static func isSubsequence(_ part: [Int], of whole: [Int]) -> Bool {
    var rest = whole[...]
    for id in part {
      guard let found = rest.firstIndex(of: id) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }
}
