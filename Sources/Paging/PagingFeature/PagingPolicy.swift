import ErrorHandling
public import LoadingStates
public import Unidirectional

/// The paging feature's whole policy as a pure value: which action starts which request,
/// which settles which, and why the others are ignored, decided from the state alone.
///
/// ``PagingFeature`` asks it for a decision on every action, then carries the decision out:
/// a change to the loading state, one ``PagedList`` event, an effect. On its own it
/// explains what the feature would do, as a log or a test asks:
///
/// ```swift
/// let policy = PagingPolicy<Post, String>(configuration: PagingConfiguration())
/// let state = PagingState<Post, String>(list: .success([]), nextPage: .end)
/// print(policy.reasonForIgnoring(.reachBottom, in: state) ?? "acted on")
/// // reachBottom ignored: end of list
/// ```
public struct PagingPolicy<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>: Sendable
where Item.ID: Sendable {
  /// The state the policy reads.
  public typealias State = PagingState<Item, Cursor>
  /// The actions the policy decides on.
  public typealias Action = PagingAction<Item, Cursor>

  /// The options the decisions follow.
  public let configuration: PagingConfiguration<Item, Cursor>

  /// Creates the policy of a feature with these options.
  ///
  /// - Parameter configuration: The feature's options.
  public init(configuration: PagingConfiguration<Item, Cursor>) {
    self.configuration = configuration
  }

  /// The feature's whole policy as a pure function: which action starts which request, and
  /// why the others are ignored.
  @inlinable
  func decide(_ action: Action, in state: State) -> PagingDecision<Item, Cursor> {
    switch action {
    case .appear:
      return state._status.phase == .idle ? .reload(firstPageRequest) : .ignore(.alreadyStarted)
    case .disappear:
      return state._requests.isWaiting || state._previousRequests.isWaiting
        ? .stop : .ignore(.nothingInFlight)
    case .refresh:
      if let busy = reloadDecisionWhileBusy(in: state) { return busy }
      return refreshDecision(in: state)
    case .refreshAround(let id):
      return refreshAroundDecision(id, in: state)
    case .reachBottom:
      return nextPageDecision(in: state)
    case .reachTop:
      return previousPageDecision(in: state)
    case .itemAppeared(let id):
      return prefetchDecision(id, in: state)
    case .retry:
      return retryDecision(in: state)
    case .retryTop:
      guard case .failed(let page, _) = state.top else { return .ignore(.nothingToRetry) }
      return state._status.isLoading ? .ignore(.alreadyLoading) : .loadPreviousPage(page)
    case .edit(let edit, let pending):
      return editDecision(edit, pending: pending, in: state)
    case .editSettled(let id):
      return state.pendingEdits.contains(id: id) ? .settleEdit(id) : .ignore(.noPendingEdit)
    case .responseReceived(let requestID, let result):
      guard let request = state._requests.request(answeredBy: requestID) else {
        return .ignore(.staleResponse(requestID: requestID))
      }
      return .settle(request, result)
    case .pagesReloaded(let requestID, let result):
      guard let request = state._requests.request(answeredBy: requestID) else {
        return .ignore(.staleResponse(requestID: requestID))
      }
      return .settleReload(request, result)
    case .previousPageReceived(let requestID, let result):
      guard let request = state._previousRequests.request(answeredBy: requestID) else {
        return .ignore(.staleResponse(requestID: requestID))
      }
      return .settlePrevious(request, result)
    }
  }

  @inlinable
  var firstPageRequest: PageRequest<Cursor> { PageRequest(cursor: nil, pageSize: configuration.pageSize) }

  /// A refresh reloads the first page, or, in ``RefreshMode/loadedPages`` with rows on
  /// screen, as many rows from the page at the top.
  @inlinable
  func refreshDecision(in state: State) -> PagingDecision<Item, Cursor> {
    guard configuration.refreshMode == .loadedPages, state._status.value != nil else {
      return .reload(firstPageRequest)
    }
    let top = PageRequest(cursor: state.pages.first?.cursor ?? nil, pageSize: configuration.pageSize, kind: .refresh)
    return .reloadPages(top, rows: state.items.count)
  }

  /// A jump reloads the page around a listed row: the one `cursorAround` names, or else
  /// the page the row came in.
  @inlinable
  func refreshAroundDecision(_ id: Item.ID, in state: State) -> PagingDecision<Item, Cursor> {
    guard let item = state.items[id: id] else { return .ignore(.unknownItem) }
    if let busy = reloadDecisionWhileBusy(in: state) { return busy }
    let cursor = configuration.cursorAround.map { $0(item) } ?? state._pagedList.pageCursor(holding: id)?.requestCursor
    return .reload(PageRequest(cursor: cursor, pageSize: configuration.pageSize, kind: .refresh))
  }

  /// What a reload the user asked for (a refresh, a jump) does instead of starting while
  /// other work runs: it joins a reload that is out, so its task ends when that one settles;
  /// with `refreshWhilePaging: .isIgnored` it is ignored while a page loads, and its task
  /// ends at once, as article 000's guard returns at once.
  @inlinable
  func reloadDecisionWhileBusy(in state: State) -> PagingDecision<Item, Cursor>? {
    if state._status.isLoading { return .join(.alreadyLoading) }
    if state._status.isPaging, configuration.refreshWhilePaging == .isIgnored { return .ignore(.alreadyPaging) }
    return nil
  }

  @inlinable
  func nextPageDecision(in state: State) -> PagingDecision<Item, Cursor> {
    switch state._status.phase {
    case .paging:
      return .ignore(.alreadyPaging)
    case .initialLoading, .reLoading, .retryLoading:
      return .ignore(.alreadyLoading)
    case .idle, .loadingFailure:
      return .ignore(.nothingLoaded)
    case .success, .pagingFailure, .reLoadingFailure:
      switch state.nextPage {
      case .cursor(let cursor): return .loadPage(cursor)
      case .end: return .ignore(.endOfList)
      case .firstPage: return .ignore(.nothingLoaded)
      }
    }
  }

  /// The top loads only while rows are shown and no reload is out, one request at a time,
  /// and never past the start of the list or after a failure that waits for `retryTop`.
  @inlinable
  func previousPageDecision(in state: State) -> PagingDecision<Item, Cursor> {
    guard state._status.value != nil else { return .ignore(.nothingLoaded) }
    if state._status.isLoading { return .ignore(.alreadyLoading) }
    switch state.top {
    case .end: return .ignore(.startOfList)
    case .available(let page): return .loadPreviousPage(page)
    case .loading: return .ignore(.alreadyLoadingPrevious)
    case .failed: return .ignore(.previousPageFailed)
    }
  }

  /// A row near the end prefetches the next page; else a row near the top the page before.
  @inlinable
  func prefetchDecision(_ id: Item.ID, in state: State) -> PagingDecision<Item, Cursor> {
    guard let index = state.items.index(id: id) else { return .ignore(.notNearTheEnd) }
    let nearTheEnd = index >= state.items.count - configuration.prefetchDistance
    let nearTheTop = index < configuration.prefetchDistance && state._pagedList.above != .end
    if nearTheEnd, case .loadPage(let cursor) = nextPageDecision(in: state) {
      return .loadPage(cursor)
    }
    if nearTheTop { return previousPageDecision(in: state) }
    return nearTheEnd ? nextPageDecision(in: state) : .ignore(.notNearTheEnd)
  }

  /// A retry requests again what failed: the reload, at the cursor it jumped to if it was
  /// a jump, or the next page.
  @inlinable
  func retryDecision(in state: State) -> PagingDecision<Item, Cursor> {
    switch state._status.phase {
    case .reLoadingFailure:
      guard let jump = state._jumpCursor else { return refreshDecision(in: state) }
      return .reload(PageRequest(cursor: jump, pageSize: configuration.pageSize, kind: .refresh))
    case .loadingFailure:
      return refreshDecision(in: state)
    case .pagingFailure:
      return nextPageDecision(in: state)
    default:
      return .ignore(.nothingToRetry)
    }
  }

  /// Edits apply while rows are shown; one that names no listed row, or inserts a row that
  /// is listed or out of range, is refused, except that a pending update or removal of a
  /// row the window dropped is kept for when its page comes back.
  @inlinable
  func editDecision(_ edit: ItemEdit<Item>, pending: Bool, in state: State) -> PagingDecision<Item, Cursor> {
    guard state._status.value != nil else { return .ignore(.nothingLoaded) }
    let items = state.items
    switch edit {
    case .update, .remove:
      return items.contains(id: edit.id) || pending ? .edit(edit, pending: pending) : .ignore(.unknownItem)
    case .insert(let item, let position):
      if items.contains(id: item.id) { return .ignore(.alreadyListed) }
      guard (0...items.count).contains(position) else {
        return .ignore(.positionOutOfRange(position, count: items.count))
      }
      return .edit(edit, pending: pending)
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
    switch decide(action, in: state) {
    case .ignore(let reason): return reason.sentence(for: action.name, joinsTheLoad: false)
    case .join(let reason): return reason.sentence(for: action.name, joinsTheLoad: true)
    default: return nil
    }
  }
}
