import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A window of three pages over a twenty-page feed: it never holds more than three pages,
/// its page records always add up to the rows, and scrolling back up brings the dropped
/// pages back by their cursors.
@MainActor
struct BoundedWindowScenarioTests {
  @Test func givenAWindowOfThreePagesWhenScrollingThroughTwentyPagesThenItHoldsAtMostThreePages() async {
    let scroller = makePostScenario(pages: 20, pageSize: 5, maxPages: 3)

    await scroller.appear()
    #expect(await scroller.scrollDown(maxPages: 30) == ScrollResult(pagesLoaded: 19, stop: .reachedEnd))

    #expect(scroller.ids == Array(86...100))
    #expect(scroller.state.pages.map(\.cursor) == [85, 90, 95])
    #expect(scroller.state.top == .available(.cursor(80)))
    for state in scroller.store.stateHistory {
      #expect(state.pages.count <= 3)
      #expect(state.items.count <= 15)
      #expect(state.pages.reduce(0) { $0 + $1.count } == state.items.count)
    }
  }

  @Test func givenTheWindowAtTheBottomWhenScrollingBackUpThenTheDroppedPagesAreReloadedByTheirCursors() async {
    let scroller = makePostScenario(pages: 20, pageSize: 5, maxPages: 3)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 30)

    #expect(await scroller.scrollUp(maxPages: 30) == ScrollResult(pagesLoaded: 17, stop: .reachedEnd))

    #expect(scroller.requestedCursors(.prepend) == Array(stride(from: 80, through: 0, by: -5)))
    #expect(scroller.ids == Array(1...15))
    #expect(scroller.state.hasReachedStart)
    #expect(scroller.state.nextPage == .cursor(15))
    for state in scroller.store.stateHistory {
      #expect(state.pages.count <= 3)
      #expect(state.pages.reduce(0) { $0 + $1.count } == state.items.count)
    }
  }

  @Test func givenTheWindowBackAtTheTopWhenScrollingDownAgainThenTheDroppedBottomPagesAreReloaded() async {
    let scroller = makePostScenario(pages: 6, pageSize: 5, maxPages: 3)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 10)
    await scroller.scrollUp(maxPages: 10)

    #expect(await scroller.scrollDown(maxPages: 10) == ScrollResult(pagesLoaded: 3, stop: .reachedEnd))

    #expect(scroller.requestedCursors(.append) == [5, 10, 15, 20, 25, 15, 20, 25])
    #expect(scroller.ids == Array(16...30))
  }

  @Test func givenPagesAboveThatNameNoNextPageWhenTheWindowDropsTheBottomThenTheDroppedPageIsNext() async {
    let scroller = makePostScenario(pages: 6, pageSize: 5, maxPages: 1)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 3)
    #expect(scroller.ids == Array(16...20))
    // A chat API whose pages loaded upwards name only the page before them.
    scroller.source.modifyPage(at: 10) { $0.nextCursor = nil }

    await scroller.scrollUp(maxPages: 1)

    #expect(scroller.ids == Array(11...15))
    #expect(scroller.state.nextPage == .cursor(15), "the dropped page's own cursor, not the nil its page above named")
    #expect(!scroller.state.hasReachedEnd)
    #expect(await scroller.scrollDown(maxPages: 1) == ScrollResult(pagesLoaded: 1, stop: .maxPages))
    #expect(scroller.ids == Array(16...20))
  }

  @Test func givenAFailedPageBelowWhenTheWindowDropsTheBottomThenTheErrorRowStaysAndRetryLoadsThePageNowNext() async {
    let scroller = makePostScenario(pages: 10, pageSize: 5, startPage: 4, maxPages: 2)
    await scroller.appear()
    await scroller.scrollUp(maxPages: 1)
    scroller.source.modifyPage(at: 25) { $0.failure = .network }
    #expect(await scroller.scrollDown(maxPages: 1) == ScrollResult(pagesLoaded: 0, stop: .failed(.network)))

    await scroller.scrollUp(maxPages: 1)

    #expect(scroller.ids == Array(11...20))
    #expect(scroller.state.list.phase == .pagingFailure)
    #expect(scroller.state.nextPage == .cursor(20))
    #expect(await scroller.retry() == .loaded(pages: 1))
    #expect(scroller.requestedCursors(.append).last == 20)
    #expect(scroller.ids == Array(16...25))
  }
}
