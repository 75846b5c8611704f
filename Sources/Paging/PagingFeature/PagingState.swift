public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// What a paged screen shows, and the bookkeeping of its requests.
///
/// A view reads ``list`` (the nine cases of article 000 with the rows), ``top`` and
/// ``bottom`` (what lies past each end, loading or failed); the rows, their pages and
/// both ends live in one ``pagedList``.
///
/// Two states are equal when they show the same: the list, both ends, the pending edits
/// and the recorded changes. The bookkeeping (the ``requests`` in flight with their ids,
/// the ``pages`` the rows came in, the ``jumpCursor``) is left out, so an exhaustive test
/// asserts what the user sees and never spells a request id; the feature checks the
/// bookkeeping itself, against the list, after every action in debug builds.
public struct PagingState<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>
where Item.ID: Sendable {
  @usableFromInline var _status: PagingDataState<RowsShown, AppError>
  @usableFromInline var _pagedList: PagedList<Item, Cursor>
  @usableFromInline var _topLoad: TopLoad
  @usableFromInline var _requests: RequestLedger<PageRequest<Cursor>>
  @usableFromInline var _previousRequests: RequestLedger<PageRequest<Cursor>>
  @usableFromInline var _jumpCursor: Cursor?
  @usableFromInline var _lastLoadTrigger: LoadTrigger = .appearance

  /// Creates a list state; by default, nothing loaded yet.
  ///
  /// - Parameters:
  ///   - list: The list's loading state, with its rows, shown as one page.
  ///   - nextPage: Where the next page starts.
  ///   - top: What lies above the first row.
  ///   - pendingEdits: The edits the server has not confirmed yet.
  ///   - changes: What the last change did to the rows.
  ///   - requests: The request of the main direction in flight, for a state built in the
  ///     middle of a load; it must agree with `list` (see
  ///     ``PagingFeature/bookkeepingViolation(in:)``).
  ///   - previousRequests: The request for the page above in flight, likewise.
  public init(
    list: PagingDataState<IdentifiedArray<Item>, AppError> = .idle,
    nextPage: PageLink<Cursor> = .firstPage,
    top: PageEdge<Cursor> = .end,
    pendingEdits: IdentifiedArray<ItemEdit<Item>> = [],
    changes: ListChanges<Item.ID> = ListChanges(),
    requests: RequestLedger<PageRequest<Cursor>> = RequestLedger(),
    previousRequests: RequestLedger<PageRequest<Cursor>> = RequestLedger()
  ) {
    _requests = requests
    _previousRequests = previousRequests
    _status = list.map { _ in RowsShown() }
    _pagedList = PagedList(
      rows: list.value ?? [], above: PageLink(top), below: nextPage, pendingEdits: pendingEdits,
      changes: changes)
    _topLoad = TopLoad(top)
  }

  /// The list's loading state in its main direction, down, with the rows on screen.
  ///
  /// Setting it keeps the pages the rows came in while the rows keep their ids and order
  /// (a row edited in place); other rows are shown as one page.
  public var list: PagingDataState<IdentifiedArray<Item>, AppError> {
    @inlinable get { _status.map { _ in _pagedList.rows } }
    set {
      _status = newValue.map { _ in RowsShown() }
      _pagedList.show(newValue.value ?? [])
    }
  }

  /// The items on screen: empty until the first page arrives.
  @inlinable public var items: IdentifiedArray<Item> { _pagedList.rows }

  /// The rows, the pages they came in, what lies past both ends, the pending edits and
  /// the recorded changes.
  ///
  /// Set it to start a preview or a test from a list built by its events, such as a
  /// window that dropped pages:
  ///
  /// ```swift
  /// var window = PagedList<Post, String>()
  /// window.replaceAll(with: [Page(items: [Post(id: 1)], nextCursor: "2")], requestedWith: nil, options: PagedListOptions())
  /// var state = PagingFeature<Post, String>.State(list: .success([]))
  /// state.pagedList = window
  /// ```
  public var pagedList: PagedList<Item, Cursor> {
    get { _pagedList }
    set { _pagedList = newValue }
  }

  /// The pages the rows came in, top to bottom.
  public var pages: [PageSpan<Cursor>] { _pagedList.pages }

  /// Where the next page starts.
  public var nextPage: PageLink<Cursor> {
    @inlinable get { _pagedList.below }
    set { _pagedList.setBelow(newValue) }
  }

  /// What lies below the last row: the end of the list, or the next page, which can be
  /// loaded, is loading (``/LoadingStates/PagingDataState/paging(_:)``) or failed
  /// (``/LoadingStates/PagingDataState/pagingFailure(_:_:)``).
  public var bottom: PageEdge<Cursor> {
    guard let page = _pagedList.below.page else { return .end }
    switch _status {
    case .paging: return .loading(page)
    case .pagingFailure(_, let error): return .failed(page, error)
    default: return .available(page)
    }
  }

  /// What lies above the first row: the start of the list, or the page before, which
  /// can be loaded, is loading or failed.
  public var top: PageEdge<Cursor> {
    @inlinable get { _topLoad.edge(at: _pagedList.above) }
    set {
      _pagedList._above = PageLink(newValue)
      _topLoad = TopLoad(newValue)
    }
  }

  /// The optimistic edits the server has not confirmed yet, at most one per item (its
  /// latest), oldest first.
  public var pendingEdits: IdentifiedArray<ItemEdit<Item>> {
    get { _pagedList.pendingEdits }
    set { _pagedList._pendingEdits = newValue }
  }

  /// What the last change did to the rows; kept only by a feature that records changes.
  public var changes: ListChanges<Item.ID> {
    get { _pagedList.changes }
    set { _pagedList._changes = newValue }
  }

  /// The request of the main direction whose answer the feature waits for, and the id
  /// the next one gets: first pages, refreshes and next pages.
  ///
  /// Only the feature changes it: states compare without it, so a test never writes it. One
  /// that builds a state in the middle of a load passes it to the initializer; otherwise
  /// every answer counts as stale and the list waits for a request that was never made.
  /// ``PagingFeature/bookkeepingViolation(in:)`` names such a mismatch.
  public internal(set) var requests: RequestLedger<PageRequest<Cursor>> {
    get { _requests }
    set { _requests = newValue }
  }

  /// The request for the page before the first row, apart from ``requests`` so that the
  /// two directions load at once but each never twice. Only the feature changes it.
  public internal(set) var previousRequests: RequestLedger<PageRequest<Cursor>> {
    get { _previousRequests }
    set { _previousRequests = newValue }
  }

  /// The cursor the latest reload jumped to with ``PagingAction/refreshAround(_:)``; `nil` when
  /// it reloaded from the top. A `retry` after that reload failed jumps there again.
  public var jumpCursor: Cursor? { _jumpCursor }

  /// What started the reload in flight (the first load, a refresh, a retry or a jump), or
  /// `nil` while none runs: a view keeps the error screen's retry button still when the
  /// user pulled, as the pull shows its own indicator.
  ///
  /// Bookkeeping, like ``jumpCursor``: states compare without it, and a decoded state
  /// that is reloading reads ``LoadTrigger/appearance``.
  public var loadTrigger: LoadTrigger? { _status.isLoading ? _lastLoadTrigger : nil }
}

extension PagingState: Sendable where Item: Sendable {}
