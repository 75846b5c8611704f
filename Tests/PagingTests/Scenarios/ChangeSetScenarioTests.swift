import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// Applies `changes` to the rows a consumer shows, as a diffable data source would: drops
/// the removed and moved ids, then puts the inserted and moved ids where `list` has them.
func applying(_ changes: ListChanges<Int>, to rows: [Int], list: [Int]) -> [Int] {
  let leaving = Set(changes.removed + changes.moved)
  var result = rows.filter { !leaving.contains($0) }
  let arriving = Set(changes.inserted + changes.moved)
  for (position, id) in list.enumerated() where arriving.contains(id) {
    result.insert(id, at: position)
  }
  return result
}

/// The change set a list records after each step, applied to the rows before it, gives the
/// rows after it, through a long scroll both ways, a window that drops pages, edits, a jump
/// and a refresh.
@MainActor
struct ChangeSetScenarioTests {
  /// Checks that, from each state to the next, the revision moves by one exactly when the
  /// rows changed, the recorded changes turn the rows before into the rows after, and they
  /// insert only rows now listed and remove only rows listed before.
  func expectChangeSetsReplayTheRows(_ history: [Feed.State], sourceLocation: SourceLocation = #_sourceLocation) {
    for (before, after) in zip(history, history.dropFirst()) {
      let rows = before.items.map(\.id)
      let newRows = after.items.map(\.id)
      if after.changes.revision == before.changes.revision {
        #expect(newRows == rows, sourceLocation: sourceLocation)
      } else {
        #expect(after.changes.revision == before.changes.revision + 1, sourceLocation: sourceLocation)
        #expect(applying(after.changes, to: rows, list: newRows) == newRows, sourceLocation: sourceLocation)
        #expect(Set(after.changes.inserted).isSubset(of: newRows), sourceLocation: sourceLocation)
        #expect(Set(after.changes.removed).isSubset(of: rows), sourceLocation: sourceLocation)
      }
    }
  }

  @Test func givenAWindowedListWhenScrollingFarBothWaysThenEveryChangeSetReplaysTheRows() async {
    let scroller = makePostScenario(pages: 30, pageSize: 4, maxPages: 4, recordsChanges: true)

    await scroller.appear()
    await scroller.scrollDown(maxPages: 15)
    await scroller.jump(to: 58)
    await scroller.scrollUp(maxPages: 6)
    await scroller.scrollDown(maxPages: 8)
    await scroller.refresh()
    await scroller.scrollDown(maxPages: 40)

    #expect(scroller.state.hasReachedEnd)
    #expect(scroller.store.stateHistory.last?.changes.revision ?? 0 > 30)
    expectChangeSetsReplayTheRows(scroller.store.stateHistory)
  }

  @Test func givenEditsAndARefreshThatReordersWhenAppliedThenEveryChangeSetReplaysTheRows() async {
    let scroller = makePostScenario(pages: 5, pageSize: 4, recordsChanges: true)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 2)

    await scroller.send(.edit(.remove(3)))
    await scroller.send(.edit(.insert(Post(id: 100), at: 2)))
    await scroller.send(.edit(.update(Post(id: 5))))
    scroller.source.modifyPage(at: nil) { $0.items = [Post(id: 4), Post(id: 100), Post(id: 1), Post(id: 7)] }
    await scroller.refresh()
    await scroller.scrollDown(maxPages: 5)

    #expect(scroller.ids.prefix(4) == [4, 100, 1, 7])
    expectChangeSetsReplayTheRows(scroller.store.stateHistory)
  }

  @Test func givenAFullWindowAndAnInsertedRowWhenRefreshingLoadedPagesThenTheChangeSetNamesOnlyTheRowsKept() async {
    let scroller = makePostScenario(pages: 10, pageSize: 5, maxPages: 3, refreshMode: .loadedPages, recordsChanges: true)
    await scroller.appear()
    await scroller.scrollDown(maxPages: 2)
    await scroller.send(.edit(.insert(Post(id: 100), at: 0)))

    await scroller.refresh()

    #expect(scroller.ids == Array(1...15))
    #expect(scroller.state.pages.count == 3)
    #expect(scroller.state.changes.inserted.isEmpty)
    #expect(scroller.state.changes.removed == [100])
    expectChangeSetsReplayTheRows(scroller.store.stateHistory)
  }
}
