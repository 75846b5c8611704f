import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// What a refresh reloads: the first page by default; with `.loadedPages`, as many rows as
/// the list shows, brought in one answer while the old rows stay on screen.
@MainActor
struct RefreshModeScenarioTests {
  /// Twenty memos on screen, four pages of five, and a server that edited every memo since.
  func twentyEditedMemos(_ mode: RefreshMode) async -> ListScroller<Memo, Int> {
    let scroller = makeScenario(pages: 10, pageSize: 5, refreshMode: mode) { Memo(id: $0) }
    await scroller.appear()
    await scroller.scrollDown(maxPages: 3)
    for cursor in [nil] + stride(from: 0, to: 50, by: 5).map(Optional.some) {
      scroller.source.modifyPage(at: cursor) { page in
        for index in page.items.indices { page.items[index].text = "refreshed" }
      }
    }
    return scroller
  }

  @Test func givenTwentyRowsWhenRefreshingLoadedPagesThenOneAnswerBringsTwentyRowsFromFourRequests() async {
    let scroller = await twentyEditedMemos(.loadedPages)
    let statesBefore = scroller.store.stateHistory.count

    #expect(await scroller.refresh() == .loaded(pages: 4))

    #expect(scroller.source.requests.suffix(4).map(\.cursor) == [nil, 5, 10, 15])
    #expect(scroller.source.requests.suffix(4).allSatisfy { $0.kind == .refresh })
    #expect(scroller.ids == Array(1...20))
    #expect(scroller.state.items.allSatisfy { $0.text == "refreshed" })
    #expect(scroller.state.nextPage == .cursor(20))
    let during = scroller.store.stateHistory.dropFirst(statesBefore)
    #expect(during.map(\.list.phase) == [.reLoading, .success])
    #expect(during.first?.items.allSatisfy { $0.text == "server" } == true)
    #expect(during.first?.items.count == 20)
  }

  @Test func givenTheOldRowsWhenTheReloadIsHalfwayThenTheScreenStillShowsThemAll() async {
    let scroller = await twentyEditedMemos(.loadedPages)

    await scroller.send(.refresh)
    await scroller.clock.advance(by: .seconds(2))

    #expect(scroller.source.pendingRequests == [PageRequest(cursor: 10, pageSize: 5, kind: .refresh)])
    #expect(scroller.state.list.phase == .reLoading)
    #expect(scroller.ids == Array(1...20))
    #expect(scroller.state.items.allSatisfy { $0.text == "server" })
    await scroller.store.skipInFlightEffects()
  }

  @Test func givenTwentyRowsWhenRefreshingTheFirstPageThenTheListStartsOverWithOnePage() async {
    let scroller = await twentyEditedMemos(.firstPage)

    #expect(await scroller.refresh() == .loaded(pages: 1))

    #expect(scroller.ids == Array(1...5))
    #expect(scroller.state.nextPage == .cursor(5))
  }

  @Test func givenAListOpenedInTheMiddleAndScrolledUpWhenRefreshingLoadedPagesThenItReloadsFromItsTopPage() async {
    let scroller = makePostScenario(pages: 10, pageSize: 5, startPage: 4, refreshMode: .loadedPages)
    await scroller.appear()
    await scroller.scrollUp(maxPages: 1)
    #expect(scroller.ids == Array(16...25))

    #expect(await scroller.refresh() == .loaded(pages: 2))

    #expect(scroller.source.requests.suffix(2).map(\.cursor) == [15, 20], "from the top page, not the first one")
    #expect(scroller.ids == Array(16...25))
    #expect(scroller.state.top == .available(.cursor(10)))
    #expect(scroller.state.nextPage == .cursor(25))
  }
}
