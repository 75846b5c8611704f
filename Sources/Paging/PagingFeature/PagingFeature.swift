public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// A ready-made reducer for a list that loads page by page: first load, pull-to-refresh,
/// infinite scroll, retry, and prefetching, with every race decided by one policy.
///
/// The list's whole loading story lives in one ``/LoadingStates/PagingDataState`` value, so a
/// view switches on it: rows for the value, a spinner row while
/// ``/LoadingStates/PagingDataState/paging(_:)``, an error row with retry on
/// ``/LoadingStates/PagingDataState/pagingFailure(_:_:)``, a banner on
/// ``/LoadingStates/PagingDataState/reLoadingFailure(_:_:)``.
///
/// ```swift
/// let feed = PagingFeature<Post, String>(pageSize: 20) { request in
///   try await api.posts(after: request.cursor, limit: request.pageSize)
/// }
/// let store = Store(initialState: PagingFeature<Post, String>.State(), reducer: feed)
/// store.send(.appear)
/// ```
///
/// The policy, each line proven by a test:
/// - `appear` loads only from `idle`; appearing again does not refetch.
/// - `refresh` wins over paging: it cancels the page request in flight and reloads the first
///   page while the items stay on screen (`reLoading`). With `refreshWhilePaging:
///   .isIgnored`, article 000's guard instead: the refresh is ignored while a page loads,
///   and its `StoreTask` follows that page. A refresh while already loading
///   starts no second request: it joins the load in flight, so its `StoreTask` finishes
///   when that load settles, as `.refreshable` expects.
/// - `reachBottom` (and `itemAppeared` within `prefetchDistance` of the end) pages only from
///   `success`, `pagingFailure` or `reLoadingFailure`, only while there is a next page, and
///   never with a request already out.
/// - A response whose request id is not the one in flight is stale and ignored.
/// - Appending drops items whose id is already listed; a page whose next cursor equals the
///   cursor it was requested with fails with ``/ErrorHandling/AppError/invalidData(reason:)``
///   instead of looping.
/// - `retry` reloads after a load failure (a failed `refreshAround` jumps again) and
///   re-requests the same cursor after a page failure.
/// - The error a request throws is handed to `errorLogger` as it was thrown (with its URL,
///   status or coding path), then classified into the ``/ErrorHandling/AppError`` the state
///   keeps.
/// - A request the client reports as cancelled (``/ErrorHandling/AppError/cancelled``) is
///   never a failure: the list goes back to what it showed before the request.
/// - `disappear` cancels the request in flight and goes back the same way, so a screen
///   that leaves during its first load loads again when it comes back.
///
/// Beyond article 000's one direction, each off until asked for:
/// - A page's `previousCursor` opens the top: `reachTop` loads the page before the first
///   row, with its own status in ``State/previousPage`` and its own ledger, so the two
///   directions load at once but each never twice; `refresh` and `disappear` cancel both,
///   and `retryTop` re-requests the failed top cursor.
/// - `maxPages` bounds the list: a page past it drops whole pages from the far end, whose
///   cursors load them back when the user scrolls there.
/// - `edit` updates, removes or inserts a row by id in any case that shows rows; a refresh
///   lets the server win, except over pending edits that the ``PendingEditPolicy`` keeps.
/// - `recordsChanges` keeps the ``ListChanges`` of each change to the rows, in time
///   proportional to the change.
/// - `refreshMode` reloads the first page or every loaded page; `refreshAround` reloads
///   around a row.
///
/// Every ignored action has a reason (``IgnoredReason``), which `logChanges` prints.
public struct PagingFeature<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>: Reducer
where Item.ID: Sendable {
  /// The list and the bookkeeping of its requests.
  public struct State {
    /// The items and what the list is doing with them in its main direction, down.
    public var list: PagingDataState<IdentifiedArray<Item>, AppError>

    /// Where the next page starts.
    public var nextPage: NextPage<Cursor>

    /// The page request whose answer the feature waits for, and the id the next one gets:
    /// first pages, refreshes and next pages.
    public var requests: RequestLedger<PageRequest<Cursor>>

    /// What lies above the first row: the start of the list, or a page before it.
    public var previousPage: PreviousPage<Cursor>

    /// The request for the page before the first row, apart from ``requests`` so that the
    /// two directions load at once but each never twice.
    public var previousRequests: RequestLedger<PageRequest<Cursor>>

    /// The pages the list holds, top to bottom; kept only by a feature with `maxPages` or
    /// with `refreshMode: .loadedPages`, which need them.
    public var pages: [PageSpan<Cursor>]

    /// The optimistic edits the server has not confirmed yet, at most one per item (its
    /// latest), oldest first.
    public var pendingEdits: IdentifiedArray<ItemEdit<Item>>

    /// What the last change did to the rows; kept only by a feature with
    /// `recordsChanges: true`.
    public var changes: ListChanges<Item.ID>

    /// The cursor the latest reload jumped to with ``Action/refreshAround(_:)``; `nil` when
    /// it reloaded from the top. A `retry` after that reload failed jumps there again.
    public var jumpCursor: Cursor?

    /// Creates a list state; by default, nothing loaded yet.
    ///
    /// - Parameters:
    ///   - list: The list's loading state.
    ///   - nextPage: Where the next page starts.
    ///   - requests: The request in flight and the id of the next one.
    ///   - previousPage: What lies above the first row.
    ///   - previousRequests: The request for the page before, and the id of the next one.
    ///   - pages: The pages the list holds, for a feature with a window.
    ///   - pendingEdits: The edits the server has not confirmed yet.
    ///   - changes: What the last change did to the rows.
    ///   - jumpCursor: The cursor the latest reload jumped to, if it was a jump.
    public init(
      list: PagingDataState<IdentifiedArray<Item>, AppError> = .idle,
      nextPage: NextPage<Cursor> = .firstPage,
      requests: RequestLedger<PageRequest<Cursor>> = RequestLedger(),
      previousPage: PreviousPage<Cursor> = .startOfList,
      previousRequests: RequestLedger<PageRequest<Cursor>> = RequestLedger(),
      pages: [PageSpan<Cursor>] = [],
      pendingEdits: IdentifiedArray<ItemEdit<Item>> = [],
      changes: ListChanges<Item.ID> = ListChanges(),
      jumpCursor: Cursor? = nil
    ) {
      self.list = list
      self.nextPage = nextPage
      self.requests = requests
      self.previousPage = previousPage
      self.previousRequests = previousRequests
      self.pages = pages
      self.pendingEdits = pendingEdits
      self.changes = changes
      self.jumpCursor = jumpCursor
    }

    /// The items on screen: empty until the first page arrives.
    public var items: IdentifiedArray<Item> { list.value ?? IdentifiedArray() }
  }

  /// What happens to a paged list.
  public enum Action {
    /// The list's screen appeared.
    case appear
    /// The list's screen went away: the requests in flight are cancelled and the list goes
    /// back to what it showed, so appearing again loads again.
    case disappear
    /// The user pulled to refresh.
    case refresh
    /// The user asked to reload the page around an item and to scroll on from there both
    /// ways: a timeline opened at a notification, a chat opened at a message.
    case refreshAround(Item.ID)
    /// The user scrolled to the bottom.
    case reachBottom
    /// The user scrolled to the top of the loaded rows.
    case reachTop
    /// The user tapped retry on an error row, screen or banner of the main direction.
    case retry
    /// The user tapped retry on the error row at the top.
    case retryTop
    /// A row appeared on screen; near either end, it prefetches the page beyond.
    case itemAppeared(Item.ID)
    /// The screen changed a row by itself; a `pending` edit waits for the server and is
    /// kept over refreshed rows until ``editSettled(_:)``, as the feature's policy says.
    /// Either replaces the row's pending edit, so a plain edit leaves the row with none.
    case edit(ItemEdit<Item>, pending: Bool = false)
    /// The server answered the pending edit of the item with this id.
    case editSettled(Item.ID)
    /// The answer to the request with `requestID`.
    case responseReceived(requestID: Int, result: Result<Page<Item, Cursor>, AppError>)
    /// The answer to a refresh of every loaded page: the pages, in order.
    case pagesReloaded(requestID: Int, result: Result<[Page<Item, Cursor>], AppError>)
    /// The answer to the request for the page before the first row.
    case previousPageReceived(requestID: Int, result: Result<Page<Item, Cursor>, AppError>)
  }

  /// Fetches a page. Errors it throws become ``/ErrorHandling/AppError`` values.
  public let fetch: @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>

  /// How many items a page request asks for.
  public let pageSize: Int

  /// An appearing item among the first or last `prefetchDistance` items prefetches the
  /// page beyond that end.
  public let prefetchDistance: Int

  /// What a refresh does while a page request is out.
  public let refreshWhilePaging: RefreshWhilePaging

  /// What a refresh reloads: the first page, or every loaded page.
  public let refreshMode: RefreshMode

  /// The most pages the list holds; past it, pages are dropped from the far end and loaded
  /// again when the user scrolls back. `nil` keeps every page.
  public let maxPages: Int?

  /// Whether a refresh keeps or drops the optimistic edits still pending.
  public let pendingEditPolicy: PendingEditPolicy

  /// Whether the state records what each change did to the rows in ``State/changes``.
  public let recordsChanges: Bool

  /// The cursor of the page around an item, for ``Action/refreshAround(_:)``.
  public let cursorAround: (@Sendable (Item) -> Cursor)?

  /// Logs each failure of `fetch`, pinned to where the feature was created.
  public let errorLogger: ErrorLogger

  /// Creates the feature with its dependencies.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a page request asks for.
  ///   - prefetchDistance: An appearing item among the first or last `prefetchDistance`
  ///     items starts the request for the page beyond that end.
  ///   - refreshWhilePaging: What a refresh does while a page request is out: by default it
  ///     cancels the page and reloads.
  ///   - refreshMode: What a refresh reloads: by default the first page.
  ///   - maxPages: The most pages the list holds, at least 1; by default every page.
  ///   - pendingEditPolicy: Whether a refresh keeps pending edits; by default it does.
  ///   - recordsChanges: Whether the state records each change to the rows; by default not.
  ///   - cursorAround: The cursor of the page around an item, for `refreshAround`; by
  ///     default `nil`, and `refreshAround` is ignored.
  ///   - errorLogger: Logs each error `fetch` throws (not a cancellation) before it is
  ///     classified, with the place the feature is created; by default nothing is logged.
  ///   - fileID: Where the feature is created, for the logger.
  ///   - line: Where the feature is created, for the logger.
  ///   - function: Where the feature is created, for the logger.
  ///   - fetch: Fetches the page a request names.
  public init(
    pageSize: Int = 20,
    prefetchDistance: Int = 5,
    refreshWhilePaging: RefreshWhilePaging = .cancelsThePage,
    refreshMode: RefreshMode = .firstPage,
    maxPages: Int? = nil,
    pendingEditPolicy: PendingEditPolicy = .keptUntilSettled,
    recordsChanges: Bool = false,
    cursorAround: (@Sendable (Item) -> Cursor)? = nil,
    errorLogger: ErrorLogger = .disabled,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    fetch: @escaping @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>
  ) {
    precondition(
      maxPages.map { $0 >= 1 } ?? true,
      "PagingFeature: maxPages is \(maxPages ?? 0), but a list holds at least the page on screen; pass 1 or more, or nil to keep every page."
    )
    self.fetch = fetch
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
    self.refreshWhilePaging = refreshWhilePaging
    self.refreshMode = refreshMode
    self.maxPages = maxPages
    self.pendingEditPolicy = pendingEditPolicy
    self.recordsChanges = recordsChanges
    self.cursorAround = cursorAround
    self.errorLogger = errorLogger.pinned(fileID: fileID, line: line, function: function)
  }

  // Inlinable, as `settle` is, so that a store built in the app's module appends pages with
  // `IdentifiedArray` code specialized for the app's `Item`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch decide(action, in: state) {
    case .ignore:
      return .none
    case .join:
      return .join(id: RequestCancelID())
    case .reload(let request):
      state.list.startLoading()
      state.jumpCursor = request.cursor
      return .merge(stopPreviousPage(in: &state), startRequest(request, in: &state))
    case .reloadPages(let request, let rows):
      state.list.startLoading()
      state.jumpCursor = nil
      return .merge(stopPreviousPage(in: &state), startReloadingPages(request, rows: rows, in: &state))
    case .loadPage(let cursor):
      state.list.startPaging()
      return startRequest(PageRequest(cursor: cursor, pageSize: pageSize), in: &state)
    case .loadPreviousPage(let cursor):
      return startPreviousPage(cursor, in: &state)
    case .settle(let request, let result):
      state.requests.end()
      return settle(request, with: result, in: &state)
    case .settleReload(let request, let result):
      state.requests.end()
      return settleReload(request, with: result, in: &state)
    case .settlePrevious(let request, let result):
      state.previousRequests.end()
      return settlePrevious(request, with: result, in: &state)
    case .edit(let edit, let pending):
      apply(edit, pending: pending, in: &state)
      return .none
    case .settleEdit(let id):
      state.pendingEdits.remove(id: id)
      return .none
    case .stop:
      return stopRequests(in: &state)
    }
  }

  @usableFromInline
  func startRequest(_ request: PageRequest<Cursor>, in state: inout State) -> Effect<Action> {
    let fetch = self.fetch
    return state.requests.start(request, cancelID: RequestCancelID(), errorLogger: errorLogger) {
      try await fetch(request)
    } answer: { id, result in
      .responseReceived(requestID: id, result: result)
    }
  }
}

/// Groups the list's requests so a reload cancels the page request in flight. Each list
/// has its own: a store scopes a child feature's ids to its place, so two lists in one
/// parent never cancel each other's requests.
@usableFromInline
struct RequestCancelID: Hashable, Sendable {
  @usableFromInline
  init() {}
}

/// Groups the requests for the page before the first row, which load beside the main
/// direction's and are cancelled by a reload, a window that drops the top, or `disappear`.
@usableFromInline
struct PreviousPageCancelID: Hashable, Sendable {
  @usableFromInline
  init() {}
}

extension PagingFeature.State: Equatable where Item: Equatable {}
extension PagingFeature.State: Hashable where Item: Hashable, Cursor: Hashable {}
extension PagingFeature.State: Sendable where Item: Sendable {}
extension PagingFeature.Action: Equatable where Item: Equatable {}
extension PagingFeature.Action: Sendable where Item: Sendable {}

extension PagingFeature.State: Fingerprinted {
  /// The list's fingerprint and the request bookkeeping: equal when the states are.
  public struct Fingerprint: Equatable {
    /// The list's fingerprint.
    public let list: PagingDataState<IdentifiedArray<Item>, AppError>.Fingerprint
    /// Where the next page starts.
    public let nextPage: NextPage<Cursor>
    /// The request in flight and the id of the next one.
    public let requests: RequestLedger<PageRequest<Cursor>>
    /// What lies above the first row.
    public let previousPage: PreviousPage<Cursor>
    /// The request for the page before, and the id of the next one.
    public let previousRequests: RequestLedger<PageRequest<Cursor>>
    /// The pages the list holds.
    public let pages: [PageSpan<Cursor>]
    /// The fingerprint of the pending edits.
    public let pendingEdits: UInt64
    /// The revision of the last change to the rows.
    public let changesRevision: Int
    /// The cursor the latest reload jumped to.
    public let jumpCursor: Cursor?
  }

  /// The state's fingerprint: a store observing a paged list compares it in O(1), without
  /// keeping a copy of the items.
  public var fingerprint: Fingerprint {
    Fingerprint(
      list: list.fingerprint,
      nextPage: nextPage,
      requests: requests,
      previousPage: previousPage,
      previousRequests: previousRequests,
      pages: pages,
      pendingEdits: pendingEdits.fingerprint,
      changesRevision: changes.revision,
      jumpCursor: jumpCursor
    )
  }
}
