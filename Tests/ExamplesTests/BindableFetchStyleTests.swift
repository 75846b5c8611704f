import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Bindable Fetch style: the parent owns both lists, each component drives its own, the
/// parent reads them; two lists page independently.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct BindableFetchStyleTests {
  let fetchFollowing = PostFetch()
  let fetchTrending = PostFetch()

  func makeStore(_ state: BindableFetchStyleScreen.State) -> TestStore<BindableFetchStyleScreen.State, BindableFetchStyleScreen.Action> {
    let following = fetchFollowing
    let trending = fetchTrending
    return TestStore(
      initialState: state,
      reducer: BindableFetchStyleScreen(
        pageSize: pageSize,
        fetchFollowing: { try await following($0) },
        fetchTrending: { try await trending($0) }
      )
    )
  }

  var bothLoaded: BindableFetchStyleScreen.State {
    BindableFetchStyleScreen.State(
      following: PostFeed.State(list: .success(listed(1...3)), nextPage: .cursor(3)),
      trending: PostFeed.State(list: .success(listed(10...12)), nextPage: .cursor(12))
    )
  }

  @Test func givenTwoListsWhenBothPageAtOnceThenNeitherCancelsTheOtherAndEachAppendsItsOwnPage() async {
    let store = makeStore(bothLoaded)

    await store.send(.following(.reachBottom)) {
      $0.following.list = .paging(listed(1...3))
    }
    await store.send(.trending(.reachBottom)) {
      $0.trending.list = .paging(listed(10...12))
    }
    #expect(fetchFollowing.cancelledInputs.isEmpty && fetchTrending.cancelledInputs.isEmpty)

    await fetchTrending.respond(to: request(12), with: page(13...14, next: nil))
    await store.receive(.trending(.responseReceived(requestID: 0, result: .success(page(13...14, next: nil))))) {
      $0.trending.list = .success(listed(10...14))
      $0.trending.nextPage = .end
    }
    await fetchFollowing.respond(to: request(3), with: page(4...6, next: 6))
    await store.receive(.following(.responseReceived(requestID: 0, result: .success(page(4...6, next: 6))))) {
      $0.following.list = .success(listed(1...6))
      $0.following.nextPage = .cursor(6)
    }
    #expect(store.state.header == "6 following · 5 trending", "the parent reads both lists")
    await store.finish()
  }

  @Test func givenTwoListsWhenOneFailsToRefreshThenTheParentRaisesItsBannerAndTheOtherListIsUntouched() async {
    let store = makeStore(bothLoaded)

    await store.send(.trending(.refresh)) {
      $0.trending.list = .reLoading(listed(10...12))
    }
    await fetchTrending.fail(request(nil), with: URLError(.timedOut))
    await store.receive(.trending(.responseReceived(requestID: 0, result: .failure(.network)))) {
      $0.trending.list = .reLoadingFailure(listed(10...12), .network)
      $0.banner = .banner(.network, message: AppError.network.userMessage())
    }
    #expect(store.state.following == bothLoaded.following)
    #expect(fetchFollowing.inputs.isEmpty)
    await store.finish()
  }

  @Test func givenADismissedBannerOfOneListWhenTheOtherListFailsAndRecoversThenTheDismissedBannerStaysDismissed() async {
    let forbidden = ErrorPresentation<BindableFetchStyleScreen.Action>.banner(.forbidden, message: AppError.forbidden.userMessage())
    var state = bothLoaded
    state.trending.list = .reLoadingFailure(listed(10...12), .network)
    let store = makeStore(state)
    await store.send(.following(.refresh)) {
      $0.following.list = .reLoading(listed(1...3))
    }

    await fetchFollowing.fail(request(nil), with: AppError.forbidden)
    await store.receive(.following(.responseReceived(requestID: 0, result: .failure(.forbidden)))) {
      $0.following.list = .reLoadingFailure(listed(1...3), .forbidden)
      $0.banner = forbidden
    }
    await store.send(.following(.refresh)) {
      $0.following.list = .reLoading(listed(1...3))
      $0.banner = nil
    }

    #expect(store.state.banner == nil, "trending's failure was never re-raised")
    await store.skipInFlightEffects()
  }
}
