import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Paging
import ScreenComponents
import Testing
import Unidirectional
import UnidirectionalTesting

/// Switch style: the screen owns the state and starts every load; the component draws.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SwitchStyleTests {
  let fetch = PostFetch()

  func makeStore(_ state: SwitchStylePostsScreen.State = .init()) -> TestStore<SwitchStylePostsScreen.State, SwitchStylePostsScreen.Action> {
    let fetch = self.fetch
    return TestStore(initialState: state, reducer: SwitchStylePostsScreen(pageSize: pageSize) { try await fetch($0) })
  }

  @Test func givenTheScreenAppearsWhenItsTaskRunsThenTheScreenLoadsTheFirstPageAndTheComponentDrawsIt() async {
    let store = makeStore()

    await store.send(.task) { $0.posts = .initialLoading }
    #expect(store.state.content == .spinner)
    #expect(fetch.pendingInputs == [request(nil)])
    await fetch.respond(to: request(nil), with: page(1...3, next: 4))
    await store.receive(.firstPageLoaded(.success(page(1...3, next: 4)))) {
      $0.posts = .success(listed(1...3))
    }
    #expect(
      store.state.content == .rows(listed(1...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false),
      "a page follows: the rows end in the spinner row whose appearance sends bottomRowAppeared"
    )
    await store.finish()
  }

  @Test func givenRowsWhenTheBottomRowAppearsThenTheNextRequestStartsAfterTheLastPost() async {
    let store = makeStore(.init(posts: .success(listed(1...3))))

    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }
    await store.send(.bottomRowAppeared)

    #expect(fetch.pendingInputs == [request(4)], "minId: last.id + 1, and only once")
    await fetch.respond(to: request(4), with: page(4...5, next: nil))
    await store.receive(.nextPageLoaded(.success(page(4...5, next: nil)))) {
      $0.posts = .success(listed(1...5))
      $0.hasMore = false
    }
    #expect(store.state.content == .rows(listed(1...5), bottom: .none, isRefreshing: false, isRedacted: false))
    await store.send(.bottomRowAppeared)
    #expect(fetch.inputs.count == 1, "no request after the end of the list")
    await store.finish()
  }

  @Test func givenAFailedPageWhenRetriedThenTheSamePageIsAskedForAgain() async {
    let store = makeStore(.init(posts: .pagingFailure(listed(1...3), .network)))

    await store.send(.retryTapped) { $0.posts = .paging(listed(1...3)) }

    #expect(fetch.pendingInputs == [request(4)])
    await store.skipInFlightEffects()
  }

  @Test func givenRowsWhenARefreshFailsThenTheRowsStayAndTheBannerIsRaisedOnce() async {
    let store = makeStore(.init(posts: .success(listed(1...3))))

    await store.send(.refresh) { $0.posts = .reLoading(listed(1...3)) }
    await fetch.fail(request(nil), with: URLError(.timedOut))
    await store.receive(.firstPageLoaded(.failure(.network))) {
      $0.posts = .reLoadingFailure(listed(1...3), .network)
      $0.banner = .banner(.network, message: AppError.network.userMessage())
    }
    await store.send(.banner(.dismissed)) { $0.banner = nil }
    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }
    #expect(store.state.banner == nil, "the same failure never raises it twice")
    await store.skipInFlightEffects()
  }

  @Test func givenAPageInFlightWhenRefreshedThenThePageIsCancelledAndTheFirstPageReloads() async {
    let store = makeStore(.init(posts: .success(listed(1...3))))
    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }

    await store.send(.refresh) { $0.posts = .reLoading(listed(1...3)) }

    #expect(fetch.cancelledInputs == [request(4)])
    #expect(fetch.pendingInputs == [request(nil)])
    await store.skipInFlightEffects()
  }
}
