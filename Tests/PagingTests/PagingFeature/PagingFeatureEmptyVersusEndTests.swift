import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// "Nothing here" and "you reached the end" are told apart; a reload of rows reports neither,
/// and a reload of the empty list keeps it empty, as article 000 draws it.
@MainActor
struct PagingFeatureEmptyVersusEndTests {
  let fetch = FeedFetch()

  @Test func givenAnEmptyFeedWhenItLoadsThenTheListIsEmptyAndNotAtItsEnd() async {
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    #expect(!store.state.isEmpty && !store.state.hasReachedEnd)

    await fetch.respond(to: firstPage, with: Page(items: [], nextCursor: nil))
    await store.receivePage(.success(Page(items: [], nextCursor: nil))) {
      $0.list = .success([])
      $0.nextPage = .end
    }

    #expect(store.state.isEmpty && !store.state.hasReachedEnd)
    await store.finish()
  }

  @Test func givenAListAtItsEndWhenItRefreshesThenTheEndIsNotReportedUntilTheReloadSaysSo() async {
    let store = makeFeedStore(
      fetch, initialState: Feed.State(list: .success(posts(1...3)), nextPage: .end))
    #expect(store.state.hasReachedEnd && !store.state.isEmpty)

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    #expect(!store.state.hasReachedEnd && !store.state.isEmpty)

    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
    }
    #expect(!store.state.hasReachedEnd)
    await store.finish()
  }

  @Test func givenAnEmptyListWhenItRefreshesThenItStaysEmptyUntilTheReloadBringsRows() async {
    let store = makeFeedStore(fetch, initialState: Feed.State(list: .success([]), nextPage: .end))
    #expect(store.state.isEmpty)

    await store.send(.refresh) {
      $0.list = .reLoading([])
    }
    #expect(store.state.isEmpty, "the empty view stays under the refresh indicator")

    await fetch.respond(to: firstPage, with: page(1...3, next: nil))
    await store.receivePage(.success(page(1...3, next: nil))) {
      $0.list = .success(posts(1...3))
    }
    #expect(!store.state.isEmpty && store.state.hasReachedEnd)
    await store.finish()
  }
}
