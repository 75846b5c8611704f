import Paging
import Testing
import Unidirectional

/// `PagedList` event by event: what each page event and edit does to the rows, the page
/// spans, both ends, the pending edits and the change set.
///
/// The rows are `Note`s, so an edit that likes one shows in the row. Every list a test
/// builds through its events is also asked for its invariants at the end.
///
/// The page events are here; the edits are in `PagedListTests+Edits.swift`, the change set
/// and the invariants in `PagedListTests+ChangesAndInvariants.swift`, and a random walk
/// against a reference model in `PagedListWalkTests.swift`.
struct PagedListTests {
  // MARK: - Appending

  @Test("Given a list that loaded nothing, when its first page is appended, then the rows are the page's items in one page span and the page it names lies below")
  func theFirstPageAppendedBecomesTheOnlyPage() {
    var list = NoteList()
    #expect(list.pages.isEmpty && list.above == .end && list.below == .firstPage)

    let dropped = list.append(served([1, 2, 3], next: 3), requestedWith: nil, options: everyPage)

    #expect(!dropped)
    #expect(ids(list) == [1, 2, 3])
    #expect(list.pages == [PageSpan(cursor: nil, count: 3, nextCursor: 3)])
    #expect(list.above == .end)
    #expect(list.below == .cursor(3))
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given rows 1…3, when a page repeats ids of the rows and of itself, then the repeats are dropped, the first copy of each row stays and the page counts only the rows it added")
  func anAppendedPageDropsDuplicateIDs() {
    var list = NoteList()
    list.append(served([1, 2, 3], next: 3), requestedWith: nil, options: everyPage)

    let page = Page(items: [Note(id: 3, liked: true), Note(id: 4), Note(id: 4, liked: true), Note(id: 5)], nextCursor: 6)
    list.append(page, requestedWith: 3, options: everyPage)

    #expect(Array(list.rows) == [1, 2, 3, 4, 5].map { Note(id: $0) })
    #expect(list.pages == [PageSpan(cursor: nil, count: 3, nextCursor: 3), PageSpan(cursor: 3, count: 2, nextCursor: 6)])
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given a list, when overlapping pages are appended one by one, then after each the page spans add up to the rows")
  func appendedPageSpansAlwaysAddUpToTheRows() {
    var list = NoteList()
    let pages: [(ids: [Int], cursor: Int?, next: Int?)] = [
      ([1, 2, 3], nil, 3), ([3, 4], 3, 4), ([1, 2], 4, 5), ([], 5, 6), ([5, 6, 6, 7], 6, nil),
    ]
    var sums: [Int] = []
    var rowCounts: [Int] = []

    for page in pages {
      list.append(served(page.ids, next: page.next), requestedWith: page.cursor, options: everyPage)
      sums.append(list.pages.reduce(0) { $0 + $1.count })
      rowCounts.append(list.rows.count)
    }

    #expect(sums == [3, 4, 4, 4, 7])
    #expect(sums == rowCounts)
    #expect(list.pages.map(\.count) == [3, 1, 0, 0, 3])
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given rows, when a page that names no next page is appended, then the list ends below its rows")
  func aPageThatNamesNoNextPageEndsTheList() {
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: everyPage)

    list.append(served([3], next: nil), requestedWith: 2, options: everyPage)

    #expect(list.below == .end)
    #expect(list.pages.last == PageSpan(cursor: 2, count: 1, nextCursor: nil))
  }

  // MARK: - Prepending

  @Test("Given rows, when a page is prepended, then its new items go on top in a page of their own and what lies above is what the page names")
  func aPrependedPageGoesOnTop() {
    var list = NoteList()
    list.replaceAll(with: [served([5, 6], next: 7, previous: 4)], requestedWith: 5, options: everyPage)
    #expect(list.above == .cursor(4))

    let dropped = list.prepend(served([3, 4, 5], next: 5, previous: 2), requestedWith: 4, options: everyPage)

    #expect(!dropped)
    #expect(ids(list) == [3, 4, 5, 6])
    #expect(list.pages == [PageSpan(cursor: 4, count: 2, nextCursor: 5), PageSpan(cursor: 5, count: 2, nextCursor: 7)])
    #expect(list.above == .cursor(2))
    #expect(list.below == .cursor(7))

    list.prepend(served([1, 2], next: 3, previous: nil), requestedWith: 2, options: everyPage)

    #expect(ids(list) == [1, 2, 3, 4, 5, 6])
    #expect(list.above == .end)
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  // MARK: - A window

  @Test("Given a window of two pages, when more pages are appended, then the top page goes with its rows and what lies above is the dropped page's own cursor")
  func aWindowDropsTheTopPageOnAppend() {
    let window = PagedListOptions(maxPages: 2)
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: window)
    list.append(served([3, 4], next: 4), requestedWith: 2, options: window)

    let droppedTheFirstPage = list.append(served([5, 6], next: 6), requestedWith: 4, options: window)

    #expect(droppedTheFirstPage)
    #expect(ids(list) == [3, 4, 5, 6])
    #expect(list.pages == [PageSpan(cursor: 2, count: 2, nextCursor: 4), PageSpan(cursor: 4, count: 2, nextCursor: 6)])
    #expect(list.above == .firstPage)

    let droppedTheSecondPage = list.append(served([7], next: nil), requestedWith: 6, options: window)

    #expect(droppedTheSecondPage)
    #expect(ids(list) == [5, 6, 7])
    #expect(list.above == .cursor(2))
    #expect(list.below == .end)
    #expect(list.invariantViolation(under: window) == nil)
  }

  @Test("Given a window of two pages, when a page is prepended, then the bottom page goes with its rows and what lies below is that page's own cursor, not the next cursor the page above named")
  func aWindowDropsTheBottomPageOnPrependAndLoadsItAgainByItsOwnCursor() {
    let window = PagedListOptions(maxPages: 2)
    var list = NoteList()
    list.replaceAll(with: [served([20, 21], next: 30, previous: 10)], requestedWith: 20, options: window)
    // A page loaded upwards that names no page after it.
    list.prepend(served([10, 11], next: nil, previous: 5), requestedWith: 10, options: window)
    #expect(list.below == .cursor(30))

    let dropped = list.prepend(served([5, 6], next: nil, previous: nil), requestedWith: 5, options: window)

    #expect(dropped)
    #expect(ids(list) == [5, 6, 10, 11])
    #expect(list.pages == [PageSpan(cursor: 5, count: 2, nextCursor: nil), PageSpan(cursor: 10, count: 2, nextCursor: nil)])
    #expect(list.below == .cursor(20))
    #expect(list.above == .end)
    #expect(list.invariantViolation(under: window) == nil)
  }

  @Test("Given a window of one page holding the list's first page, when a page is prepended, then what lies below is the page the new last page names, since the first page has no cursor")
  func droppingTheFirstPageFromTheBottomLeavesTheNextCursorOfTheNewLastPage() {
    let window = PagedListOptions(maxPages: 1)
    var list = NoteList()
    list.replaceAll(with: [served([10, 11], next: nil, previous: 5)], requestedWith: nil, options: window)
    #expect(list.below == .end)

    list.prepend(served([5, 6], next: 9, previous: nil), requestedWith: 5, options: window)

    #expect(ids(list) == [5, 6])
    #expect(list.pages == [PageSpan(cursor: 5, count: 2, nextCursor: 9)])
    #expect(list.below == .cursor(9))
    #expect(list.invariantViolation(under: window) == nil)
  }

  @Test("Given a window of two pages, when three pages replace the rows, then the bottom page goes and what lies below is its own cursor")
  func aWindowDropsTheBottomPagesOfAReplacement() {
    let window = PagedListOptions(maxPages: 2)
    var list = NoteList()

    list.replaceAll(
      with: [served([1, 2], next: 3), served([3, 4], next: 5), served([5, 6], next: 7)], requestedWith: nil,
      options: window)

    #expect(ids(list) == [1, 2, 3, 4])
    #expect(list.pages == [PageSpan(cursor: nil, count: 2, nextCursor: 3), PageSpan(cursor: 3, count: 2, nextCursor: 5)])
    #expect(list.below == .cursor(5))
    #expect(list.invariantViolation(under: window) == nil)
  }

  // MARK: - Replacing

  @Test("Given rows, when pages replace them, then the rows are the pages', each page is requested with the cursor the page before it named, and the ends are what the first and last pages name")
  func pagesReplaceTheRows() {
    var list = NoteList()
    list.append(served([1, 2, 3], next: 3), requestedWith: nil, options: everyPage)

    list.replaceAll(
      with: [served([7, 8], next: 9, previous: 6), served([9, 8, 10], next: nil)], requestedWith: 7,
      options: everyPage)

    #expect(ids(list) == [7, 8, 9, 10])
    #expect(list.pages == [PageSpan(cursor: 7, count: 2, nextCursor: 9), PageSpan(cursor: 9, count: 2, nextCursor: nil)])
    #expect(list.above == .cursor(6))
    #expect(list.below == .end)
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given rows, when no pages replace them, then the list is empty, holds no page and ends both ways")
  func noPagesLeaveAnEmptyList() {
    var list = NoteList()
    list.append(served([1, 2], next: 2), requestedWith: nil, options: everyPage)

    list.replaceAll(with: [], requestedWith: nil, options: everyPage)

    #expect(list.rows.isEmpty && list.pages.isEmpty)
    #expect(list.above == .end && list.below == .end)
    #expect(list.invariantViolation(under: everyPage) == nil)
  }

  @Test("Given a page above, when a reload that keeps the top starts below the first page and names nothing above, then what lies above stays")
  func aReloadKeepingTheTopKeepsWhatLiesAbove() {
    var list = NoteList()
    list.replaceAll(with: [served([5, 6], next: 7, previous: 4)], requestedWith: 5, options: everyPage)

    list.replaceAll(with: [served([5, 6, 7], next: 8)], requestedWith: 5, keepingTheTop: true, options: everyPage)

    #expect(ids(list) == [5, 6, 7])
    #expect(list.above == .cursor(4))
    #expect(list.below == .cursor(8))
  }

  @Test("Given a page above, when a reload keeps the top but its first page names a page above or is the list's first, or it does not keep the top, then what lies above is what its first page names")
  func aReloadOtherwiseTakesTheTopFromItsFirstPage() {
    var start = NoteList()
    start.replaceAll(with: [served([5, 6], next: 7, previous: 4)], requestedWith: 5, options: everyPage)

    var namesAPageAbove = start
    namesAPageAbove.replaceAll(with: [served([5], next: 6, previous: 3)], requestedWith: 5, keepingTheTop: true, options: everyPage)
    var isTheFirstPage = start
    isTheFirstPage.replaceAll(with: [served([5], next: 6)], requestedWith: nil, keepingTheTop: true, options: everyPage)
    var doesNotKeepTheTop = start
    doesNotKeepTheTop.replaceAll(with: [served([5], next: 6)], requestedWith: 5, options: everyPage)

    #expect(namesAPageAbove.above == .cursor(3))
    #expect(isTheFirstPage.above == .end)
    #expect(doesNotKeepTheTop.above == .end)
  }

  // MARK: - Test data

  typealias NoteList = PagedList<Note, Int>

  /// Every page kept, no change recorded, pending edits kept until settled.
  let everyPage = PagedListOptions()

  /// A page of unliked notes, as a server sends it.
  func served(_ ids: [Int], next: Int?, previous: Int? = nil) -> Page<Note, Int> {
    Page(items: ids.map { Note(id: $0) }, nextCursor: next, previousCursor: previous)
  }

  func ids(_ list: NoteList) -> [Int] {
    list.rows.map(\.id)
  }
}
