import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// The article's cases, each as the story of states a list goes through.
@MainActor
struct PagingFeatureArticleCaseTests {
  let fetch = FeedFetch()

  @Test func case0AFirstLoadShowsASpinnerThenTheItems() async {
    let store = makeFeedStore(fetch)

    await store.send(.appear) {
      $0.list = .initialLoading
    }
    #expect(fetch.pendingInputs == [firstPage])
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
    }

    #expect(store.phases == [.idle, .initialLoading, .success])
    await store.finish()
  }

  @Test func case0AFailedFirstLoadShowsTheError() async {
    let store = makeFeedStore(fetch)

    await store.send(.appear) {
      $0.list = .initialLoading
    }
    await fetch.fail(firstPage, with: AppError.network)
    await store.receivePage(.failure(.network)) {
      $0.list = .loadingFailure(.network)
    }

    #expect(store.phases == [.idle, .initialLoading, .loadingFailure])
    await store.finish()
  }

  @Test func case1ARefreshKeepsShowingTheItemsWhileItReloads() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.respond(to: firstPage, with: page(1...4, next: 4))
    await store.receivePage(.success(page(1...4, next: 4))) {
      $0.list = .success(posts(1...4))
      $0.nextPage = .cursor(4)
    }

    #expect(store.phases == [.success, .reLoading, .success])
    await store.finish()
  }

  @Test func case2ARetryKeepsShowingTheErrorWhileItRetries() async {
    let store = makeFeedStore(
      fetch, initialState: Feed.State(list: .loadingFailure(.network)))

    await store.send(.retry) {
      $0.list = .retryLoading(.network)
    }
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
    }

    #expect(store.phases == [.loadingFailure, .retryLoading, .success])
    await store.finish()
  }

  @Test func case3ReachingTheBottomShowsASpinnerRowThenAppendsTheNextPage() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }
    await fetch.respond(to: pageAfter(3), with: page(4...6, next: 6))
    await store.receivePage(.success(page(4...6, next: 6))) {
      $0.list = .success(posts(1...6))
      $0.nextPage = .cursor(6)
    }

    #expect(store.phases == [.success, .paging, .success])
    await store.finish()
  }

  @Test func case3AFailedPageKeepsTheItemsAndRetryAsksForTheSameCursor() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }
    await fetch.fail(pageAfter(3), with: AppError.network)
    await store.receivePage(.failure(.network)) {
      $0.list = .pagingFailure(posts(1...3), .network)
    }

    await store.send(.retry) {
      $0.list = .paging(posts(1...3))
    }
    await fetch.respond(to: pageAfter(3), with: page(4...5, next: nil))
    await store.receivePage(.success(page(4...5, next: nil))) {
      $0.list = .success(posts(1...5))
      $0.nextPage = .end
    }

    #expect(store.phases == [.success, .paging, .pagingFailure, .paging, .success])
    #expect(fetch.inputs == [pageAfter(3), pageAfter(3)])
    await store.finish()
  }

  @Test func case4AFailedRefreshKeepsTheItemsAndRaisesABanner() async {
    let store = makeFeedStore(fetch, initialState: .firstPageShown)

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.fail(firstPage, with: AppError.network)
    await store.receivePage(.failure(.network)) {
      $0.list = .reLoadingFailure(posts(1...3), .network)
    }

    #expect(store.state.list.value == posts(1...3), "the items stay on screen")
    #expect(store.state.list.error == .network, "the banner has an error to show")
    #expect(store.phases == [.success, .reLoading, .reLoadingFailure])
    await store.finish()
  }
}
