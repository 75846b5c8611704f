import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A list with `maxPages` drops whole pages from the far end and loads them back by cursor.
@MainActor
struct PagingFeatureWindowTests {
  let fetch = FeedFetch()

  static let window = PagedListOptions(maxPages: 2)

  /// Two pages in a window of two: posts 1…6, the next page at 6.
  var windowFull: Feed.State {
    var list = PagedList<Post, Int>()
    list.replaceAll(with: [page(1...3, next: 3), page(4...6, next: 6)], requestedWith: nil, options: Self.window)
    var state = Feed.State(list: .success([]))
    state.pagedList = list
    return state
  }

  /// The same window a page further down: posts 4…9, the first page dropped above.
  var scrolledDown: Feed.State {
    var state = windowFull
    state.pagedList.append(page(7...9, next: 9), requestedWith: 6, options: Self.window)
    return state
  }

  @Test func givenAFullWindowWhenTheNextPageLandsThenTheTopPageIsDroppedAndCanBeLoadedBack() async {
    let store = makeTwoWayStore(fetch, maxPages: 2, initialState: windowFull)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...6))
    }

    await fetch.respond(to: pageAfter(6), with: page(7...9, next: 9))
    await store.receivePage(.success(page(7...9, next: 9))) {
      $0.list = .success(posts(4...9))
      $0.nextPage = .cursor(9)
      $0.top = .available(.firstPage)
    }
    #expect(store.state.pages == [PageSpan(cursor: 3, count: 3, nextCursor: 6), PageSpan(cursor: 6, count: 3, nextCursor: 9)])

    await store.send(.reachTop) {
      $0.top = .loading(.firstPage)
    }
    await fetch.respond(to: pageBefore(nil), with: page(1...3, next: 3))
    await store.receivePageAbove(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...6))
      $0.nextPage = .cursor(6)
      $0.top = .end
    }
    #expect(store.state.pages == [PageSpan(cursor: nil, count: 3, nextCursor: 3), PageSpan(cursor: 3, count: 3, nextCursor: 6)])
    await store.finish()
  }

  @Test func givenATopRequestOutWhenTheWindowDropsTheTopPageThenThatRequestIsCancelled() async {
    let store = makeTwoWayStore(fetch, maxPages: 2, initialState: scrolledDown)
    await store.send(.reachTop) {
      $0.top = .loading(.firstPage)
    }
    await store.send(.reachBottom) {
      $0.list = .paging(posts(4...9))
    }

    await fetch.respond(to: pageAfter(9), with: page(10...12, next: nil))
    await store.receivePage(.success(page(10...12, next: nil))) {
      $0.list = .success(posts(7...12))
      $0.nextPage = .end
      $0.top = .available(.cursor(3))
    }
    #expect(store.state.pages == [PageSpan(cursor: 6, count: 3, nextCursor: 9), PageSpan(cursor: 9, count: 3, nextCursor: nil)])

    #expect(fetch.cancelledInputs == [pageBefore(nil)])
    #expect(store.state.hasReachedEnd && !store.state.hasReachedStart)
    await store.finish()
  }

  @Test func givenAPageLoadingBelowWhenAPageBeforeOverfillsTheWindowThenTheBottomPageAndItsRequestGo() async {
    let store = makeTwoWayStore(fetch, maxPages: 2, initialState: scrolledDown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(4...9))
    }
    await store.send(.reachTop) {
      $0.top = .loading(.firstPage)
    }

    await fetch.respond(to: pageBefore(nil), with: page(1...3, next: 3))
    await store.receivePageAbove(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...6))
      $0.nextPage = .cursor(6)
      $0.top = .end
    }
    #expect(store.state.pages == [PageSpan(cursor: nil, count: 3, nextCursor: 3), PageSpan(cursor: 3, count: 3, nextCursor: 6)])

    #expect(fetch.cancelledInputs == [pageAfter(9)])
    await store.finish()
  }
}
