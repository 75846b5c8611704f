/// What a chat that loads both ways should show, by the rules of issue 12 written out one
/// by one, independent of `PagingFeature` and `PagingDataState`: the rows, the status of
/// each end, the request each end waits for, the pending edits, the change count, and,
/// with a window, the pages it holds.
struct ChatReferenceModel {
  /// The main direction: what the list shows and whether a first page or a next page loads.
  enum Main: Equatable {
    case idle, firstLoad, loadFailed, retrying, shown, reloading, reloadFailed, paging, pageFailed

    var hasRows: Bool { [.shown, .reloading, .reloadFailed, .paging, .pageFailed].contains(self) }
    var reloads: Bool { [.firstLoad, .retrying, .reloading].contains(self) }
  }

  /// The top: where the list starts, or the page above and whether it loads or failed.
  enum Top: Equatable {
    case start
    case available(Int?)
    case loading(Int?)
    case failed(Int?)

    /// The cursor of the page above, where there is one.
    var cursor: Int?? {
      switch self {
      case .start: nil
      case .available(let cursor), .loading(let cursor), .failed(let cursor): .some(cursor)
      }
    }
  }

  /// A page a windowed list holds: the cursor that loaded it, how many of the rows are its,
  /// and the cursor of the page after it.
  struct Span: Equatable {
    let cursor: Int?
    var count: Int
    let next: Int?
  }

  /// A request an end waits for: its id, its cursor, and whether its page replaces the
  /// rows (a first load, refresh, retry or jump) rather than extending them; a refresh of
  /// every loaded page says how many rows it reloads.
  struct Request: Equatable {
    let id: Int
    let cursor: Int?
    var isReload = false
    var reloadedRows: Int?
  }

  /// An edit the server has not confirmed.
  enum Edit: Equatable {
    case update(Int), remove(Int), insert(Int)

    var id: Int {
      switch self {
      case .update(let id), .remove(let id), .insert(let id): id
      }
    }
  }

  /// The most pages the list holds, or `nil` for every page.
  let maxPages: Int?
  /// Whether a refresh reloads every loaded page rather than the first.
  let refreshesLoadedPages: Bool
  private(set) var main = Main.idle
  private(set) var rows: [ChatMessage] = []
  /// The cursor of the next page; `nil` at the end or before anything loaded.
  private(set) var nextCursor: Int?
  private(set) var top = Top.start
  /// The pages the list holds, top to bottom, with a window only.
  private(set) var pages: [Span] = []
  private(set) var bottomRequest: Request?
  private(set) var topRequest: Request?
  private(set) var pending: [Edit] = []
  private(set) var revision = 0
  /// The page the latest reload jumped to; `nil` when it reloaded from the top.
  private(set) var jumpCursor: Int?
  /// The ids of requests each end gave up on, newest last: they may still answer late.
  private(set) var abandonedBottom: Int?
  private(set) var abandonedTop: Int?
  private var nextBottomID = 0
  private var nextTopID = 0

  init(maxPages: Int? = nil, refreshesLoadedPages: Bool = false) {
    self.maxPages = maxPages
    self.refreshesLoadedPages = refreshesLoadedPages
  }

  // MARK: - The user and the screen

  mutating func appear() {
    if main == .idle { reload() }
  }

  /// A refresh reloads the first page, or, refreshing every loaded page with rows shown,
  /// as many rows from the top page.
  mutating func refresh() {
    guard !main.reloads else { return }
    if refreshesLoadedPages && main.hasRows {
      reload(at: pages.first?.cursor ?? nil, reloadingRows: rows.count)
    } else {
      reload()
    }
  }

  /// A jump reloads the page around a shown message, unless a reload is already out.
  mutating func jump(to id: Int) {
    guard main.hasRows, !main.reloads, rows.contains(where: { $0.id == id }) else { return }
    reload(at: ChatWalkServer.cursor(around: id))
  }

  /// A retry does again what failed: the reload, where it jumped to, or the next page.
  mutating func retry() {
    switch main {
    case .loadFailed: reload()
    case .reloadFailed: jumpCursor == nil ? refresh() : reload(at: jumpCursor)
    case .pageFailed: reachBottom()
    default: break
    }
  }

  mutating func reachBottom() {
    guard [.shown, .pageFailed, .reloadFailed].contains(main), let cursor = nextCursor else { return }
    main = .paging
    startBottom(cursor)
  }

  /// The top loads while rows show and no first page loads, one request at a time.
  mutating func reachTop() {
    guard main.hasRows, !main.reloads, case .available(let cursor) = top else { return }
    startTop(cursor)
  }

  mutating func retryTop() {
    guard !main.reloads, case .failed(let cursor) = top else { return }
    startTop(cursor)
  }

  /// A row scrolls into view; the walk prefetches one row from each end. The last row
  /// pages down where the bottom can load; otherwise the first row loads the page above.
  mutating func rowAppeared(_ id: Int) {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
    let canPageDown = [.shown, .pageFailed, .reloadFailed].contains(main) && nextCursor != nil
    if index == rows.count - 1, canPageDown {
      reachBottom()
    } else if index == 0 {
      reachTop()
    }
  }

  mutating func disappear() {
    stopTop()
    guard let request = bottomRequest else { return }
    abandonedBottom = request.id
    bottomRequest = nil
    switch main {
    case .firstLoad: main = .idle
    case .retrying: main = .loadFailed
    case .reloading, .paging: main = .shown
    default: break
    }
  }

  /// An edit applies while rows show; an update or removal of a row not shown only as a
  /// pending edit, an insert only of a row not shown. It is the row's latest edit, so it
  /// replaces the row's pending one, and a plain edit leaves none.
  mutating func edit(_ edit: Edit, pending isPending: Bool) {
    guard main.hasRows else { return }
    let isShown = rows.contains { $0.id == edit.id }
    switch edit {
    case .update, .remove: guard isShown || isPending else { return }
    case .insert: guard !isShown else { return }
    }
    pending.removeAll { $0.id == edit.id }
    if isPending { pending.append(edit) }
    if apply(edit) { revision += 1 }
  }

  mutating func editSettled(_ id: Int) {
    pending.removeAll { $0.id == id }
  }

  // MARK: - The server

  /// The answer to the bottom request with `id`: its pages, one unless it reloads every
  /// loaded page; a stale one changes nothing.
  mutating func receiveBottom(_ id: Int, _ answer: [ChatWalkServer.Page]?, cancelled: Bool) {
    guard let request = bottomRequest, request.id == id else { return }
    bottomRequest = nil
    guard let answer, let page = answer.first else {
      cancelled ? cancelBottom() : failBottom()
      return
    }
    if request.isReload {
      replaceRows(with: answer, from: request.cursor, keepingTheTop: request.reloadedRows != nil)
      return
    }
    let added = newRows(page.ids).filter { row in !rows.contains { $0.id == row.id } }
    rows += added
    nextCursor = page.nextCursor
    main = .shown
    pages.append(Span(cursor: request.cursor, count: added.count, next: page.nextCursor))
    let dropped = dropTopPages()
    if !added.isEmpty || dropped { revision += 1 }
  }

  /// The answer to the top request with `id`; a stale one changes nothing.
  mutating func receiveTop(_ id: Int, _ page: ChatWalkServer.Page?, cancelled: Bool) {
    guard let request = topRequest, request.id == id else { return }
    topRequest = nil
    guard let page else {
      top = cancelled ? .available(request.cursor) : .failed(request.cursor)
      return
    }
    let added = newRows(page.ids).filter { row in !rows.contains { $0.id == row.id } }
    rows = added + rows
    top = page.previousCursor.map { .available($0) } ?? .start
    pages.insert(Span(cursor: request.cursor, count: added.count, next: page.nextCursor), at: 0)
    let dropped = dropBottomPages()
    if !added.isEmpty || dropped { revision += 1 }
  }

  // MARK: - The window

  /// Past the window, drops pages from the top with their rows; the request above no
  /// longer fits and stops, and the last page dropped is the one above. Returns whether
  /// rows went.
  private mutating func dropTopPages() -> Bool {
    guard let maxPages, pages.count > maxPages else { return false }
    let dropped = pages.prefix(pages.count - maxPages)
    pages.removeFirst(dropped.count)
    let count = dropped.reduce(0) { $0 + $1.count }
    rows.removeFirst(count)
    stopTop()
    top = .available(dropped.last!.cursor)
    return count > 0
  }

  /// Past the window, drops pages from the bottom with their rows; the next page is the
  /// first one dropped (the one after the new last page, for the first page, which has no
  /// cursor), and a next page loading no longer fits and stops. Returns whether rows went.
  private mutating func dropBottomPages() -> Bool {
    guard let maxPages, pages.count > maxPages else { return false }
    let dropped = pages.suffix(pages.count - maxPages)
    pages.removeLast(dropped.count)
    let count = dropped.reduce(0) { $0 + $1.count }
    rows.removeLast(count)
    nextCursor = dropped.first!.cursor ?? pages.last?.next
    if main == .paging, let request = bottomRequest {
      abandonedBottom = request.id
      bottomRequest = nil
      main = .shown
    }
    return count > 0
  }

  /// With a window, the page that holds row `index` grows or shrinks by `delta`; a row
  /// just past the last page belongs to the last page.
  private mutating func adjustPage(atRow index: Int, by delta: Int) {
    var firstRow = 0
    for page in pages.indices {
      if index < firstRow + pages[page].count || page == pages.count - 1 {
        pages[page].count += delta
        return
      }
      firstRow += pages[page].count
    }
  }

  // MARK: - Rules shared by several events

  /// A first load, refresh, retry or jump: the page above stops, the page at `cursor` (the
  /// first page unless it is a jump) loads; a refresh of every loaded page loads
  /// `reloadingRows` rows from the top page, at `cursor`.
  private mutating func reload(at cursor: Int? = nil, reloadingRows: Int? = nil) {
    stopTop()
    if let request = bottomRequest { abandonedBottom = request.id }
    switch main {
    case .idle: main = .firstLoad
    case .loadFailed: main = .retrying
    default: main = .reloading
    }
    jumpCursor = reloadingRows == nil ? cursor : nil
    startBottom(cursor, isReload: true, reloadedRows: reloadingRows)
  }

  /// The server wins: its rows replace the list, then the pending edits apply again. What
  /// lies above is what the first page names; a reload of the top page (`keepingTheTop`)
  /// keeps what the list knew when that page names nothing.
  private mutating func replaceRows(with answer: [ChatWalkServer.Page], from cursor: Int?, keepingTheTop: Bool) {
    let hadRows = !rows.isEmpty
    rows = []
    var spans: [Span] = []
    var pageCursor = cursor
    for page in answer {
      let added = page.ids.filter { id in !rows.contains { $0.id == id } }
      rows += added.map { ChatMessage(id: $0) }
      spans.append(Span(cursor: pageCursor, count: added.count, next: page.nextCursor))
      pageCursor = page.nextCursor
    }
    pages = spans
    for edit in pending { _ = apply(edit) }
    if hadRows || !rows.isEmpty { revision += 1 }
    nextCursor = answer.last?.nextCursor
    let previousCursor = answer.first?.previousCursor
    if previousCursor == nil, keepingTheTop, cursor != nil {
      top = top.cursor.map { .available($0) } ?? .start
    } else {
      top = previousCursor.map { .available($0) } ?? .start
    }
    main = .shown
  }

  /// The messages of a page that extends the list: a pending removal stays removed, a
  /// pending update shows the edited copy.
  private func newRows(_ ids: [Int]) -> [ChatMessage] {
    ids.compactMap { id in
      switch pending.last(where: { $0.id == id }) {
      case .remove?: nil
      case .update?: ChatMessage(id: id, isEdited: true)
      case .insert?, nil: ChatMessage(id: id)
      }
    }
  }

  /// Applies `edit` to the rows where it fits, and to the count of the page it touches;
  /// returns whether the rows changed.
  private mutating func apply(_ edit: Edit) -> Bool {
    let index = rows.firstIndex { $0.id == edit.id }
    switch edit {
    case .update(let id):
      guard let index else { return false }
      rows[index] = ChatMessage(id: id, isEdited: true)
    case .remove:
      guard let index else { return false }
      rows.remove(at: index)
      adjustPage(atRow: index, by: -1)
    case .insert(let id):
      guard index == nil else { return false }
      rows.insert(ChatMessage(id: id), at: 0)
      adjustPage(atRow: 0, by: 1)
    }
    return true
  }

  private mutating func cancelBottom() {
    switch main {
    case .firstLoad: main = .idle
    case .retrying: main = .loadFailed
    default: main = .shown
    }
  }

  private mutating func failBottom() {
    switch main {
    case .firstLoad, .retrying: main = .loadFailed
    case .reloading: main = .reloadFailed
    default: main = .pageFailed
    }
  }

  private mutating func startBottom(_ cursor: Int?, isReload: Bool = false, reloadedRows: Int? = nil) {
    bottomRequest = Request(id: nextBottomID, cursor: cursor, isReload: isReload, reloadedRows: reloadedRows)
    nextBottomID += 1
  }

  private mutating func startTop(_ cursor: Int?) {
    top = .loading(cursor)
    topRequest = Request(id: nextTopID, cursor: cursor)
    nextTopID += 1
  }

  /// The top request, if one is out, is cancelled and its page can be loaded again.
  private mutating func stopTop() {
    guard let request = topRequest else { return }
    abandonedTop = request.id
    topRequest = nil
    top = .available(request.cursor)
  }
}
