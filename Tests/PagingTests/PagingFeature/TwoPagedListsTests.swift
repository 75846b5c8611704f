import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Two paged lists scoped into one parent page independently: their requests are scoped to
/// their place, so neither cancels the other's.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TwoPagedListsTests {
  struct Tag: Identifiable, Equatable, Sendable { let id: String }

  struct Screen: Reducer {
    struct State: Equatable {
      var posts = Feed.State()
      var tags = PagingFeature<Tag, Int>.State()
    }

    enum Action: Equatable, Sendable {
      case posts(Feed.Action)
      case tags(PagingFeature<Tag, Int>.Action)
    }

    let fetchPosts: FeedFetch
    let fetchTags: ControlledDependency<PageRequest<Int>, Page<Tag, Int>>

    var body: some Reducer<State, Action> {
      Scope(state: \.posts, action: .posts) {
        PagingFeature(pageSize: pageSize) { try await fetchPosts($0) }
      }
      Scope(state: \.tags, action: .tags) {
        PagingFeature(pageSize: pageSize) { try await fetchTags($0) }
      }
    }
  }

  @Test func bothListsPageAtOnceAndNeitherCancelsTheOther() async {
    // Given
    let fetchPosts = FeedFetch()
    let fetchTags = ControlledDependency<PageRequest<Int>, Page<Tag, Int>>()
    let store = TestStore(
      initialState: Screen.State(
        posts: Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3)),
        tags: PagingFeature<Tag, Int>.State(list: .success([Tag(id: "a")]), nextPage: .cursor(1))
      ),
      reducer: Screen(fetchPosts: fetchPosts, fetchTags: fetchTags)
    )

    // When
    await store.send(.posts(.reachBottom)) {
      $0.posts.list = .paging(posts(1...3))
    }
    await store.send(.tags(.reachBottom)) {
      $0.tags.list = .paging([Tag(id: "a")])
    }

    // Then
    #expect(fetchPosts.cancelledInputs == [])
    #expect(fetchTags.cancelledInputs == [])
    let tagPage = Page(items: [Tag(id: "b")], nextCursor: nil as Int?)
    await fetchTags.respond(to: PageRequest(cursor: 1, pageSize: pageSize), with: tagPage)
    await store.receive(.tags(.responseReceived(requestID: 0, result: .success(tagPage)))) {
      $0.tags.list = .success([Tag(id: "a"), Tag(id: "b")])
      $0.tags.nextPage = .end
    }
    await fetchPosts.respond(to: pageAfter(3), with: page(4...6, next: 6))
    await store.receive(.posts(.responseReceived(requestID: 0, result: .success(page(4...6, next: 6))))) {
      $0.posts.list = .success(posts(1...6))
      $0.posts.nextPage = .cursor(6)
    }
    await store.finish()
  }

  @Test func refreshingOneListLeavesTheOthersPageRequestRunning() async {
    // Given
    let fetchPosts = FeedFetch()
    let fetchTags = ControlledDependency<PageRequest<Int>, Page<Tag, Int>>()
    let store = TestStore(
      initialState: Screen.State(
        posts: Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3)),
        tags: PagingFeature<Tag, Int>.State(list: .success([Tag(id: "a")]), nextPage: .cursor(1))
      ),
      reducer: Screen(fetchPosts: fetchPosts, fetchTags: fetchTags)
    )
    await store.send(.tags(.reachBottom)) {
      $0.tags.list = .paging([Tag(id: "a")])
    }

    // When
    await store.send(.posts(.refresh)) {
      $0.posts.list = .reLoading(posts(1...3))
    }

    // Then
    #expect(fetchTags.pendingInputs == [PageRequest(cursor: 1, pageSize: pageSize)])
    #expect(fetchTags.cancelledInputs == [])
    #expect(fetchPosts.pendingInputs == [firstPage])
    await store.skipInFlightEffects()
  }
}

extension ActionPath where Root == TwoPagedListsTests.Screen.Action, Value == Feed.Action {
  static var posts: Self {
    ActionPath(embed: Root.posts) { if case .posts(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath
where Root == TwoPagedListsTests.Screen.Action, Value == PagingFeature<TwoPagedListsTests.Tag, Int>.Action {
  static var tags: Self {
    ActionPath(embed: Root.tags) { if case .tags(let action) = $0 { action } else { nil } }
  }
}
