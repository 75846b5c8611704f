import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A list opened in the middle loads both ways: the top and the bottom each have their own
/// request, never two at once in one direction, and a refresh stops both.
@MainActor
struct BothDirectionsScenarioTests {
  /// Ten pages of ten posts, opened at posts 51…60.
  func openedInTheMiddle() async -> ListScroller<Post, Int> {
    let scroller = makePostScenario(pages: 10, pageSize: 10, startPage: 5)
    await scroller.appear()
    return scroller
  }

  @Test func givenAListInTheMiddleWhenBothEndsAreReachedTwiceThenOneRequestGoesOutPerDirection() async {
    let scroller = await openedInTheMiddle()

    await scroller.send(.reachTop)
    await scroller.send(.reachBottom)
    await scroller.send(.reachTop)
    await scroller.send(.reachBottom)

    #expect(scroller.source.pendingRequests == [
      PageRequest(cursor: 40, pageSize: 10, kind: .prepend), PageRequest(cursor: 60, pageSize: 10, kind: .append),
    ])
    await scroller.clock.advance(by: .seconds(1))
    await scroller.store.skipReceivedActions()
    #expect(scroller.ids == Array(41...70))
    #expect(scroller.source.requests.count == 3)
  }

  @Test func givenBothDirectionsLoadingWhenRefreshingThenBothAreCancelledAndNeitherAnswerLands() async {
    let scroller = await openedInTheMiddle()
    await scroller.send(.reachTop)
    await scroller.send(.reachBottom)
    let statesBefore = scroller.store.stateHistory.count

    #expect(await scroller.refresh() == .loaded(pages: 1))

    #expect(scroller.source.pendingRequests.isEmpty)
    #expect(scroller.ids == Array(51...60))
    #expect(scroller.state.top == .available(.cursor(40)))
    #expect(scroller.state.nextPage == .cursor(60))
    let later = scroller.store.stateHistory.dropFirst(statesBefore)
    #expect(later.allSatisfy { $0.items.map(\.id) == Array(51...60) })
  }

  @Test func givenAnswersToSupersededRequestsWhenTheyArriveThenTheListIgnoresThem() async {
    let scroller = await openedInTheMiddle()
    await scroller.scrollDown(maxPages: 1)
    await scroller.scrollUp(maxPages: 1)
    await scroller.refresh()
    let settled = scroller.state
    let late = Page(items: [Post(id: 999)], nextCursor: 1000, previousCursor: 998)

    await scroller.send(.responseReceived(requestID: 1, result: .success(late)))
    await scroller.send(.previousPageReceived(requestID: 0, result: .success(late)))
    await scroller.send(.responseReceived(requestID: 1, result: .failure(.network)))

    #expect(scroller.state == settled)
  }

  @Test func givenPagesThatRepeatListedPostsWhenLoadedBothWaysThenTheRepeatsAreDropped() async {
    let scroller = await openedInTheMiddle()
    scroller.source.modifyPage(at: 60) { $0.items = (59...70).map(Post.init) }
    scroller.source.modifyPage(at: 40) { $0.items = (41...52).map(Post.init) }

    await scroller.scrollDown(maxPages: 1)
    await scroller.scrollUp(maxPages: 1)

    #expect(scroller.ids == Array(41...70))
  }

  @Test func givenTheTopPageFailsWhenRetryingTheTopThenTheSameCursorIsRequestedAgain() async {
    let scroller = await openedInTheMiddle()
    scroller.source.modifyPage(at: 40) {
      $0.failure = .network
      $0.failingAttempts = 1
    }

    #expect(await scroller.scrollUp(maxPages: 3) == ScrollResult(pagesLoaded: 0, stop: .failed(.network)))
    #expect(scroller.state.top == .failed(.cursor(40), .network))
    #expect(scroller.state.list == .success(IdentifiedArray(uniqueElements: (51...60).map(Post.init))))

    #expect(await scroller.retryTop() == .loaded(pages: 1))
    #expect(scroller.requestedCursors(.prepend) == [40, 40])
    #expect(scroller.ids == Array(41...60))
  }
}
