import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A row of the kit's test feeds.
struct Row: Identifiable, Equatable, Sendable {
  let id: Int
  var title = ""
}

typealias RowFeed = PagingFeature<Row, Int>

@MainActor
struct ScriptedPageSourceTests {
  @Test func givenALatencyWhenTheFeatureFetchesThenTheAnswerWaitsForTheClock() async {
    let clock = TestClock()
    let source = ScriptedPageSource<Row, Int>.numberedFeed(
      pages: 2, pageSize: 2, latency: .seconds(1), clock: clock, item: { Row(id: $0) })
    let store = TestStore(initialState: RowFeed.State(), reducer: RowFeed(pageSize: 2, fetch: source.fetch))
    store.exhaustivity = .off

    await store.send(.appear)
    await clock.advance(by: .milliseconds(999))
    #expect(source.pendingRequests == [PageRequest(cursor: nil, pageSize: 2)])
    #expect(store.state.list == .initialLoading)

    await clock.advance(by: .milliseconds(1))
    await store.receive({ if case .responseReceived = $0 { true } else { false } })
    #expect(source.pendingRequests.isEmpty)
    #expect(store.state.items.map(\.id) == [1, 2])
  }

  @Test func givenAPageFailingTwiceWhenFetchedThreeTimesThenTheThirdAttemptGetsThePage() async throws {
    let source = ScriptedPageSource<Row, Int>(pages: [
      nil: ScriptedPage(items: [Row(id: 1)], nextCursor: nil, failure: .network, failingAttempts: 2)
    ])
    let request = PageRequest<Int>(cursor: nil, pageSize: 1)

    await #expect(throws: AppError.network) { try await source.fetch(request) }
    await #expect(throws: AppError.network) { try await source.fetch(request) }
    #expect(try await source.fetch(request) == Page(items: [Row(id: 1)], nextCursor: nil))
    #expect(source.requests == [request, request, request])
  }

  @Test func givenAFailureWithoutAnAttemptCountThenEveryAttemptFails() async {
    let source = ScriptedPageSource<Row, Int>(pages: [nil: ScriptedPage(items: [], nextCursor: nil, failure: .notFound)])
    for _ in 1...3 {
      await #expect(throws: AppError.notFound) { try await source.fetch(PageRequest(cursor: nil, pageSize: 1)) }
    }
  }

  @Test func givenNoPageAtACursorThenTheRequestFailsWithInvalidDataNamingIt() async {
    let source = ScriptedPageSource<Row, Int>.numberedFeed(pages: 2, pageSize: 2) { Row(id: $0) }

    await #expect(throws: AppError.invalidData(reason: "ScriptedPageSource has no page at cursor 7")) {
      try await source.fetch(PageRequest(cursor: 7, pageSize: 2))
    }
  }

  @Test func givenANumberedFeedThenItsPagesPointBothWaysByTheirFirstItemOffset() {
    let source = ScriptedPageSource<Row, Int>.numberedFeed(pages: 3, pageSize: 2) { Row(id: $0) }

    #expect(source[cursor: nil]?.page == Page(items: [Row(id: 1), Row(id: 2)], nextCursor: 2, previousCursor: nil))
    #expect(source[cursor: 0]?.page == source[cursor: nil]?.page)
    #expect(source[cursor: 2]?.page == Page(items: [Row(id: 3), Row(id: 4)], nextCursor: 4, previousCursor: 0))
    #expect(source[cursor: 4]?.page == Page(items: [Row(id: 5), Row(id: 6)], nextCursor: nil, previousCursor: 2))
    #expect(ScriptedPageSource<Row, Int>.cursor(ofItem: 5, pageSize: 2) == 4)
  }

  @Test func givenAStartPageThenTheFirstRequestGetsThatPage() {
    let source = ScriptedPageSource<Row, Int>.numberedFeed(pages: 5, pageSize: 10, startPage: 3) { Row(id: $0) }

    #expect(source[cursor: nil]?.items.first?.id == 31)
    #expect(source[cursor: nil]?.previousCursor == 20)
    #expect(source[cursor: nil]?.nextCursor == 40)
  }

  @Test func givenAnEmptyNumberedFeedThenTheFirstPageHasNoItemsAndNoNextPage() async throws {
    let source = ScriptedPageSource<Row, Int>.numberedFeed(pages: 0, pageSize: 10) { Row(id: $0) }

    #expect(try await source.fetch(PageRequest(cursor: nil, pageSize: 10)) == Page(items: [], nextCursor: nil))
  }

  @Test func givenAPageEditedOnTheServerThenTheNextRequestGetsTheEdit() async throws {
    let source = ScriptedPageSource<Row, Int>.numberedFeed(pages: 1, pageSize: 2) { Row(id: $0) }
    let request = PageRequest<Int>(cursor: nil, pageSize: 2)

    source.modifyPage(at: nil) { $0.items[0].title = "edited" }
    #expect(try await source.fetch(request).items.first == Row(id: 1, title: "edited"))

    source[cursor: nil] = nil
    await #expect(throws: AppError.invalidData(reason: "ScriptedPageSource has no page at cursor nil (the first page)")) {
      try await source.fetch(request)
    }
  }
}
