import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional

extension FixtureServerTests {
  /// Offsets and page numbers count backwards too, so a list over HTTP opened in the middle
  /// loads upwards from the real fixture server.
  @MainActor
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPPagingBothWaysTests {
    struct Items: Decodable { let items: [RemotePost] }
    typealias RemoteFeed = PagingFeature<RemotePost, Int>

    func offsetSource() -> HTTPPageSource<RemotePost, Int> {
      let pagination = HTTPPagination<Int>.offset()
      return HTTPPageSource(
        url: FixtureServer.shared.url("/posts"), pagination: pagination, decoding: Items.self
      ) {
        pagination.page(of: $0.items, answering: $1)
      }
    }

    @Test
    func
      givenOffsets_whenAPageInTheMiddleIsFetched_thenItNamesThePageBeforeAndTheFirstPageNamesNone()
      async throws
    {
      let source = offsetSource()

      let middle = try await source.fetch(PageRequest(cursor: 20, pageSize: 10, kind: .refresh))
      let before = try await source.fetch(
        PageRequest(cursor: middle.previousCursor, pageSize: 10, kind: .prepend))
      let first = try await source.fetch(
        PageRequest(cursor: before.previousCursor, pageSize: 10, kind: .prepend))

      #expect(
        middle.items == remotePosts(21...30) && middle.previousCursor == 10
          && middle.nextCursor == 30)
      #expect(before.items == remotePosts(11...20) && before.previousCursor == 0)
      #expect(first.items == remotePosts(1...10) && first.previousCursor == nil)
    }

    @Test func givenPageNumbersWhenThePageBeforeIsCountedThenItStopsAtTheFirstPage() {
      let pagination = HTTPPagination<Int>.pageNumber()

      let third = pagination.page(of: [1, 2], answering: PageRequest(cursor: 3, pageSize: 2))
      let first = pagination.page(of: [1, 2], answering: PageRequest(cursor: nil, pageSize: 2))

      #expect(third.previousCursor == 2 && third.nextCursor == 4)
      #expect(first.previousCursor == nil)
    }

    @Test func givenAListOverHTTPWhenItJumpsToAPostAndScrollsUpThenThePostsAboveLoadInOrder()
      async
    {
      let store = Store(
        initialState: RemoteFeed.State(),
        reducer: RemoteFeed(
          pageSize: 10, cursorAround: { ($0.id - 1) / 10 * 10 }, fetch: offsetSource().fetch)
      )
      await store.send(.appear).finish()
      await store.send(.reachBottom).finish()
      await store.send(.reachBottom).finish()
      #expect(store.state.items.elements == remotePosts(1...30))

      await store.send(.refreshAround(25)).finish()
      #expect(store.state.items.elements == remotePosts(21...30))
      #expect(store.state.top == .available(.cursor(10)))

      await store.send(.reachTop).finish()
      await store.send(.reachTop).finish()
      await store.send(.reachBottom).finish()

      #expect(store.state.items.elements == remotePosts(1...40))
      #expect(store.state.hasReachedStart)
      #expect(store.state.nextPage == .cursor(40))
    }
  }
}
