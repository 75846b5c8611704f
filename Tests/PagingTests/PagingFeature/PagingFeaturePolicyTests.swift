import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// Each line of the paging policy, as a test.
@MainActor
struct PagingFeaturePolicyTests {
  let fetch = FeedFetch()

  @Test func appearingTwiceLoadsOnce() async {
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    await store.send(.appear)

    #expect(fetch.inputs == [firstPage])
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
    }
    await store.send(.appear)
    #expect(fetch.inputs == [firstPage])
    await store.finish()
  }

  @Test func reachBottomSpamStartsOnePageRequest() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    for _ in 1...5 { await store.send(.reachBottom) }

    #expect(fetch.inputs == [pageAfter(3)])
    await fetch.respond(to: pageAfter(3), with: page(4...6, next: 6))
    await store.receivePage(.success(page(4...6, next: 6))) {
      $0.list = .success(posts(1...6))
      $0.nextPage = .cursor(6)
    }
    await store.finish()
  }

  @Test func reachingTheBottomAtTheEndOfTheListRequestsNothing() async {
    let store = makeFeedStore(
      fetch, initialState: Feed.State(list: .success(posts(1...3)), nextPage: .end))

    await store.send(.reachBottom)

    #expect(fetch.inputs.isEmpty)
    await store.finish()
  }

  @Test func reachingTheBottomBeforeAnythingLoadedRequestsNothing() async {
    let store = makeFeedStore(fetch)

    await store.send(.reachBottom)
    await store.send(.itemAppeared(1))

    #expect(fetch.inputs.isEmpty)
    await store.finish()
  }

  @Test func refreshWinsOverPagingAndTheLatePageAnswerIsIgnored() async {
    let fetch = FeedFetch(ignoresCancellation: true)
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    #expect(fetch.pendingInputs == [pageAfter(3), firstPage], "the page-2 request is still out")
    await fetch.respond(to: pageAfter(3), with: page(4...6, next: 6))
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }

    #expect(store.phases == [.success, .paging, .reLoading, .success])
    await store.finish()
  }

  @Test func refreshCancelsThePageRequestInFlight() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }

    #expect(fetch.cancelledInputs == [pageAfter(3)])
    #expect(fetch.pendingInputs == [firstPage])
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }
    await store.finish()
  }

  @Test func aResponseToASupersededRequestChangesNothing() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    await store.send(.responseReceived(requestID: 0, result: .success(page(7...9, next: nil))))
    await store.send(.responseReceived(requestID: 0, result: .failure(.network)))

    #expect(store.state == .firstPageShown)
    await store.finish()
  }

  @Test func refreshWhileAlreadyLoadingStartsNoSecondRequestAndFinishesWithTheLoad() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }

    let secondRefresh = await store.send(.refresh)

    #expect(!secondRefresh.isFinished, "the second refresh follows the load in flight")
    #expect(fetch.inputs == [firstPage])
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }
    #expect(secondRefresh.isFinished)
    await store.finish()
  }

  @Test func aRefreshTaskFinishesWhenTheReloadSettles() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    let refresh = await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    #expect(!refresh.isFinished)

    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await refresh.finish()
    #expect(refresh.isFinished)
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }
    await store.finish()
  }

  @Test func itemsWhoseIDIsAlreadyListedAreDroppedFromTheNextPage() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    await fetch.respond(to: pageAfter(3), with: page(2...5, next: 5))

    await store.receivePage(.success(page(2...5, next: 5))) {
      $0.list = .success(posts(1...5))
      $0.nextPage = .cursor(5)
    }
    await store.finish()
  }

  @Test func aPageWhoseNextCursorDoesNotAdvanceIsAnErrorNotALoop() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    await fetch.respond(to: pageAfter(3), with: page(4...6, next: 3))

    let invalid = AppError.invalidData(
      reason: "the page after a cursor named that same cursor as its next page")
    await store.receivePage(.success(page(4...6, next: 3))) {
      $0.list = .pagingFailure(posts(1...3), invalid)
    }
    await store.finish()
  }

  @Test func threeFailuresThenASuccess() async {
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    for attempt in 0..<3 {
      await fetch.fail(firstPage, with: AppError.network)
      await store.receive(.responseReceived(requestID: attempt, result: .failure(.network))) {
        $0.list = .loadingFailure(.network)
      }
      await store.send(.retry) {
        $0.list = .retryLoading(.network)
      }
    }
    await fetch.respond(to: firstPage, with: page(1...3, next: nil))
    await store.receivePage(.success(page(1...3, next: nil))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .end
    }

    #expect(
      store.phases == [
        .idle, .initialLoading,
        .loadingFailure, .retryLoading,
        .loadingFailure, .retryLoading,
        .loadingFailure, .retryLoading,
        .success,
      ])
    await store.finish()
  }

  @Test func anItemAppearingNearTheEndPrefetchesTheNextPage() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.itemAppeared(2))
    #expect(fetch.inputs.isEmpty, "post 2 is not among the last item")

    await store.send(.itemAppeared(3)) {
      $0.list = .paging(posts(1...3))
    }

    #expect(fetch.pendingInputs == [pageAfter(3)])
    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }
    await store.finish()
  }

  @Test func retryAfterAFailedRefreshReloads() async {
    let store = makeFeedStore(
      fetch,
      initialState: Feed.State(
        list: .reLoadingFailure(posts(1...3), .network), nextPage: .cursor(3)))

    await store.send(.retry) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
    }
    await store.finish()
  }

  @Test func retryWithNothingFailedDoesNothing() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    await store.send(.retry)

    #expect(fetch.inputs.isEmpty)
    await store.finish()
  }
}
