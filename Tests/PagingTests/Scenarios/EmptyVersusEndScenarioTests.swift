import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// `isEmpty` is a settled list with no rows; `hasReachedEnd` a settled list with rows and no
/// page after; neither holds while a load or a refresh is out.
@MainActor
struct EmptyVersusEndScenarioTests {
  @Test func givenAnEmptyFeedWhenItLoadsThenTheListIsEmptyAndNotAtItsEnd() async {
    let scroller = makePostScenario(pages: 0, pageSize: 10)

    await scroller.send(.appear)
    #expect(!scroller.state.isEmpty)
    #expect(!scroller.state.hasReachedEnd)
    await scroller.clock.advance(by: .seconds(1))
    await scroller.store.skipReceivedActions()

    #expect(scroller.state.isEmpty)
    #expect(!scroller.state.hasReachedEnd)
    #expect(await scroller.scrollDown(maxPages: 1) == ScrollResult(pagesLoaded: 0, stop: .reachedEnd))
  }

  @Test func givenAOnePageFeedWhenItLoadsThenTheListIsAtItsEndAndNotEmpty() async {
    let scroller = makePostScenario(pages: 1, pageSize: 10)

    await scroller.appear()

    #expect(scroller.state.hasReachedEnd)
    #expect(!scroller.state.isEmpty)
    #expect(scroller.state.hasReachedStart)
  }

  @Test func givenAListAtItsEndWhenRefreshingThenItIsNotAtItsEndUntilTheRefreshSettles() async {
    let scroller = makePostScenario(pages: 2, pageSize: 10)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 5)
    #expect(scroller.state.hasReachedEnd)

    await scroller.send(.refresh)
    #expect(!scroller.state.hasReachedEnd)
    #expect(!scroller.state.isEmpty)
    #expect(!scroller.state.hasReachedStart)
    #expect(scroller.ids == Array(1...20))

    await scroller.clock.advance(by: .seconds(1))
    await scroller.store.skipReceivedActions()
    #expect(!scroller.state.hasReachedEnd)
    #expect(await scroller.scrollDown(maxPages: 5) == ScrollResult(pagesLoaded: 1, stop: .reachedEnd))
    #expect(scroller.state.hasReachedEnd)
  }
}
