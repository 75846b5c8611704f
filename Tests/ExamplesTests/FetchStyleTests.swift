import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Fetch style: the component owns and drives the list; the screen may trigger it and
/// reads it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FetchStyleTests {
  let fetch = PostFetch()

  func makeStore(_ state: FetchStylePostsScreen.State = .init()) -> TestStore<FetchStylePostsScreen.State, FetchStylePostsScreen.Action> {
    let fetch = self.fetch
    return TestStore(initialState: state, reducer: FetchStylePostsScreen(pageSize: pageSize) { try await fetch($0) })
  }

  @Test func givenTheComponentsViewAppearsThenTheComponentLoadsByItself() async {
    let store = makeStore()

    await store.send(.feed(.appear)) {
      $0.feed.list = .initialLoading
    }
    await fetch.respond(to: request(nil), with: page(1...3, next: 3))
    await store.receive(.feed(.responseReceived(requestID: 0, result: .success(page(1...3, next: 3))))) {
      $0.feed.list = .success(listed(1...3))
      $0.feed.nextPage = .cursor(3)
    }
    await store.finish()
  }

  @Test func givenRowsWhenTheScreensOwnButtonReloadsThenTheScreenTriggersTheComponent() async {
    let store = makeStore(.init(feed: PostFeed.State(list: .success(listed(1...3)), nextPage: .cursor(3))))

    await store.send(.reloadTapped)
    await store.receive(.feed(.refresh)) {
      $0.feed.list = .reLoading(listed(1...3))
    }
    #expect(fetch.pendingInputs == [request(nil)])
    await store.skipInFlightEffects()
  }

  @Test func givenRowsWhenTheComponentsRefreshFailsThenTheScreenReadsItAndRaisesItsBanner() async {
    let store = makeStore(.init(feed: PostFeed.State(list: .success(listed(1...3)), nextPage: .cursor(3))))

    await store.send(.feed(.refresh)) {
      $0.feed.list = .reLoading(listed(1...3))
    }
    await fetch.fail(request(nil), with: URLError(.notConnectedToInternet))
    await store.receive(.feed(.responseReceived(requestID: 0, result: .failure(.network)))) {
      $0.feed.list = .reLoadingFailure(listed(1...3), .network)
      $0.banner = .banner(.network, message: AppError.network.userMessage())
    }
    await store.send(.banner(.dismissed)) { $0.banner = nil }
    await store.finish()
  }
}
