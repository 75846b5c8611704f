import ErrorHandling
import LoadingStates
@testable import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Each (case × action) pair the scenario tests elsewhere do not reach, as one row: the list
/// in a case, one action, and the state it must end in. Answers are sent as the feature's
/// task would send them; one to a request the state no longer waits for must change nothing.
struct PagingFeatureTransitionTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let given: Feed.State
    let action: Feed.Action
    let then: Feed.State
    let requests: [PageRequest<Int>]

    var testDescription: String { "\(given.list.phase) + \(arrowName(of: action))" }
  }

  static let shown = posts(1...3)
  static let idle = Feed.State()
  static let initialLoading = Feed.State(
    list: .initialLoading, requests: RequestLedger(inFlight: .init(id: 0, request: firstPage), nextID: 1))
  static let success = Feed.State.firstPageShown
  static let loadingFailure = Feed.State(list: .loadingFailure(.network))
  static let reLoading = Feed.State(
    list: .reLoading(shown), nextPage: .cursor(3), requests: RequestLedger(inFlight: .init(id: 1, request: firstPage), nextID: 2))
  static let paging = Feed.State(
    list: .paging(shown), nextPage: .cursor(3), requests: RequestLedger(inFlight: .init(id: 1, request: pageAfter(3)), nextID: 2))
  static let retryLoading = Feed.State(
    list: .retryLoading(.network), requests: RequestLedger(inFlight: .init(id: 1, request: firstPage), nextID: 2))
  static let reLoadingFailure = Feed.State(
    list: .reLoadingFailure(shown, .network), nextPage: .cursor(3))
  static let pagingFailure = Feed.State(
    list: .pagingFailure(shown, .network), nextPage: .cursor(3))

  /// A response to request 0, which none of the given states waits for except `initialLoading`.
  static func late(_ result: Result<Page<Post, Int>, AppError>) -> Feed.Action {
    .responseReceived(requestID: 0, result: result)
  }

  static let latePage = late(.success(page(1...3, next: 3)))
  static let lateFailure = late(.failure(.network))
  static let lateCancellation = late(.failure(.cancelled))

  static func unchanged(_ state: Feed.State, by action: Feed.Action) -> Row {
    Row(given: state, action: action, then: state, requests: [])
  }

  static func loading(_ request: PageRequest<Int>, as list: PagingDataState<IdentifiedArray<Post>, AppError>,
                      from state: Feed.State) -> Feed.State {
    var next = state
    next.list = list
    next.requests.start(request)
    return next
  }

  static func stopped(_ state: Feed.State, showing list: PagingDataState<IdentifiedArray<Post>, AppError>) -> Feed.State {
    var next = state
    next.list = list
    next.requests.end()
    return next
  }

  static let rows: [Row] = [
    unchanged(idle, by: .disappear),
    Row(given: idle, action: .refresh, then: loading(firstPage, as: .initialLoading, from: idle), requests: [firstPage]),
    unchanged(idle, by: .retry),
    unchanged(idle, by: latePage),
    unchanged(idle, by: lateFailure),
    unchanged(idle, by: lateCancellation),
    unchanged(initialLoading, by: .reachBottom),
    unchanged(initialLoading, by: .retry),
    unchanged(success, by: lateCancellation),
    unchanged(loadingFailure, by: .appear),
    unchanged(loadingFailure, by: .disappear),
    Row(given: loadingFailure, action: .refresh,
        then: loading(firstPage, as: .retryLoading(.network), from: loadingFailure), requests: [firstPage]),
    unchanged(loadingFailure, by: .reachBottom),
    unchanged(loadingFailure, by: latePage),
    unchanged(loadingFailure, by: lateFailure),
    unchanged(loadingFailure, by: lateCancellation),
    unchanged(reLoading, by: .appear),
    Row(given: reLoading, action: .disappear, then: stopped(reLoading, showing: .success(shown)), requests: []),
    unchanged(reLoading, by: .reachBottom),
    unchanged(reLoading, by: .retry),
    unchanged(reLoading, by: .itemAppeared(3)),
    Row(given: reLoading, action: .responseReceived(requestID: 1, result: .failure(.cancelled)),
        then: stopped(reLoading, showing: .success(shown)), requests: []),
    unchanged(paging, by: .appear),
    unchanged(paging, by: .retry),
    unchanged(paging, by: .itemAppeared(3)),
    unchanged(retryLoading, by: .appear),
    Row(given: retryLoading, action: .disappear,
        then: stopped(retryLoading, showing: .loadingFailure(.network)), requests: []),
    unchanged(retryLoading, by: .reachBottom),
    unchanged(retryLoading, by: .retry),
    Row(given: retryLoading, action: .responseReceived(requestID: 1, result: .failure(.cancelled)),
        then: stopped(retryLoading, showing: .loadingFailure(.network)), requests: []),
    unchanged(reLoadingFailure, by: .appear),
    unchanged(reLoadingFailure, by: .disappear),
    Row(given: reLoadingFailure, action: .refresh,
        then: loading(firstPage, as: .reLoading(shown), from: reLoadingFailure), requests: [firstPage]),
    Row(given: reLoadingFailure, action: .reachBottom,
        then: loading(pageAfter(3), as: .paging(shown), from: reLoadingFailure), requests: [pageAfter(3)]),
    Row(given: reLoadingFailure, action: .itemAppeared(3),
        then: loading(pageAfter(3), as: .paging(shown), from: reLoadingFailure), requests: [pageAfter(3)]),
    unchanged(reLoadingFailure, by: latePage),
    unchanged(reLoadingFailure, by: lateFailure),
    unchanged(reLoadingFailure, by: lateCancellation),
    unchanged(pagingFailure, by: .appear),
    unchanged(pagingFailure, by: .disappear),
    Row(given: pagingFailure, action: .refresh,
        then: loading(firstPage, as: .reLoading(shown), from: pagingFailure), requests: [firstPage]),
    Row(given: pagingFailure, action: .reachBottom,
        then: loading(pageAfter(3), as: .paging(shown), from: pagingFailure), requests: [pageAfter(3)]),
    Row(given: pagingFailure, action: .itemAppeared(3),
        then: loading(pageAfter(3), as: .paging(shown), from: pagingFailure), requests: [pageAfter(3)]),
    unchanged(pagingFailure, by: latePage),
    unchanged(pagingFailure, by: lateFailure),
    unchanged(pagingFailure, by: lateCancellation),
  ]

  @MainActor
  @Test("Given the list in a case, when one action arrives, then it ends in the stated case", arguments: rows)
  func eachRowEndsInItsStatedState(_ row: Row) async {
    let fetch = FeedFetch()
    let store = makeFeedStore(fetch, initialState: row.given)

    await store.send(row.action) { $0 = row.then }

    #expect(fetch.inputs == row.requests)
    await store.skipInFlightEffects()
  }
}
