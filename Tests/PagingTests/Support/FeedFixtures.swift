import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

/// A post of the test feed; its id is all the tests need.
struct Post: Identifiable, Hashable, Sendable {
  let id: Int
}

typealias Feed = PagingFeature<Post, Int>
typealias FeedStore = TestStore<Feed.State, Feed.Action>
typealias FeedFetch = ControlledDependency<PageRequest<Int>, Page<Post, Int>>

let pageSize = 3
let firstPage = PageRequest<Int>(cursor: nil, pageSize: pageSize)

func pageAfter(_ cursor: Int) -> PageRequest<Int> {
  PageRequest(cursor: cursor, pageSize: pageSize)
}

func page(_ ids: ClosedRange<Int>, next: Int?) -> Page<Post, Int> {
  Page(items: ids.map(Post.init), nextCursor: next)
}

func posts(_ ids: ClosedRange<Int>) -> IdentifiedArray<Post> {
  IdentifiedArray(uniqueElements: ids.map(Post.init))
}

@MainActor
func makeFeedStore(
  _ fetch: FeedFetch,
  initialState: Feed.State = Feed.State()
) -> FeedStore {
  TestStore(
    initialState: initialState,
    reducer: Feed(pageSize: pageSize, prefetchDistance: 1) { try await fetch($0) }
  )
}

extension TestStore where State == Feed.State {
  /// The story of the list: the phase of every state the store went through.
  var phases: [LoadPhase] { stateHistory.map(\.list.phase) }
}

extension Feed.State {
  /// A list that shows posts 1…3 and can page from cursor 3.
  static var firstPageShown: Self {
    Self(list: .success(posts(1...3)), nextPage: .cursor(3))
  }
}
