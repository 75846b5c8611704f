import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// `refreshWhilePaging: .isIgnored` is article 000's guard (`isLoading || isPaging`): a
/// refresh while a page loads does nothing, and its task ends at once, as the guard returns.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PagingFeatureRefreshWhilePagingTests {
  let fetch = FeedFetch()

  func makeStore() -> FeedStore {
    TestStore(
      initialState: .firstPageShown,
      reducer: Feed(pageSize: pageSize, prefetchDistance: 1, refreshWhilePaging: .isIgnored) {
        try await fetch($0)
      }
    )
  }

  @Test func aRefreshWhileAPageLoadsIsIgnoredAndItsTaskEndsAtOnce() async {
    // Given
    let store = makeStore()
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    // When
    let refresh = await store.send(.refresh)

    // Then: no state change, no request, and nothing for the refresh to wait for
    #expect(fetch.inputs == [pageAfter(3)])
    #expect(refresh.isFinished, "a pull-to-refresh spinner ends while the page still loads")
    await fetch.respond(to: pageAfter(3), with: page(4...6, next: nil))
    await store.receivePage(.success(page(4...6, next: nil))) {
      $0.list = .success(posts(1...6))
      $0.nextPage = .end
    }
    await store.finish()
  }

  @Test func theIgnoredRefreshSaysWhy() {
    // Given
    let feature = Feed(pageSize: pageSize, refreshWhilePaging: .isIgnored) { _ in
      Page(items: [], nextCursor: nil)
    }
    let paging = Feed.State(
      list: .paging(posts(1...3)), requests: RequestLedger(inFlight: InFlightRequest(id: 1, request: pageAfter(3)), nextID: 2))

    // When
    let reason = feature.reasonForIgnoring(.refresh, in: paging)

    // Then
    #expect(reason == "refresh ignored: a page request is already in flight")
  }

  @Test func aJumpToARowWhileAPageLoadsIsIgnoredLikeARefresh() {
    // Given
    let feature = Feed(pageSize: pageSize, refreshWhilePaging: .isIgnored, cursorAround: { $0.id }) { _ in
      Page(items: [], nextCursor: nil)
    }
    let paging = Feed.State(
      list: .paging(posts(1...3)), requests: RequestLedger(inFlight: InFlightRequest(id: 1, request: pageAfter(3)), nextID: 2))

    // When
    let reason = feature.reasonForIgnoring(.refreshAround(2), in: paging)

    // Then
    #expect(reason == "refreshAround ignored: a page request is already in flight")
  }

  @Test func aRefreshOnceThePageSettledReloadsAsUsual() async {
    // Given
    let store = makeStore()

    // When
    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }

    // Then
    #expect(fetch.pendingInputs == [firstPage])
    await store.skipInFlightEffects()
  }
}
