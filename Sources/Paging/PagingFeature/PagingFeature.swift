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
/// - `appear` loads only from `idle`; appearing again does not refetch
///   (``reloadingOnEveryAppearance()`` reloads instead, as articles 000 and 004 do).
/// - `refresh` wins over paging: it cancels the page request in flight and reloads the first
///   page while the items stay on screen (`reLoading`). With `refreshWhilePaging:
///   .isIgnored`, article 000's guard instead: the refresh is ignored while a page loads,
///   and its `StoreTask` ends at once, as the guard returns. A refresh while already loading
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
///   row, with its own status in ``PagingState/top`` and its own ledger, so the two
///   directions load at once but each never twice; `refresh` and `disappear` cancel both,
///   and `retryTop` re-requests the failed top cursor.
/// - `maxPages` bounds the list: a page past it drops whole pages from the far end, whose
///   cursors load them back when the user scrolls there.
/// - `edit` updates, removes or inserts a row by id in any case that shows rows; a refresh
///   lets the server win, except over pending edits that the ``PendingEditPolicy`` keeps.
/// - `recordsChanges` keeps the ``ListChanges`` of each change to the rows, in time
///   proportional to the change.
/// - `refreshMode` reloads the first page or every loaded page; `refreshAround` reloads
///   the page around a row: the one `cursorAround` names, or else the page the row came in.
///
/// Every ignored action has a reason (``IgnoredReason``), which `logChanges` prints.
public struct PagingFeature<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>: Reducer
where Item.ID: Sendable {
  /// The state of a paged list: what it shows, and the bookkeeping of its requests.
  public typealias State = PagingState<Item, Cursor>

  /// What happens to a paged list.
  public typealias Action = PagingAction<Item, Cursor>



  /// Fetches a page. Errors it throws become ``/ErrorHandling/AppError`` values.
  public let fetch: @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>

  /// The feature's pure decisions, which follow its options.
  public let policy: PagingPolicy<Item, Cursor>

  /// Every option the feature has; its error logger is pinned to where the feature was
  /// created.
  public var configuration: PagingConfiguration<Item, Cursor> { policy.configuration }

  /// Creates the feature with its options in one value.
  ///
  /// - Parameters:
  ///   - configuration: The feature's options; it stops the program with a sentence
  ///     naming the option when they make no sense.
  ///   - fileID: Where the feature is created, for the logger.
  ///   - line: Where the feature is created, for the logger.
  ///   - function: Where the feature is created, for the logger.
  ///   - fetch: Fetches the page a request names.
  public init(
    configuration: PagingConfiguration<Item, Cursor>,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    fetch: @escaping @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>
  ) {
    if let problem = configuration.problem { preconditionFailure("PagingFeature: \(problem).") }
    var configuration = configuration
    configuration.errorLogger = configuration.errorLogger.pinned(fileID: fileID, line: line, function: function)
    self.policy = PagingPolicy(configuration: configuration)
    self.fetch = fetch
  }

  /// Creates the feature with its options one by one, as ``PagingConfiguration`` names
  /// them.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a page request asks for.
  ///   - prefetchDistance: How near an end an appearing item prefetches the page beyond.
  ///   - refreshWhilePaging: What a refresh does while a page request is out.
  ///   - refreshMode: What a refresh reloads.
  ///   - maxPages: The most pages the list holds, at least 1; by default every page.
  ///   - pendingEditPolicy: Whether a refresh keeps pending edits.
  ///   - recordsChanges: Whether the state records each change to the rows.
  ///   - cursorAround: The cursor of the page around an item, for `refreshAround`.
  ///   - errorLogger: Logs each error `fetch` throws before it is classified; by default the
  ///     store's `\.errorLogger` dependency (``/ErrorHandling/ErrorLogger/fromDependencies``).
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
    errorLogger: ErrorLogger = .fromDependencies,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    fetch: @escaping @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>
  ) {
    self.init(
      configuration: PagingConfiguration(
        pageSize: pageSize, prefetchDistance: prefetchDistance, refreshWhilePaging: refreshWhilePaging,
        refreshMode: refreshMode,
        list: PagedListOptions(
          maxPages: maxPages, recordsChanges: recordsChanges, pendingEditPolicy: pendingEditPolicy),
        cursorAround: cursorAround, errorLogger: errorLogger),
      fileID: fileID, line: line, function: function, fetch: fetch)
  }

  // Inlinable, as `settle` is, so that a store built in the app's module appends pages with
  // `IdentifiedArray` code specialized for the app's `Item`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    #if DEBUG
      // A state someone else left inconsistent (a test's, a wrapper's) is theirs to report.
      let wasConsistent = bookkeepingViolation(in: state) == nil
    #endif
    let decision = policy.decide(action, in: state)
    if decision.startsReload, let trigger = action.loadTrigger { state._lastLoadTrigger = trigger }
    let effect = carryOut(decision, in: &state)
    #if DEBUG
      if wasConsistent, let violation = bookkeepingViolation(in: state) {
        preconditionFailure("PagingFeature, after \(action.name): \(violation)")
      }
    #endif
    return effect
  }

  /// Carries out a decision: a change to the loading state, a list event, an effect.
  @inlinable
  func carryOut(_ decision: PagingDecision<Item, Cursor>, in state: inout State) -> Effect<Action> {
    switch decision {
    case .ignore:
      return .none
    case .join:
      return .join(id: RequestCancelID())
    case .reload(let request):
      state._status.startLoading()
      state._jumpCursor = request.cursor
      return .merge(stopTop(in: &state), startRequest(request, in: &state))
    case .reloadPages(let request, let rows):
      state._status.startLoading()
      state._jumpCursor = nil
      return .merge(stopTop(in: &state), startReloadingPages(request, rows: rows, in: &state))
    case .loadPage(let cursor):
      state._status.startPaging()
      return startRequest(PageRequest(cursor: cursor, pageSize: configuration.pageSize), in: &state)
    case .loadPreviousPage(let page):
      return startPreviousPage(page, in: &state)
    case .settle(let request, let result):
      state._requests.end()
      return settle(request, with: result, in: &state)
    case .settleReload(let request, let result):
      state._requests.end()
      return settleReload(request, with: result, in: &state)
    case .settlePrevious(let request, let result):
      state._previousRequests.end()
      return settlePrevious(request, with: result, in: &state)
    case .edit(let edit, let pending):
      state._pagedList.apply(edit, pending: pending, options: configuration.list)
      return .none
    case .settleEdit(let id):
      state._pagedList.settleEdit(id: id)
      return .none
    case .stop:
      return stopRequests(in: &state)
    }
  }

  /// States why the feature ignores `action` in `state`, straight from its policy:
  /// `"reachBottom ignored: end of list"`.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: The reason, or `nil` when the action is acted on.
  @inlinable
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    policy.reasonForIgnoring(action, in: state)
  }

  @usableFromInline
  func startRequest(_ request: PageRequest<Cursor>, in state: inout State) -> Effect<Action> {
    let fetch = self.fetch
    return state._requests.start(request, cancelID: RequestCancelID(), errorLogger: configuration.errorLogger) {
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

