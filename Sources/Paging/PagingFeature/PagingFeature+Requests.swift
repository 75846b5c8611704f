import ErrorHandling
import LoadingStates
public import Unidirectional

extension PagingFeature {
  /// Starts a refresh of every loaded page: one effect brings pages in order from
  /// `request`'s cursor until it holds `rows` rows, reaches the end, has brought one page
  /// more than `rows` fills, or fills the window, and answers once with all of them.
  @usableFromInline
  func startReloadingPages(
    _ request: PageRequest<Cursor>, rows: Int, in state: inout State
  ) -> Effect<Action> {
    let fetch = self.fetch
    let pageLimit = min(rows / max(pageSize, 1) + 1, maxPages ?? .max)
    return state.requests.start(request, cancelID: RequestCancelID(), errorLogger: errorLogger) {
      var pages: [Page<Item, Cursor>] = []
      var cursor = request.cursor
      var rowsBrought = 0
      repeat {
        let page = try await fetch(PageRequest(cursor: cursor, pageSize: request.pageSize, kind: .refresh))
        pages.append(page)
        rowsBrought += page.items.count
        guard let next = page.nextCursor else { break }
        guard next != cursor else {
          throw AppError.invalidData(reason: "the page after a cursor named that same cursor as its next page")
        }
        cursor = next
      } while rowsBrought < rows && pages.count < pageLimit
      return pages
    } answer: { id, result in
      .pagesReloaded(requestID: id, result: result)
    }
  }

  /// Starts loading the page before the first row.
  @usableFromInline
  func startPreviousPage(_ cursor: Cursor?, in state: inout State) -> Effect<Action> {
    state.previousPage = .loading(cursor)
    let request = PageRequest(cursor: cursor, pageSize: pageSize, kind: .prepend)
    let fetch = self.fetch
    return state.previousRequests.start(
      request, cancelID: PreviousPageCancelID(), errorLogger: errorLogger
    ) {
      try await fetch(request)
    } answer: { id, result in
      .previousPageReceived(requestID: id, result: result)
    }
  }

  /// Cancels the request for the page before the first row, if one is out; the top can
  /// then load that page again.
  @usableFromInline
  func stopPreviousPage(in state: inout State) -> Effect<Action> {
    guard let request = state.previousRequests.inFlight?.request else { return .none }
    state.previousRequests.end()
    state.previousPage = .available(request.cursor)
    return .cancel(id: PreviousPageCancelID())
  }

  /// The screen went away: both directions stop, and the list goes back to what it showed.
  @usableFromInline
  func stopRequests(in state: inout State) -> Effect<Action> {
    let stopTop = stopPreviousPage(in: &state)
    guard state.requests.isWaiting else { return stopTop }
    state.requests.end()
    state.list.cancelLoading()
    return .merge(.cancel(id: RequestCancelID()), stopTop)
  }
}
