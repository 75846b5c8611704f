import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

@MainActor
struct PagingScrollerTests {
  /// A scroller over a numbered feed of `pages` pages of `pageSize` rows, each taking a second.
  func makeScroller(
    pages: Int, pageSize: Int = 2, startPage: Int = 0, maxPages: Int? = nil
  ) -> ListScroller<Row, Int> {
    let clock = TestClock()
    let source = ScriptedPageSource<Row, Int>.numberedFeed(
      pages: pages, pageSize: pageSize, startPage: startPage, latency: .seconds(1), clock: clock
    ) { Row(id: $0) }
    let feature = RowFeed(
      pageSize: pageSize, maxPages: maxPages,
      cursorAround: { ScriptedPageSource<Row, Int>.cursor(ofItem: $0.id, pageSize: pageSize) },
      fetch: source.fetch)
    return PagingScroller(feature: feature, source: source, clock: clock)
  }

  @Test func givenAFiftyPageFeedWhenScrollingUntilPost130ShowsThenSevenRequestsBroughtPosts1To140() async {
    let scroller = makeScroller(pages: 50, pageSize: 20)

    #expect(await scroller.appear() == .loaded(pages: 1))
    let result = await scroller.scrollDown(until: { $0.items.contains(id: 130) }, maxPages: 49)

    #expect(result == ScrollResult(pagesLoaded: 6, stop: .conditionMet))
    #expect(scroller.source.requests.count == 7)
    #expect(scroller.state.items.map(\.id) == Array(1...140))
  }

  @Test func givenAThreePageFeedWhenScrollingDownThenTheScrollStopsAtTheEndOfTheList() async {
    let scroller = makeScroller(pages: 3)

    await scroller.appear()
    let result = await scroller.scrollDown(maxPages: 10)

    #expect(result == ScrollResult(pagesLoaded: 2, stop: .reachedEnd))
    #expect(scroller.state.hasReachedEnd)
    #expect(scroller.source.requests.map(\.cursor) == [nil, 2, 4])
  }

  @Test func givenAFailingPageWhenScrollingDownThenTheScrollStopsThereAndRetryLoadsIt() async {
    let scroller = makeScroller(pages: 5)
    scroller.source.modifyPage(at: 4) {
      $0.failure = .network
      $0.failingAttempts = 1
    }

    await scroller.appear()
    #expect(await scroller.scrollDown(maxPages: 10) == ScrollResult(pagesLoaded: 1, stop: .failed(.network)))
    #expect(scroller.state.list.error == .network)

    #expect(await scroller.retry() == .loaded(pages: 1))
    #expect(scroller.state.items.map(\.id) == Array(1...6))
  }

  @Test func givenALongFeedWhenScrollingWithMaxPagesThenTheScrollLoadsThatManyPages() async {
    let scroller = makeScroller(pages: 10)

    await scroller.appear()
    #expect(await scroller.scrollDown(maxPages: 3) == ScrollResult(pagesLoaded: 3, stop: .maxPages))
    #expect(scroller.state.items.map(\.id) == Array(1...8))
  }

  @Test func givenAFeedOpenedInTheMiddleWhenScrollingUpThenTheScrollStopsAtTheStart() async {
    let scroller = makeScroller(pages: 5, pageSize: 10, startPage: 3)

    await scroller.appear()
    #expect(await scroller.scrollUp(maxPages: 10) == ScrollResult(pagesLoaded: 3, stop: .reachedEnd))
    #expect(scroller.state.hasReachedStart)
    #expect(scroller.state.items.map(\.id) == Array(1...40))
  }

  @Test func givenNothingLoadedWhenScrollingThenNothingIsRequested() async {
    let scroller = makeScroller(pages: 3)

    #expect(await scroller.scrollDown(maxPages: 3) == ScrollResult(pagesLoaded: 0, stop: .ignored))
    #expect(await scroller.scrollUp(maxPages: 3) == ScrollResult(pagesLoaded: 0, stop: .ignored))
    #expect(scroller.source.requests.isEmpty)
  }

  @Test func givenALoadedListWhenAppearingAgainThenTheStepIsIgnored() async {
    let scroller = makeScroller(pages: 3)

    await scroller.appear()
    #expect(await scroller.appear() == .ignored)
    #expect(scroller.source.requests.count == 1)
  }

  @Test func givenAnExhaustiveStoreWhenAStepEndsThenTheStoreIsExhaustiveWithNothingLeftToAssert() async {
    let scroller = makeScroller(pages: 3)

    await scroller.appear()
    await scroller.scrollDown(maxPages: 1)

    #expect(scroller.store.exhaustivity == .on)
    await scroller.store.send(.reachBottom) {
      $0.list = .paging(IdentifiedArray(uniqueElements: (1...4).map { Row(id: $0) }))
    }
    await scroller.clock.advance(by: .seconds(1))
    await scroller.store.receive({ if case .responseReceived = $0 { true } else { false } }) {
      $0.list = .success(IdentifiedArray(uniqueElements: (1...6).map { Row(id: $0) }))
      $0.nextPage = .end
    }
    await scroller.store.finish()
  }

  @Test func givenASlowerTopRequestOutWhenScrollingDownThenTheTopRequestKeepsWaiting() async {
    let scroller = makeScroller(pages: 5, pageSize: 10, startPage: 2)
    scroller.source.modifyPage(at: 10) { $0.latency = .seconds(5) }
    await scroller.appear()
    scroller.store.exhaustivity = .off
    await scroller.store.send(.reachTop)

    #expect(await scroller.scrollDown(maxPages: 1) == ScrollResult(pagesLoaded: 1, stop: .maxPages))

    #expect(scroller.source.pendingRequests == [PageRequest(cursor: 10, pageSize: 10, kind: .prepend)])
    #expect(scroller.state.top == .loading(.cursor(10)))
    await scroller.store.skipInFlightEffects()
  }

  @Test func givenAFeatureThatDoesNotFetchFromTheSourceWhenAppearingThenTheScrollerReportsIt() async {
    let issues = LockedState<[String]>([])
    let reporter = IssueReporter { issue in issues.withLock { $0.append(issue.message) } }
    let server = ControlledDependency<PageRequest<Int>, Page<Row, Int>>()
    let scroller = PagingScroller(
      feature: RowFeed(fetch: { try await server($0) }),
      source: ScriptedPageSource<Row, Int>(),
      clock: TestClock(),
      issueReporter: reporter)
    scroller.store.exhaustivity = .off

    #expect(await scroller.appear() == .ignored)

    #expect(issues.withLock { $0 }.map { $0.hasPrefix("PagingScroller: request #0 is in flight") } == [true])
    await scroller.store.skipInFlightEffects()
  }
}
