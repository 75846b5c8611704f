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
    let pageLimit = min(rows / configuration.pageSize + 1, configuration.list.maxPages ?? .max)
    return state._requests.start(request, cancelID: RequestCancelID(), errorLogger: configuration.errorLogger) {
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
  func startPreviousPage(_ page: PageCursor<Cursor>, in state: inout State) -> Effect<Action> {
    state._topLoad = .loading
    let request = PageRequest(cursor: page.requestCursor, pageSize: configuration.pageSize, kind: .prepend)
    let fetch = self.fetch
    return state._previousRequests.start(
      request, cancelID: PreviousPageCancelID(), errorLogger: configuration.errorLogger
    ) {
      try await fetch(request)
    } answer: { id, result in
      .previousPageReceived(requestID: id, result: result)
    }
  }

  /// Cancels the request for the page before the first row, if one is out; the top can
  /// then load that page again.
  @usableFromInline
  func stopTop(in state: inout State) -> Effect<Action> {
    guard state._previousRequests.isWaiting else { return .none }
    state._previousRequests.end()
    state._topLoad = .idle
    return .cancel(id: PreviousPageCancelID())
  }

  /// The screen went away: both directions stop, and the list goes back to what it showed.
  @usableFromInline
  func stopRequests(in state: inout State) -> Effect<Action> {
    let stoppedTop = stopTop(in: &state)
    guard state._requests.isWaiting else { return stoppedTop }
    state._requests.end()
    state._status.cancelLoading()
    return .merge(.cancel(id: RequestCancelID()), stoppedTop)
  }
}
