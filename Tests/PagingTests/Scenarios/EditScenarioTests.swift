import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A note of the edit scenarios: a row whose text an edit can change.
struct Memo: Identifiable, Equatable, Sendable {
  let id: Int
  var text = "server"
}

/// Edits a screen makes by itself: applied at once, even while a page loads, and, while
/// pending, kept over a refresh or dropped by it, as the policy says.
@MainActor
struct EditScenarioTests {
  func memos(pages: Int = 5, policy: PendingEditPolicy = .keptUntilSettled) async -> ListScroller<Memo, Int> {
    let scroller = makeScenario(pages: pages, pageSize: 3, pendingEditPolicy: policy) { Memo(id: $0) }
    await scroller.appear()
    return scroller
  }

  @Test func givenAPageLoadingWhenRowsAreEditedThenTheEditsShowAtOnceAndThePageLandsBelowThem() async {
    let scroller = await memos()
    await scroller.send(.reachBottom)

    await scroller.send(.edit(.update(Memo(id: 1, text: "edited"))))
    await scroller.send(.edit(.remove(2)))
    await scroller.send(.edit(.insert(Memo(id: 100, text: "new"), at: 0)))

    #expect(scroller.state.list.isPaging)
    #expect(Array(scroller.state.items) == [Memo(id: 100, text: "new"), Memo(id: 1, text: "edited"), Memo(id: 3)])
    await scroller.clock.advance(by: .seconds(1))
    await scroller.store.skipReceivedActions()
    #expect(scroller.ids == [100, 1, 3, 4, 5, 6])
    #expect(scroller.state.items[id: 1]?.text == "edited")
  }

  @Test func givenAPendingEditWhenRefreshingWithKeptUntilSettledThenTheEditStaysUntilItSettles() async {
    let scroller = await memos()
    await scroller.send(.edit(.update(Memo(id: 2, text: "liked")), pending: true))

    await scroller.refresh()
    #expect(scroller.state.items[id: 2]?.text == "liked")

    await scroller.send(.editSettled(2))
    await scroller.refresh()
    #expect(scroller.state.items[id: 2]?.text == "server")
  }

  @Test func givenAPendingEditWhenRefreshingWithDroppedOnRefreshThenTheServerWins() async {
    let scroller = await memos(policy: .droppedOnRefresh)
    await scroller.send(.edit(.update(Memo(id: 2, text: "liked")), pending: true))

    await scroller.refresh()

    #expect(scroller.state.items[id: 2]?.text == "server")
    #expect(scroller.state.pendingEdits.isEmpty)
  }

  @Test func givenAPendingRemovalWhenALaterPageBringsTheRowAgainThenItStaysRemoved() async {
    let scroller = await memos()
    scroller.source.modifyPage(at: 3) { $0.items.insert(Memo(id: 2), at: 0) }
    await scroller.send(.edit(.remove(2), pending: true))

    await scroller.scrollDown(maxPages: 1)

    #expect(scroller.ids == [1, 3, 4, 5, 6])
  }

  @Test func givenAPendingUpdateOfARowNotLoadedYetWhenItsPageArrivesThenTheRowShowsTheEdit() async {
    let scroller = await memos()
    await scroller.send(.edit(.update(Memo(id: 7, text: "liked")), pending: true))

    await scroller.scrollDown(maxPages: 2)

    #expect(scroller.state.items[id: 7]?.text == "liked")
    #expect(scroller.ids == Array(1...9))
  }
}
