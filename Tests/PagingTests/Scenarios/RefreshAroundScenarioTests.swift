import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// Jumping to a row reloads the page around it, and the list scrolls on from there both ways.
@MainActor
struct RefreshAroundScenarioTests {
  @Test func givenPost300ListedWhenJumpingToItThenThePageAroundItIsTheListAndBothWaysGoOn() async {
    let scroller = makePostScenario(pages: 50, pageSize: 10)
    await scroller.appear()
    await scroller.scrollDown(until: { $0.items.contains(id: 300) }, maxPages: 49)

    #expect(await scroller.jump(to: 300) == .loaded(pages: 1))

    #expect(scroller.source.requests.last == PageRequest(cursor: 290, pageSize: 10, kind: .refresh))
    #expect(scroller.ids == Array(291...300))
    #expect(scroller.state.top == .available(.cursor(280)))
    #expect(scroller.state.nextPage == .cursor(300))

    #expect(await scroller.scrollUp(maxPages: 3) == ScrollResult(pagesLoaded: 3, stop: .maxPages))
    #expect(scroller.requestedCursors(.prepend) == [280, 270, 260])
    #expect(await scroller.scrollDown(maxPages: 1) == ScrollResult(pagesLoaded: 1, stop: .maxPages))
    #expect(scroller.ids == Array(261...310))
  }

  @Test("Given a feature without cursorAround, when jumping to a row, then the page the row came in reloads")
  func givenAFeatureWithoutCursorAroundWhenJumpingThenTheRowsOwnPageReloads() async {
    let source = ScriptedPageSource<Post, Int>.numberedFeed(pages: 3, pageSize: 10) { Post(id: $0) }
    let scroller = PagingScroller(
      feature: Feed(pageSize: 10, fetch: source.fetch), source: source, clock: TestClock())
    await scroller.appear()
    await scroller.scrollDown(maxPages: 1)

    #expect(await scroller.jump(to: 15) == .loaded(pages: 1))

    #expect(source.requests.last == PageRequest(cursor: 10, pageSize: 10, kind: .refresh))
    #expect(scroller.ids == Array(11...20))
    #expect(scroller.state.jumpCursor == 10)
  }
}
