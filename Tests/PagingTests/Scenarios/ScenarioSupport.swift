import LoadingStates
import Paging
import PagingTesting
import Unidirectional
import UnidirectionalTesting

// The scenarios drive a `PagingFeature` with the PagingTesting kit: a numbered feed on a
// `ScriptedPageSource` whose every page takes a second on a `TestClock`, scrolled by a
// `PagingScroller`. The store is non-exhaustive, so a scenario sends by hand between the
// scroller's steps (a request left out, an edit while a page loads) and checks the state, or
// every state the store went through.

/// A scroller over a numbered feed of `pages` pages of `pageSize` items, items numbered
/// from 1, a cursor being the number of items before its page.
@MainActor
func makeScenario<Item: Identifiable & Equatable & Sendable>(
  pages: Int,
  pageSize: Int,
  startPage: Int = 0,
  maxPages: Int? = nil,
  refreshMode: RefreshMode = .firstPage,
  pendingEditPolicy: PendingEditPolicy = .keptUntilSettled,
  recordsChanges: Bool = false,
  item: (Int) -> Item
) -> ListScroller<Item, Int> where Item.ID == Int {
  let clock = TestClock()
  let source = ScriptedPageSource<Item, Int>.numberedFeed(
    pages: pages, pageSize: pageSize, startPage: startPage, latency: .seconds(1), clock: clock, item: item)
  let feature = PagingFeature<Item, Int>(
    pageSize: pageSize,
    refreshMode: refreshMode,
    maxPages: maxPages,
    pendingEditPolicy: pendingEditPolicy,
    recordsChanges: recordsChanges,
    cursorAround: { ScriptedPageSource<Item, Int>.cursor(ofItem: $0.id, pageSize: pageSize) },
    fetch: source.fetch
  )
  let scroller = PagingScroller(feature: feature, source: source, clock: clock)
  scroller.store.exhaustivity = .off
  return scroller
}

/// A scroller over a numbered feed of ``Post``s.
@MainActor
func makePostScenario(
  pages: Int,
  pageSize: Int,
  startPage: Int = 0,
  maxPages: Int? = nil,
  refreshMode: RefreshMode = .firstPage,
  recordsChanges: Bool = false
) -> ListScroller<Post, Int> {
  makeScenario(
    pages: pages, pageSize: pageSize, startPage: startPage, maxPages: maxPages, refreshMode: refreshMode,
    recordsChanges: recordsChanges, item: Post.init)
}

extension PagingScroller where Item.ID == Int {
  /// The ids of the rows on screen.
  var ids: [Int] { state.items.map(\.id) }

  /// The cursors of the requests of `kind` the source received, in order.
  func requestedCursors(_ kind: PageLoadKind) -> [Cursor?] {
    source.requests.filter { $0.kind == kind }.map(\.cursor)
  }
}

extension PagingScroller where ScreenAction == PagingFeature<Item, Cursor>.Action {
  /// Sends `action` to the store as it stands, without settling anything.
  func send(_ action: Action) async {
    await store.send(action)
  }
}
