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
/// - `retry` reloads after a load failure and re-requests the same cursor after a page
///   failure.
/// - The error a request throws is handed to `errorLogger` as it was thrown (with its URL,
///   status or coding path), then classified into the ``/ErrorHandling/AppError`` the state
///   keeps.
/// - A request the client reports as cancelled (``/ErrorHandling/AppError/cancelled``) is
///   never a failure: the list goes back to what it showed before the request.
/// - `disappear` cancels the request in flight and goes back the same way, so a screen
///   that leaves during its first load loads again when it comes back.
///
/// Every ignored action has a reason (``IgnoredReason``), which `logChanges` prints.
public struct PagingFeature<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>: Reducer
where Item.ID: Sendable {
  /// The list and the bookkeeping of its requests.
  public struct State {
    /// The items and what the list is doing with them.
    public var list: PagingDataState<IdentifiedArray<Item>, AppError>

    /// Where the next page starts.
    public var nextPage: NextPage<Cursor>

    /// The page request whose answer the feature waits for, and the id the next one gets.
    public var requests: RequestLedger<PageRequest<Cursor>>

    /// Creates a list state; by default, nothing loaded yet.
    ///
    /// - Parameters:
    ///   - list: The list's loading state.
    ///   - nextPage: Where the next page starts.
    ///   - requests: The request in flight and the id of the next one.
    public init(
      list: PagingDataState<IdentifiedArray<Item>, AppError> = .idle,
      nextPage: NextPage<Cursor> = .firstPage,
      requests: RequestLedger<PageRequest<Cursor>> = RequestLedger()
    ) {
      self.list = list
      self.nextPage = nextPage
      self.requests = requests
    }

    /// The items on screen: empty until the first page arrives.
    public var items: IdentifiedArray<Item> { list.value ?? IdentifiedArray() }
  }

  /// What happens to a paged list.
  public enum Action {
    /// The list's screen appeared.
    case appear
    /// The list's screen went away: the request in flight is cancelled and the list goes
    /// back to what it showed, so appearing again loads again.
    case disappear
    /// The user pulled to refresh.
    case refresh
    /// The user scrolled to the bottom.
    case reachBottom
    /// The user tapped retry on an error row, screen or banner.
    case retry
    /// A row appeared on screen; near the end, it prefetches the next page.
    case itemAppeared(Item.ID)
    /// The answer to the request with `requestID`.
    case responseReceived(requestID: Int, result: Result<Page<Item, Cursor>, AppError>)
  }

  /// Fetches a page. Errors it throws become ``/ErrorHandling/AppError`` values.
  public let fetch: @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>

  /// How many items a page request asks for.
  public let pageSize: Int

  /// An appearing item among the last `prefetchDistance` items prefetches the next page.
  public let prefetchDistance: Int

  /// What a refresh does while a page request is out.
  public let refreshWhilePaging: RefreshWhilePaging

  /// Logs each failure of `fetch`, pinned to where the feature was created.
  public let errorLogger: ErrorLogger

  /// Creates the feature with its dependencies.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a page request asks for.
  ///   - prefetchDistance: An appearing item among the last `prefetchDistance` items starts
  ///     the next page request.
  ///   - refreshWhilePaging: What a refresh does while a page request is out: by default it
  ///     cancels the page and reloads.
  ///   - errorLogger: Logs each error `fetch` throws (not a cancellation) before it is
  ///     classified, with the place the feature is created; by default nothing is logged.
  ///   - fileID: Where the feature is created, for the logger.
  ///   - line: Where the feature is created, for the logger.
  ///   - function: Where the feature is created, for the logger.
  ///   - fetch: Fetches a page.
  public init(
    pageSize: Int = 20,
    prefetchDistance: Int = 5,
    refreshWhilePaging: RefreshWhilePaging = .cancelsThePage,
    errorLogger: ErrorLogger = .disabled,
    fileID: String = #fileID,
    line: UInt = #line,
    function: String = #function,
    fetch: @escaping @Sendable (PageRequest<Cursor>) async throws -> Page<Item, Cursor>
  ) {
    self.fetch = fetch
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
    self.refreshWhilePaging = refreshWhilePaging
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
    case .loadFirstPage:
      state.list.startLoading()
      return startRequest(PageRequest(cursor: nil, pageSize: pageSize), in: &state)
    case .loadPage(let cursor):
      state.list.startPaging()
      return startRequest(PageRequest(cursor: cursor, pageSize: pageSize), in: &state)
    case .settle(let request, let result):
      state.requests.end()
      settle(request, with: result, in: &state)
      return .none
    case .stop:
      state.requests.end()
      state.list.cancelLoading()
      return .cancel(id: RequestCancelID())
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

  @inlinable
  func settle(
    _ request: PageRequest<Cursor>,
    with result: Result<Page<Item, Cursor>, AppError>,
    in state: inout State
  ) {
    switch result {
    case .failure(.cancelled):
      state.list.cancelLoading()
    case .failure(let error):
      state.list.fail(error)
    case .success(let page) where request.isFirstPage:
      state.list.succeed(IdentifiedArray(dropDuplicatesOf: page.items))
      state.nextPage = NextPage(after: page.nextCursor)
    case .success(let page) where page.nextCursor != nil && page.nextCursor == request.cursor:
      state.list.fail(.invalidData(reason: "the page after a cursor named that same cursor as its next page"))
    case .success(let page):
      state.list.appendPage { items in items.append(contentsOf: page.items) }
      state.nextPage = NextPage(after: page.nextCursor)
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
  }

  /// The state's fingerprint: a store observing a paged list compares it in O(1), without
  /// keeping a copy of the items.
  public var fingerprint: Fingerprint {
    Fingerprint(
      list: list.fingerprint,
      nextPage: nextPage,
      requests: requests
    )
  }
}
