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

  func makeStore(
    _ state: SwitchStylePostsScreen.State = .init(),
    refreshWhilePaging: RefreshWhilePaging = .isIgnored
  ) -> TestStore<SwitchStylePostsScreen.State, SwitchStylePostsScreen.Action> {
    let fetch = self.fetch
    return TestStore(
      initialState: state,
      reducer: SwitchStylePostsScreen(pageSize: pageSize, refreshWhilePaging: refreshWhilePaging) { try await fetch($0) }
    )
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

  @Test func givenAnEmptyListWhenTheBottomRowAppearsThenNoPageIsAskedForAsTheArticlesGuardLetLastIdSays() async {
    // Given: a first page that came back empty, though the server said more may follow
    let store = makeStore(.init(posts: .success([]), hasMore: true))

    // When
    await store.send(.bottomRowAppeared)
    await store.send(.retryTapped)

    // Then: the state is untouched and nothing was sent
    #expect(store.state.posts == .success([]))
    #expect(fetch.inputs == [])
    await store.finish()
  }

  @Test func givenTheDefaultOptionWhenRefreshedOrReappearingOverAPageInFlightThenBothAreIgnoredAndThePageArrives() async {
    // Given: the article's option, and a page in flight
    let store = makeStore(.init(posts: .success(listed(1...3))))
    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }

    // When
    await store.send(.refresh)
    await store.send(.task)

    // Then: the page was neither cancelled nor joined by a first-page request
    #expect(fetch.cancelledInputs == [])
    #expect(fetch.pendingInputs == [request(4)])
    await fetch.respond(to: request(4), with: page(4...5, next: 6))
    await store.receive(.nextPageLoaded(.success(page(4...5, next: 6)))) { $0.posts = .success(listed(1...5)) }
    await store.finish()
  }

  @Test func givenTheDefaultOptionWhenTheScreenReappearsOverSettledRowsThenItReloadsTheFirstPageKeepingTheRows() async {
    let store = makeStore(.init(posts: .success(listed(1...3))))

    await store.send(.task) { $0.posts = .reLoading(listed(1...3)) }

    #expect(fetch.pendingInputs == [request(nil)])
    await store.skipInFlightEffects()
  }

  @Test func givenCancelsThePageWhenRefreshedOverAPageInFlightThenThePageIsCancelledAndTheFirstPageReloads() async {
    let store = makeStore(.init(posts: .success(listed(1...3))), refreshWhilePaging: .cancelsThePage)
    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }

    await store.send(.refresh) { $0.posts = .reLoading(listed(1...3)) }

    #expect(fetch.cancelledInputs == [request(4)])
    #expect(fetch.pendingInputs == [request(nil)])
    await store.skipInFlightEffects()
  }

  @Test func givenCancelsThePageWhenTheScreenReappearsOverAPageInFlightThenThePageIsCancelledAndTheFirstPageReloads() async {
    let store = makeStore(.init(posts: .success(listed(1...3))), refreshWhilePaging: .cancelsThePage)
    await store.send(.bottomRowAppeared) { $0.posts = .paging(listed(1...3)) }

    await store.send(.task) { $0.posts = .reLoading(listed(1...3)) }

    #expect(fetch.cancelledInputs == [request(4)])
    #expect(fetch.pendingInputs == [request(nil)])
    await fetch.respond(to: request(nil), with: page(1...3, next: 4))
    await store.receive(.firstPageLoaded(.success(page(1...3, next: 4)))) { $0.posts = .success(listed(1...3)) }
    await store.finish()
  }
}
