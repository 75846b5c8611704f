import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

// Review of the computed `PagingState` properties: the setters a preview, a test or a parent
// reducer writes must leave a state the feature runs on, as the stored properties of the
// old `PagingFeature.State` (032ff67) did.

@MainActor
@Suite("PagingState's setters keep a state the feature runs on")
struct PagingStateSettersReviewTests {
  let fetch = FeedFetch()

  static let window = PagedListOptions(maxPages: 2)

  /// A window of two pages scrolled one page down: posts 4…9 (pages at cursors 3 and 6),
  /// the first page dropped above, the next page at 9.
  var scrolledDown: Feed.State {
    var list = PagedList<Post, Int>()
    list.replaceAll(with: [page(1...3, next: 3), page(4...6, next: 6)], requestedWith: nil, options: Self.window)
    list.append(page(7...9, next: 9), requestedWith: 6, options: Self.window)
    var state = Feed.State(list: .success([]))
    state.pagedList = list
    return state
  }

  // MARK: - nextPage's setter

  @Test("Given a list built with a next page, when nextPage is set to the end of the list, then the state keeps its invariants")
  func nextPageSetToTheEndKeepsTheInvariants() {
    var state = Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3))
    state.nextPage = .end

    let feature = Feed(pageSize: pageSize) { _ in throw CancellationError() }
    #expect(feature.bookkeepingViolation(in: state) == nil)
    #expect(state.hasReachedEnd)
  }

  @Test("Given a list whose nextPage was set to the end by hand, when a row is edited, then the feature edits it instead of stopping")
  func editAfterNextPageSetToTheEndDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      var state = Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3))
      state.nextPage = .end
      let feature = Feed(pageSize: pageSize) { _ in throw CancellationError() }
      _ = feature.reduce(into: &state, action: .edit(.remove(2)))
      precondition(state.items == IdentifiedArray(uniqueElements: [Post(id: 1), Post(id: 3)]))
    }
  }

  // MARK: - list's setter

  @Test("Given a window scrolled down, when a row is replaced in place through list, then the pages the rows came in are kept")
  func inPlaceEditThroughListKeepsThePages() {
    var state = scrolledDown
    let pages = state.pages
    #expect(pages == [PageSpan(cursor: 3, count: 3, nextCursor: 6), PageSpan(cursor: 6, count: 3, nextCursor: 9)])

    state.list.modifyValue { rows in _ = rows.update(Post(id: 5)) }

    #expect(state.pages == pages)
  }

  @Test("Given a window whose row was replaced in place through list, when the next page lands, then the window still drops its top page")
  func windowStillDropsAfterAnInPlaceEditThroughList() async {
    var initial = scrolledDown
    initial.list.modifyValue { rows in _ = rows.update(Post(id: 5)) }
    let store = makeTwoWayStore(fetch, maxPages: 2, initialState: initial)

    await store.send(.reachBottom) {
      $0.list = .paging(posts(4...9))
    }
    await fetch.respond(to: pageAfter(9), with: page(10...12, next: 12))
    await store.receivePage(.success(page(10...12, next: 12))) {
      $0.list = .success(posts(7...12))
      $0.nextPage = .cursor(12)
      $0.top = .available(.cursor(3))
    }
    await store.finish()
  }

  @Test("Given a window whose row was replaced in place through list, when the user jumps to a row, then the row's own page reloads")
  func refreshAroundAfterAnInPlaceEditThroughListReloadsTheRowsPage() async {
    var initial = scrolledDown
    initial.list.modifyValue { rows in _ = rows.update(Post(id: 5)) }
    let store = makeTwoWayStore(fetch, maxPages: 2, initialState: initial)

    await store.send(.refreshAround(8)) {
      $0.list = .reLoading(posts(4...9))
    }
    #expect(fetch.pendingInputs == [PageRequest(cursor: 6, pageSize: pageSize, kind: .refresh)])
    await store.skipInFlightEffects()
  }

  // MARK: - Equality

  @Test("Given two states that show the same top, when the top's failure outlived its page through pagedList, then they compare equal")
  func statesThatShowTheSameTopAreEqual() {
    var failedTop = Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3), top: .failed(.cursor(0), .network))
    failedTop.pagedList = PagedList(rows: posts(1...3), below: .cursor(3))
    let plain = Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3))

    #expect(failedTop.top == plain.top)
    #expect(failedTop == plain)
  }
}
