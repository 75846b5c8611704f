import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A screen that embeds a paged list asserts the list's answers by what they bring, through
/// the list's action path, as a store whose actions are the list's own does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EmbeddedListAnswerTests {
  /// A screen with a title and a feed.
  struct Screen: Reducer {
    struct State: Equatable {
      var title = "Posts"
      var feed = Feed.State()
    }
    enum Action { case feed(Feed.Action) }

    let fetch: FeedFetch

    var body: some Reducer<State, Action> {
      Scope(state: \.feed, action: .feed) { Feed(pageSize: pageSize) { try await fetch($0) } }
    }
  }

  @Test func givenAScreenThatEmbedsAListWhenItsFirstPageArrivesThenTheTestReceivesItThroughTheListsPath() async {
    let fetch = FeedFetch()
    let store = TestStore(initialState: Screen.State(), reducer: Screen(fetch: fetch))
    await store.send(.feed(.appear)) { $0.feed.list = .initialLoading }

    await fetch.respond(to: firstPage, with: page(1...3, next: 3))

    await store.receivePage(.success(page(1...3, next: 3)), through: .feed) {
      $0.feed.list = .success(posts(1...3))
      $0.feed.nextPage = .cursor(3)
    }
    await store.finish()
  }

  @Test func givenAScreenThatEmbedsAListWhenTheRequestFailsThenTheFailureIsReceivedThroughThePath() async {
    let fetch = FeedFetch()
    let store = TestStore(initialState: Screen.State(), reducer: Screen(fetch: fetch))
    await store.send(.feed(.appear)) { $0.feed.list = .initialLoading }

    await fetch.fail(firstPage, with: AppError.network)

    await store.receivePage(.failure(.network), through: .feed) {
      $0.feed.list = .loadingFailure(.network)
    }
    await store.finish()
  }
}

extension ActionPath where Root == EmbeddedListAnswerTests.Screen.Action, Value == Feed.Action {
  static var feed: Self {
    ActionPath(embed: Root.feed) { if case .feed(let a) = $0 { a } else { nil } }
  }
}
