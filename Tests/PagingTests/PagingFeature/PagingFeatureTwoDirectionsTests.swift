import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// The list loads upwards beside its main direction, with the same guarantees.
@MainActor
struct PagingFeatureTwoDirectionsTests {
  let fetch = FeedFetch()

  /// Opens the feed in the middle: posts 4…6, a page before at 0, a next page at 6.
  func openInTheMiddle(_ store: FeedStore) async {
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    await fetch.respond(to: firstPage, with: middlePage(at: nil))
    await store.receivePage(.success(middlePage(at: nil))) {
      $0.list = .success(posts(4...6))
      $0.nextPage = .cursor(6)
      $0.top = .available(.cursor(0))
    }
  }

  @Test func givenAListOpenedInTheMiddleWhenTheUserReachesBothEndsThenOneRequestGoesOutEachWayAndBothPagesLand() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)

    await store.send(.reachTop) {
      $0.top = .loading(.cursor(0))
    }
    await store.send(.reachTop)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(4...6))
    }
    await store.send(.reachBottom)
    #expect(fetch.pendingInputs == [pageBefore(0), pageAfter(6)])

    await fetch.respond(to: pageBefore(0), with: middlePage(at: 0))
    await store.receivePageAbove(.success(middlePage(at: 0))) {
      $0.list = .paging(posts(1...6))
      $0.top = .end
    }
    await fetch.respond(to: pageAfter(6), with: middlePage(at: 6, count: 9))
    await store.receivePage(.success(middlePage(at: 6, count: 9))) {
      $0.list = .success(posts(1...9))
      $0.nextPage = .end
    }

    #expect(store.state.hasReachedStart && store.state.hasReachedEnd && !store.state.isEmpty)
    await store.send(.reachTop)
    #expect(store.state.top == .end)
    await store.finish()
  }

  @Test func givenAListOpenedInTheMiddleWhenRowsNearEachEndAppearThenThePageBeyondThatEndIsPrefetchedOnce() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)

    await store.send(.itemAppeared(5))
    await store.send(.itemAppeared(4)) {
      $0.top = .loading(.cursor(0))
    }
    await store.send(.itemAppeared(4))
    await store.send(.itemAppeared(6)) {
      $0.list = .paging(posts(4...6))
    }
    await store.send(.itemAppeared(6))

    #expect(fetch.pendingInputs == [pageBefore(0), pageAfter(6)], "one request each way, however often a row appears")
    await store.skipInFlightEffects()
  }

  @Test func givenBothDirectionsLoadingWhenTheUserRefreshesThenBothRequestsAreCancelledAndOnlyTheReloadIsAwaited() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)
    await store.send(.reachTop) {
      $0.top = .loading(.cursor(0))
    }
    await store.send(.reachBottom) {
      $0.list = .paging(posts(4...6))
    }

    await store.send(.refresh) {
      $0.list = .reLoading(posts(4...6))
      $0.top = .available(.cursor(0))
    }

    #expect(Set(fetch.cancelledInputs) == [pageBefore(0), pageAfter(6)])
    await fetch.respond(to: firstPage, with: middlePage(at: nil))
    await store.receivePage(.success(middlePage(at: nil))) {
      $0.list = .success(posts(4...6))
    }
    await store.finish()
  }

  @Test func givenTheTopFailedWhenTheUserRetriesTheTopThenTheSameCursorIsRequestedAgain() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)
    await store.send(.reachTop) {
      $0.top = .loading(.cursor(0))
    }
    await fetch.fail(pageBefore(0), with: AppError.network)
    await store.receivePageAbove(.failure(.network)) {
      $0.top = .failed(.cursor(0), .network)
    }
    await store.send(.reachTop)
    await store.send(.retry)

    await store.send(.retryTop) {
      $0.top = .loading(.cursor(0))
    }

    #expect(fetch.inputs == [firstPage, pageBefore(0), pageBefore(0)])
    await fetch.respond(to: pageBefore(0), with: middlePage(at: 0))
    await store.receivePageAbove(.success(middlePage(at: 0))) {
      $0.list = .success(posts(1...6))
      $0.top = .end
    }
    await store.finish()
  }

  @Test func givenAPageBeforeThatRepeatsRowsWhenItLandsThenTheRepeatedRowsAreDropped() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)
    await store.send(.reachTop) {
      $0.top = .loading(.cursor(0))
    }
    let drifted = Page(items: [2, 3, 4, 5].map(Post.init), nextCursor: 3, previousCursor: nil)

    await fetch.respond(to: pageBefore(0), with: drifted)
    await store.receivePageAbove(.success(drifted)) {
      $0.list = .success(IdentifiedArray(uniqueElements: [2, 3, 4, 5, 6].map(Post.init)))
      $0.top = .end
    }
    await store.finish()
  }

  @Test func givenAPageBeforeThatNamesItsOwnCursorWhenItLandsThenTheTopFailsInsteadOfLooping() async {
    let store = makeTwoWayStore(fetch)
    await openInTheMiddle(store)
    await store.send(.reachTop) {
      $0.top = .loading(.cursor(0))
    }
    let looping = Page(items: [1, 2, 3].map(Post.init), nextCursor: 3, previousCursor: 0)

    await fetch.respond(to: pageBefore(0), with: looping)
    await store.receivePageAbove(.success(looping)) {
      $0.top = .failed(
        .cursor(0), .invalidData(reason: "the page before a cursor named that same cursor as its previous page"))
    }
    await store.finish()
  }
}
