import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

// How a step settles what it started: the action goes to the store; when it started a
// request, the clock advances by the latency of the page the source is sleeping on, until
// that request is answered; the answer is then received. One direction at a time, so a
// request of the other direction keeps waiting on the clock.

extension PagingScroller {
  /// The direction a step loads in: the main one (first page, refresh, next page) or the top.
  enum Direction {
    case bottom, top

    /// The kinds of the fetches that answer a request of this direction.
    var kinds: Set<PageLoadKind> { self == .top ? [.prepend] : [.refresh, .append] }
  }

  /// Runs `body` with the store non-exhaustive, and drops what it received without asserting.
  func step<Result>(_ body: () async -> Result) async -> Result {
    let exhaustivity = store.exhaustivity
    store.exhaustivity = .off
    let result = await body()
    await store.skipReceivedActions()
    store.exhaustivity = exhaustivity
    return result
  }

  /// Sends the direction's action until `condition` holds, nothing lies beyond, a page
  /// fails, no request starts, or `maxPages` pages arrived.
  func scroll(
    _ direction: Direction, until condition: (State) -> Bool, maxPages: Int, at location: SourceCodeLocation
  ) async -> ScrollResult {
    var loaded = 0
    while true {
      if condition(state) { return ScrollResult(pagesLoaded: loaded, stop: .conditionMet) }
      if isAtEnd(direction) { return ScrollResult(pagesLoaded: loaded, stop: .reachedEnd) }
      if loaded >= maxPages { return ScrollResult(pagesLoaded: loaded, stop: .maxPages) }
      switch await load(direction == .top ? .reachTop : .reachBottom, direction, at: location) {
      case .loaded(let pages): loaded += pages
      case .failed(let error): return ScrollResult(pagesLoaded: loaded, stop: .failed(error))
      case .ignored: return ScrollResult(pagesLoaded: loaded, stop: .ignored)
      }
    }
  }

  /// Whether the list is settled at its end in `direction`.
  func isAtEnd(_ direction: Direction) -> Bool {
    switch direction {
    case .bottom: state.hasReachedEnd || (state.isEmpty && !state.list.isLoading)
    case .top: state.hasReachedStart
    }
  }

  /// Sends `action` and settles the request it started in `direction`, if any.
  func load(_ action: Action, _ direction: Direction, at location: SourceCodeLocation) async -> LoadOutcome {
    let nextID = ledger(direction).nextID
    await store.send(
      listAction.embed(action), fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
    guard ledger(direction).nextID > nextID else { return .ignored }
    let requestID = ledger(direction).nextID - 1
    guard await answer(requestID, direction, at: location) else { return .ignored }
    var answer: Action?
    await store.receive(
      { [listAction] received in
        guard let action = listAction.extract(received),
          Self.requestID(answeredBy: action, in: direction) == requestID
        else { return false }
        answer = action
        return true
      },
      fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
    )
    return answer.map(Self.outcome(of:)) ?? .ignored
  }

  /// Advances the clock until request `requestID` of `direction` is no longer in flight;
  /// reports and returns `false` when the source is not what it waits on.
  func answer(_ requestID: Int, _ direction: Direction, at location: SourceCodeLocation) async -> Bool {
    while ledger(direction).inFlight?.id == requestID {
      guard let fetch = source.newestPendingFetch(ofKind: direction.kinds) else {
        report("request #\(requestID) is in flight, but the ScriptedPageSource is answering no request of its direction: does the feature fetch from this source?", at: location)
        return false
      }
      await clock.advance(by: fetch.latency)
      if source.newestPendingFetch(ofKind: direction.kinds)?.id == fetch.id {
        report("advancing the TestClock by \(fetch.latency) did not answer the request for cursor \(ScriptedPageSource<Item, Cursor>.describe(fetch.request.cursor)): does the source sleep on this clock?", at: location)
        return false
      }
    }
    return true
  }

  func ledger(_ direction: Direction) -> RequestLedger<PageRequest<Cursor>> {
    direction == .top ? state.previousRequests : state.requests
  }

  func report(_ problem: String, at location: SourceCodeLocation) {
    issueReporter.report(RuntimeIssue("PagingScroller: \(problem)", at: location))
  }

  /// The id of the request of `direction` that `action` answers, if it is such an answer.
  static func requestID(answeredBy action: Action, in direction: Direction) -> Int? {
    switch (action, direction) {
    case (.responseReceived(let id, _), .bottom), (.pagesReloaded(let id, _), .bottom),
      (.previousPageReceived(let id, _), .top):
      id
    default: nil
    }
  }

  static func outcome(of answer: Action) -> LoadOutcome {
    switch answer {
    case .responseReceived(_, .success), .previousPageReceived(_, .success): .loaded(pages: 1)
    case .pagesReloaded(_, .success(let pages)): .loaded(pages: pages.count)
    case .responseReceived(_, .failure(let error)), .pagesReloaded(_, .failure(let error)),
      .previousPageReceived(_, .failure(let error)):
      .failed(error)
    default: .ignored
    }
  }
}
