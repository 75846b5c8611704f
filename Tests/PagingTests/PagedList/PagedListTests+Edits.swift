import Paging
import Testing
import Unidirectional

// Edits: pending ones over incoming pages and replacements, settling, and the page spans
// an edit resizes.

extension PagedListTests {
  // MARK: - Pending edits

  @Test("Given a pending like of a row not loaded yet, when pages bring that row below and above, then the row shows the like")
  func aPendingUpdateShowsOnIncomingPages() {
    var list = NoteList()
    list.replaceAll(with: [served([3, 4], next: 5, previous: 2)], requestedWith: 3, options: everyPage)
    let changedBelow = list.apply(.update(Note(id: 5, liked: true)), pending: true, options: everyPage)
    let changedAbove = list.apply(.update(Note(id: 1, liked: true)), pending: true, options: everyPage)

    list.append(served([5, 6], next: nil), requestedWith: 5, options: everyPage)
    list.prepend(served([1, 2], next: 3, previous: nil), requestedWith: 2, options: everyPage)

    #expect(!changedBelow && !changedAbove)
    #expect(Array(list.rows) == [Note(id: 1, liked: true), Note(id: 2), Note(id: 3), Note(id: 4), Note(id: 5, liked: true), Note(id: 6)])
    #expect(list.pendingEdits.map(\.id) == [5, 1])
  }

  @Test("Given a pending removal of a row not loaded yet, when a page brings that row, then it stays removed and the page counts only the rows it shows")
  func aPendingRemovalKeepsTheRowOffIncomingPages() {
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: everyPage)
    list.apply(.remove(3), pending: true, options: everyPage)

    list.append(served([3, 4], next: 4), requestedWith: 2, options: everyPage)

    #expect(ids(list) == [1, 2, 4])
    #expect(list.pages.map(\.count) == [2, 1])
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given pending edits kept until settled, when pages replace the rows, then the edits apply again over the server's rows, oldest first")
  func pendingEditsApplyAgainOverAReplacement() {
    var list = NoteList()
    list.append(served([1, 2, 3], next: nil), requestedWith: nil, options: everyPage)
    list.apply(.update(Note(id: 2, liked: true)), pending: true, options: everyPage)
    list.apply(.remove(3), pending: true, options: everyPage)
    list.apply(.insert(Note(id: 9), at: 1), pending: true, options: everyPage)
    #expect(ids(list) == [1, 9, 2])

    list.replaceAll(with: [served([1, 2, 3, 4], next: nil)], requestedWith: nil, options: everyPage)

    #expect(Array(list.rows) == [Note(id: 1), Note(id: 9), Note(id: 2, liked: true), Note(id: 4)])
    #expect(list.pages == [PageSpan(cursor: nil, count: 4, nextCursor: nil)])
    #expect(list.pendingEdits.map(\.id) == [2, 3, 9])
  }

  @Test("Given pending edits dropped on refresh, when pages replace the rows, then the server's rows win and the edits are forgotten")
  func pendingEditsDroppedOnRefreshAreForgotten() {
    let options = PagedListOptions(pendingEditPolicy: .droppedOnRefresh)
    var list = NoteList()
    list.append(served([1, 2, 3], next: nil), requestedWith: nil, options: options)
    list.apply(.update(Note(id: 2, liked: true)), pending: true, options: options)
    list.apply(.remove(3), pending: true, options: options)

    list.replaceAll(with: [served([1, 2, 3], next: nil)], requestedWith: nil, options: options)

    #expect(Array(list.rows) == [1, 2, 3].map { Note(id: $0) })
    #expect(list.pendingEdits.isEmpty)
  }

  @Test("Given a pending like under a policy that drops pending edits on refresh, when a page is appended, then the like still shows: the policy is about replacements only")
  func pendingEditsDroppedOnRefreshStillApplyToAppendedPages() {
    let options = PagedListOptions(pendingEditPolicy: .droppedOnRefresh)
    var list = NoteList()
    list.append(served([1], next: 1), requestedWith: nil, options: options)
    list.apply(.update(Note(id: 2, liked: true)), pending: true, options: options)

    list.append(served([2], next: nil), requestedWith: 1, options: options)

    #expect(list.rows[id: 2] == Note(id: 2, liked: true))
  }

  @Test("Given a pending like, when it settles, then it is forgotten and the next replacement shows the server's copy")
  func aSettledEditIsForgotten() {
    var list = NoteList()
    list.append(served([1, 2], next: nil), requestedWith: nil, options: everyPage)
    list.apply(.update(Note(id: 1, liked: true)), pending: true, options: everyPage)

    let hadOne = list.settleEdit(id: 1)
    let hadAnother = list.settleEdit(id: 1)
    list.replaceAll(with: [served([1, 2], next: nil)], requestedWith: nil, options: everyPage)

    #expect(hadOne && !hadAnother)
    #expect(list.pendingEdits.isEmpty)
    #expect(list.rows[id: 1] == Note(id: 1))
  }

  @Test("Given pending edits of two rows, when the first row is edited again, then its latest edit replaces the older one and comes last; a plain edit leaves it none")
  func theLatestEditOfARowReplacesItsPendingOne() {
    var list = NoteList()
    list.append(served([1, 2], next: nil), requestedWith: nil, options: everyPage)
    list.apply(.update(Note(id: 1, liked: true)), pending: true, options: everyPage)
    list.apply(.remove(2), pending: true, options: everyPage)

    list.apply(.remove(1), pending: true, options: everyPage)
    #expect(Array(list.pendingEdits) == [.remove(2), .remove(1)])

    list.apply(.update(Note(id: 2)), pending: false, options: everyPage)
    #expect(Array(list.pendingEdits) == [.remove(1)])
  }

  // MARK: - Edits and page spans

  @Test("Given two pages, when a row of the first is removed and a row is inserted where the second starts, then the first page shrinks and the second, which held that position, grows")
  func editsResizeThePageThatHoldsTheRow() {
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: everyPage)
    list.append(served([3, 4], next: nil), requestedWith: 2, options: everyPage)

    let removed = list.apply(.remove(1), pending: false, options: everyPage)
    #expect(removed)
    #expect(list.pages.map(\.count) == [1, 2])

    let inserted = list.apply(.insert(Note(id: 9), at: 1), pending: false, options: everyPage)
    #expect(inserted)
    #expect(ids(list) == [2, 9, 3, 4])
    #expect(list.pages.map(\.count) == [1, 3])
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given rows, when an insert names a position past the end, then the row goes last, in the last page")
  func anInsertPastTheEndGoesLast() {
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: everyPage)
    list.append(served([3], next: nil), requestedWith: 2, options: everyPage)

    list.apply(.insert(Note(id: 9), at: 40), pending: false, options: everyPage)

    #expect(ids(list) == [1, 2, 3, 9])
    #expect(list.pages.map(\.count) == [2, 2])
  }

  @Test("Given a window of two pages and a row inserted into the top page, when a third page is appended, then the dropped page takes the inserted row with it")
  func aDroppedPageTakesTheRowsInsertedIntoIt() {
    let window = PagedListOptions(maxPages: 2)
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: window)
    list.append(served([3, 4], next: 4), requestedWith: 2, options: window)
    list.apply(.insert(Note(id: 9), at: 1), pending: false, options: window)

    list.append(served([5], next: nil), requestedWith: 4, options: window)

    #expect(ids(list) == [3, 4, 5])
    #expect(list.invariantViolation(under: window) == nil)
  }

  @Test("Given rows, when an edit no longer fits them, then no row changes and the edit says so")
  func anEditThatDoesNotFitChangesNothing() {
    let options = PagedListOptions(recordsChanges: true)
    var list = NoteList()
    list.append(served([1, 2], next: nil), requestedWith: nil, options: options)
    let before = list

    let updatedAnAbsentRow = list.apply(.update(Note(id: 7, liked: true)), pending: false, options: options)
    let removedAnAbsentRow = list.apply(.remove(7), pending: false, options: options)
    let insertedAListedRow = list.apply(.insert(Note(id: 2, liked: true), at: 0), pending: false, options: options)

    #expect(!updatedAnAbsentRow && !removedAnAbsentRow && !insertedAListedRow)
    #expect(list == before)
  }

  @Test("Given a list that loaded nothing, when a row is inserted, then it is listed in a page of its own")
  func anInsertIntoAListWithoutPagesMakesItsPage() {
    var list = NoteList()

    let inserted = list.apply(.insert(Note(id: 9), at: 0), pending: false, options: everyPage)

    #expect(inserted)
    #expect(ids(list) == [9])
    #expect(list.pages == [PageSpan(cursor: nil, count: 1, nextCursor: nil)])
    #expect(list.below == .firstPage, "the first page can still be loaded below the new row")
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given a pending insert, when no pages replace the rows, then the row stays listed in a page of its own")
  func aPendingInsertOutlivesAnEmptyReplacement() {
    var list = NoteList()
    list.append(served([1], next: nil), requestedWith: nil, options: everyPage)
    list.apply(.insert(Note(id: 9), at: 0), pending: true, options: everyPage)

    list.replaceAll(with: [], requestedWith: nil, options: everyPage)
    #expect(ids(list) == [9])
    #expect(list.pages.map(\.count) == [1])

    list.replaceAll(with: [served([1], next: nil)], requestedWith: nil, options: everyPage)
    #expect(ids(list) == [9, 1])
    #expect(list.pages.map(\.count) == [2])
  }
}
