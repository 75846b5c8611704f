import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional

/// Every ignored action says why, so "why didn't it load?" has an answer in the log.
@MainActor
struct PagingFeatureIgnoredReasonTests {
  let feed = Feed(pageSize: pageSize, prefetchDistance: 1) { _ in page(1...3, next: nil) }

  @Test(arguments: [
    (Feed.Action.reachBottom, Feed.State(list: .success(posts(1...3)), nextPage: .end),
     "reachBottom ignored: end of list"),
    (.reachBottom, Feed.State(list: .paging(posts(1...3)), nextPage: .cursor(3)),
     "reachBottom ignored: a page request is already in flight"),
    (.reachBottom, Feed.State(list: .reLoading(posts(1...3)), nextPage: .cursor(3)),
     "reachBottom ignored: a load is already in flight"),
    (.reachBottom, Feed.State(), "reachBottom ignored: nothing loaded yet"),
    (.appear, Feed.State.firstPageShown, "appear ignored: already loaded or loading"),
    (.refresh, Feed.State(list: .initialLoading), "refresh ignored: a load is already in flight (its task follows that load)"),
    (.retry, Feed.State.firstPageShown, "retry ignored: nothing failed"),
    (.itemAppeared(1), Feed.State.firstPageShown,
     "itemAppeared ignored: not within the prefetch distance of either end"),
    (.responseReceived(requestID: 7, result: .failure(.network)), Feed.State.firstPageShown,
     "responseReceived ignored: stale response to superseded request #7"),
  ])
  func anIgnoredActionStatesItsReason(action: Feed.Action, state: Feed.State, reason: String) {
    #expect(feed.reasonForIgnoring(action, in: state) == reason)
  }

  @Test func anActionTheFeatureActsOnHasNoReason() {
    #expect(feed.reasonForIgnoring(.appear, in: Feed.State()) == nil)
    #expect(feed.reasonForIgnoring(.reachBottom, in: .firstPageShown) == nil)
  }

  @Test func logChangesPrintsTheReasonInsteadOfAnEmptyDiff() {
    var log: [String] = []
    let store = Store(
      initialState: Feed.State(list: .success(posts(1...3)), nextPage: .end),
      reducer: feed.logChanges { log.append($0) }
    )

    store.send(.reachBottom)

    #expect(log == ["received action:\n  .reachBottom\n  reachBottom ignored: end of list"])
  }
}
