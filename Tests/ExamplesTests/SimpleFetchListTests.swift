import Examples
import LoadingStates
import Paging
import ScreenComponents
import Testing
import Unidirectional
import UnidirectionalTesting

/// Simple Fetch style: the component does everything; the screen only embeds it, and its
/// state has nothing the screen could read but what the component draws.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SimpleFetchListTests {
  /// A screen that embeds the list and does nothing else with it.
  struct NewsScreen: Reducer {
    struct State: Equatable {
      var list = SimpleFetchList.State()
    }

    enum Action: Equatable, Sendable {
      case list(SimpleFetchList.Action)
    }

    let fetch: PostFetch

    var body: some Reducer<State, Action> {
      Scope(state: \.list, action: .list) { SimpleFetchList(pageSize: pageSize) { try await fetch($0) } }
    }
  }

  @Test func givenTheListAppearsThenItLoadsAndPagesByItselfAndDrawsWhatItLoaded() async {
    // Given: the component's state is closed, so the test checks only what it draws
    let fetch = PostFetch()
    let store = TestStore(initialState: NewsScreen.State(), reducer: NewsScreen(fetch: fetch))
    store.exhaustivity = .off

    // When: only the component's own view sends anything
    await store.send(.list(.appear))
    #expect(store.state.list.content == .spinner)
    await fetch.respond(to: request(nil), with: page(1...3, next: 3))
    await store.receive(case: .list)

    // Then
    #expect(store.state.list.content == .rows(listed(1...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    await store.send(.list(.reachBottom))
    #expect(store.state.list.content == .rows(listed(1...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    await fetch.respond(to: request(3), with: page(4...4, next: nil))
    await store.receive(case: .list)
    #expect(store.state.list.content == .rows(listed(1...4), bottom: .none, isRefreshing: false, isRedacted: false))
  }
}

extension ActionPath where Root == SimpleFetchListTests.NewsScreen.Action, Value == SimpleFetchList.Action {
  static var list: Self {
    ActionPath(embed: Root.list) { if case .list(let action) = $0 { action } else { nil } }
  }
}
