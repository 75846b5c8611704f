import ErrorHandling
import Paging
import Unidirectional
import UnidirectionalTesting

// A feed addressed by offset: the page at cursor `c` holds posts `c + 1 … c + 3`, names
// `c + 3` as its next page and `c - 3` as its previous one. Its first page (no cursor) opens
// the feed in the middle, at offset 3.

/// The page the feed's server holds at `cursor`, in a feed of `count` posts.
func middlePage(at cursor: Int?, count: Int = 12) -> Page<Post, Int> {
  let offset = cursor ?? 3
  let last = min(offset + 3, count)
  return Page(
    items: (offset + 1...last).map(Post.init),
    nextCursor: last < count ? offset + 3 : nil,
    previousCursor: offset > 0 ? offset - 3 : nil
  )
}

func pageBefore(_ cursor: Int?) -> PageRequest<Int> {
  PageRequest(cursor: cursor, pageSize: pageSize, kind: .prepend)
}

@MainActor
func makeTwoWayStore(
  _ fetch: FeedFetch, maxPages: Int? = nil, initialState: Feed.State = Feed.State()
) -> FeedStore {
  TestStore(
    initialState: initialState,
    reducer: Feed(pageSize: pageSize, prefetchDistance: 1, maxPages: maxPages) { try await fetch($0) }
  )
}
