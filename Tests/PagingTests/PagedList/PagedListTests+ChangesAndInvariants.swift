import Paging
import Testing
import Unidirectional

// The change set each event records, and the invariants a list reports.

extension PagedListTests {
  // MARK: - Recorded changes

  @Test("Given a window that records changes, when pages, a drop and edits follow, then each records what it did with a revision one on")
  func eachChangeIsRecordedWithTheNextRevision() {
    let options = PagedListOptions(maxPages: 2, recordsChanges: true)
    var list = NoteList()
    var history: [ListChanges<Int>] = []

    list.append(served([1, 2], next: 2), requestedWith: nil, options: options)
    history.append(list.changes)
    list.append(served([3, 4], next: 4), requestedWith: 2, options: options)
    history.append(list.changes)
    list.append(served([5, 6], next: nil), requestedWith: 4, options: options)
    history.append(list.changes)
    list.apply(.update(Note(id: 3, liked: true)), pending: false, options: options)
    history.append(list.changes)
    list.apply(.remove(4), pending: false, options: options)
    history.append(list.changes)
    list.apply(.insert(Note(id: 9), at: 0), pending: false, options: options)
    history.append(list.changes)
    list.prepend(served([0], next: 2, previous: nil), requestedWith: nil, options: options)
    history.append(list.changes)

    #expect(
      history == [
        ListChanges(revision: 1, inserted: [1, 2]),
        ListChanges(revision: 2, inserted: [3, 4]),
        ListChanges(revision: 3, inserted: [5, 6], removed: [1, 2]),
        ListChanges(revision: 4, updated: [3]),
        ListChanges(revision: 5, removed: [4]),
        ListChanges(revision: 6, inserted: [9]),
        ListChanges(revision: 7, inserted: [0], removed: [5, 6]),
      ])
  }

  @Test("Given a list that records changes, when pages replace its rows, then it records the replacement of the old rows with the new, one revision on")
  func aReplacementRecordsTheChangeFromTheOldRowsToTheNew() {
    let options = PagedListOptions(recordsChanges: true)
    var list = NoteList()
    list.append(served([1, 2, 3, 4], next: nil), requestedWith: nil, options: options)
    let before = list.rows

    list.replaceAll(with: [served([4, 1, 5], next: nil)], requestedWith: nil, options: options)

    #expect(list.changes == ListChanges(replacing: before, with: list.rows, revision: 2))
    #expect(list.changes.inserted == [5] && list.changes.removed == [2, 3] && list.changes.updated == [4, 1])
    #expect(list.changes.moved.count == 1)
  }

  @Test("Given a list that records changes, when an event changes no row, then the revision stays")
  func anEventThatChangesNoRowRecordsNothing() {
    let options = PagedListOptions(recordsChanges: true)
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: options)

    list.append(served([1, 2], next: 3), requestedWith: 2, options: options)
    list.apply(.remove(9), pending: true, options: options)
    list.settleEdit(id: 9)

    #expect(list.changes == ListChanges(revision: 1, inserted: [1, 2]))
  }

  @Test("Given a list that does not record changes, when its rows change, then its change set stays the one of a list that never changed")
  func aListThatDoesNotRecordKeepsNoChanges() {
    var list = NoteList()

    list.append(served([1, 2], next: nil), requestedWith: nil, options: everyPage)
    list.apply(.remove(1), pending: false, options: everyPage)
    list.replaceAll(with: [served([3], next: nil)], requestedWith: nil, options: everyPage)

    #expect(list.changes == ListChanges())
  }

  // MARK: - Invariants

  @Test("Given rows to show, when a list is made of them, then it holds them as one page that names what lies below, and with no rows and its first page below it holds none")
  func aListMadeOfRowsHoldsThemAsOnePage() {
    let shown = NoteList(rows: notes([1, 2]), above: .cursor(0), below: .cursor(3))
    let ended = NoteList(rows: notes([1, 2]), below: .end)
    let unloaded = NoteList(rows: [], below: .firstPage)

    #expect(shown.pages == [PageSpan(cursor: nil, count: 2, nextCursor: 3)])
    #expect(ended.pages == [PageSpan(cursor: nil, count: 2, nextCursor: nil)])
    #expect(unloaded == NoteList())
    #expect(shown.invariantViolation(under: everyPage) == nil)
    #expect(ended.invariantViolation(under: PagedListOptions(maxPages: 1)) == nil)
    #expect(unloaded.invariantViolation(under: PagedListOptions(maxPages: 1)) == nil)
  }

  @Test("Given rows made to show with the first page below them, when asked for its invariants, then none is broken: a window that paged upwards can hold the list's first page below")
  func rowsWithTheFirstPageBelowKeepTheInvariants() {
    let list = NoteList(rows: notes([1, 2]), below: .firstPage)

    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given a list of three pages, when asked for its invariants under a window of two, then it says it holds more pages than the window")
  func morePagesThanTheWindowBreakAnInvariant() {
    var list = NoteList()
    list.append(served([1], next: 1), requestedWith: nil, options: everyPage)
    list.append(served([2], next: 2), requestedWith: 1, options: everyPage)
    list.append(served([3], next: nil), requestedWith: 2, options: everyPage)

    #expect(list.invariantViolation(under: PagedListOptions(maxPages: 3)) == nil)
    #expect(list.invariantViolation(under: PagedListOptions(maxPages: 2)) == "the list holds 3 pages, past its window of 2 pages")
    #expect(
      NoteList(rows: notes([1]), below: .end).invariantViolation(under: PagedListOptions(maxPages: 0))
        == "maxPages is 0, but a list holds at least the page on screen; pass 1 or more, or nil to keep every page")
  }
}
