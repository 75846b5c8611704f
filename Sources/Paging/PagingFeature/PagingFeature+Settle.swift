public import ErrorHandling
public import LoadingStates
public import Unidirectional

// How an answer changes the state: the loading state moves on, and the list runs the event
// the answer brings (a replacement, a page below, a page above). Where the list dropped
// pages past its window, the request running at that end no longer fits and is stopped.

extension PagingFeature {
  /// Settles the answer to a request of the main direction.
  @inlinable
  func settle(
    _ request: PageRequest<Cursor>,
    with result: Result<Page<Item, Cursor>, AppError>,
    in state: inout State
  ) -> Effect<Action> {
    switch result {
    case .failure(let error):
      state._status.fail(error)  // a cancellation goes back, as cancelLoading() does
    case .success(let page) where request.kind == .refresh:
      replaceRows(with: [page], loadedFrom: request, in: &state)
    case .success(let page) where page.nextCursor != nil && page.nextCursor == request.cursor:
      state._status.fail(.invalidData(reason: "the page after a cursor named that same cursor as its next page"))
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
    case .failure(let error): state._status.fail(error)  // a cancellation goes back
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
      state._topLoad = .idle
    case .failure(let error):
      state._topLoad = .failed(error)
    case .success(let page) where page.previousCursor != nil && page.previousCursor == request.cursor:
      state._topLoad = .failed(
        .invalidData(reason: "the page before a cursor named that same cursor as its previous page"))
    case .success(let page):
      return prepend(page, loadedFrom: request, in: &state)
    }
    return .none
  }

  /// Replaces the rows with `pages`, the first of them loaded with `request`. No request
  /// is out at either end: this settles the reload, which stopped the top's.
  @usableFromInline
  func replaceRows(
    with pages: [Page<Item, Cursor>], loadedFrom request: PageRequest<Cursor>, keepingTheTop: Bool = false,
    in state: inout State
  ) {
    state._pagedList.replaceAll(
      with: pages, requestedWith: request.cursor, keepingTheTop: keepingTheTop, options: configuration.list)
    state._topLoad = .idle
    state._status.succeed(RowsShown())
  }

  /// Appends `page` below the rows; pages the window drops from the top take the request
  /// for the page above with them.
  @inlinable
  func append(
    _ page: Page<Item, Cursor>, loadedFrom request: PageRequest<Cursor>, in state: inout State
  ) -> Effect<Action> {
    guard state._status.appendPage({ _ in }) else { return .none }
    guard state._pagedList.append(page, requestedWith: request.cursor, options: configuration.list) else {
      return .none
    }
    let stop = stopTop(in: &state)
    state._topLoad = .idle
    return stop
  }

  /// Prepends `page` above the rows; pages the window drops from the bottom take the page
  /// request below with them.
  @usableFromInline
  func prepend(
    _ page: Page<Item, Cursor>, loadedFrom request: PageRequest<Cursor>, in state: inout State
  ) -> Effect<Action> {
    state._topLoad = .idle
    guard state._status.value != nil,
      state._pagedList.prepend(page, requestedWith: request.cursor, options: configuration.list),
      state._status.isPaging
    else { return .none }
    state._requests.end()
    state._status.cancelLoading()
    return .cancel(id: RequestCancelID())
  }
}
