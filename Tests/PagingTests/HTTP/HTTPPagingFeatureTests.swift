import ErrorHandling
import Foundation
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

extension FixtureServerTests {
  /// The whole paging feature, with a real `Store` and effect runner, over real HTTP: paging
  /// to the end, a refresh that cancels a slow page on the wire, a cursor that never moves,
  /// and retries with backoff on the test clock.
  @MainActor
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPPagingFeatureTests {
    typealias Feed = PagingFeature<RemotePost, String>

    let server = FixtureServer.shared

    func listed(_ ids: ClosedRange<Int>) -> IdentifiedArray<RemotePost> {
      IdentifiedArray(uniqueElements: remotePosts(ids))
    }

    /// A name no other test holds under.
    func holdName(_ label: String) -> String {
      "\(label)-\(UUID().uuidString.prefix(8))"
    }

    @Test func givenARealStoreWhenTheUserScrollsToTheEndThenEveryPostIsListedOnceAndPagingStops()
      async
    {
      let source = cursorSource()
      let store = Store(
        initialState: Feed.State(), reducer: Feed(pageSize: 10, fetch: source.fetch))

      await store.send(.appear).finish()
      var scrolls = 0
      while store.state.nextPage != .end, scrolls < 20 {
        await store.send(.reachBottom).finish()
        scrolls += 1
      }

      #expect(store.state.list == .success(listed(1...45)))
      #expect(scrolls == 4)
      await store.send(.reachBottom).finish()
      #expect(store.state.requests.inFlight == nil, "no request after the end of the list")
    }

    @Test
    func
      givenASlowPageOnTheWire_whenTheUserRefreshes_thenThePageRequestIsCancelledAndTheFirstPageReloads()
      async throws
    {
      let hold = holdName("page2")
      let fast = cursorSource()
      let slow = cursorSource("/posts?hold=\(hold)")
      let store = Store(
        initialState: Feed.State(),
        reducer: Feed(pageSize: 10) { request in
          try await (request.isFirstPage ? fast : slow).fetch(request)
        }
      )
      await store.send(.appear).finish()

      let page = store.send(.reachBottom)
      #expect(try await server.waitFor("holding:\(hold)"))
      #expect(store.state.list == .paging(listed(1...10)))
      await store.send(.refresh).finish()

      #expect(
        try await server.waitFor("disconnected:\(hold)"), "the client hung up on the slow page")
      await page.finish()
      try await server.release(hold)
      #expect(store.state.list == .success(listed(1...10)))
      #expect(store.state.nextPage == .cursor("c10"))
      #expect(store.state.requests.inFlight == nil)
    }

    @Test func givenAFetchInFlightWhenItsTaskIsCancelledThenTheRequestIsCancelledOnTheWire()
      async throws
    {
      let hold = holdName("cancel")
      let source = cursorSource("/posts?hold=\(hold)")
      let fetch = Task { try await source.fetch(PageRequest(cursor: nil, pageSize: 10)) }
      #expect(try await server.waitFor("holding:\(hold)"))

      fetch.cancel()

      #expect(try await server.waitFor("disconnected:\(hold)"))
      await #expect(throws: CancellationError.self) { try await fetch.value }
    }

    @Test func givenACursorThatNeverMovesWhenTheNextPageArrivesThenThePageFailsInsteadOfLooping()
      async
    {
      let source = cursorSource("/stuck")
      let store = Store(
        initialState: Feed.State(), reducer: Feed(pageSize: 10, fetch: source.fetch))
      await store.send(.appear).finish()

      await store.send(.reachBottom).finish()

      #expect(store.state.list.isPagingFailure)
      if case .invalidData? = store.state.list.error {
      } else {
        Issue.record("expected invalidData, got \(String(describing: store.state.list.error))")
      }
      #expect(store.state.items.count == 10)
    }

    @Test func givenAServerThatFailsTwiceWhenRetriesBackOffThenTheThirdAttemptLoadsTheList() async
    {
      let clock = TestClock()
      let source = cursorSource(
        "/flaky?key=\(holdName("twice"))&fail_times=2",
        retry: .exponentialBackoff(maxAttempts: 3, initialDelay: .seconds(1), clock: clock)
      )
      let store = TestStore(
        initialState: Feed.State(), reducer: Feed(pageSize: 10, fetch: source.fetch))
      await store.send(.appear) {
        $0.list = .initialLoading
      }
      #expect(clock.sleeperCount == 1, "the first 503 waits for the backoff")

      await clock.advance(by: .milliseconds(999))
      #expect(clock.sleeperCount == 1, "not before the delay")
      await clock.advance(by: .milliseconds(1))
      await clock.advance(by: .seconds(2))

      await store.receive(
        .responseReceived(
          requestID: 0, result: .success(Page(items: remotePosts(1...10), nextCursor: "c10")))
      ) {
        $0.list = .success(self.listed(1...10))
        $0.nextPage = .cursor("c10")
      }
    }

    @Test func givenAServerThatKeepsFailingWhenTheAttemptsRunOutThenTheLastFailureIsShown() async
    {
      let clock = TestClock()
      let source = cursorSource(
        "/flaky?key=\(holdName("always"))&fail_times=9",
        retry: .exponentialBackoff(maxAttempts: 2, initialDelay: .seconds(1), clock: clock)
      )
      let store = TestStore(
        initialState: Feed.State(), reducer: Feed(pageSize: 10, fetch: source.fetch))
      await store.send(.appear) {
        $0.list = .initialLoading
      }

      await clock.advance(by: .seconds(1))

      await store.receivePage(.failure(.invalidResponse)) {
        $0.list = .loadingFailure(.invalidResponse)
      }
    }
  }
}
