import ErrorHandling
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// An inbox screen: its messages are a paged list, and the screen counts the pages that
/// arrived, to show "n pages loaded" in its header.
struct Inbox: Reducer {
  struct Message: Identifiable, Equatable, Sendable { let id: Int }
  typealias Messages = PagingFeature<Message, Int>

  struct State: Equatable {
    var messages = Messages.State()
    var pagesLoaded = 0
  }

  enum Action {
    case messages(Messages.Action)
  }

  let messages: Messages

  var body: some Reducer<State, Action> {
    Scope(state: \.messages, action: .messages) { messages }
    Reduce { state, action in
      if case .messages(.responseReceived(_, .success)) = action { state.pagesLoaded += 1 }
      if case .messages(.previousPageReceived(_, .success)) = action { state.pagesLoaded += 1 }
      return .none
    }
  }
}

extension ActionPath where Root == Inbox.Action, Value == Inbox.Messages.Action {
  static var messages: Self {
    ActionPath(embed: Root.messages) { if case .messages(let action) = $0 { action } else { nil } }
  }
}

@MainActor
struct ScreenScrollerTests {
  @Test func givenAScreenThatHoldsTheListWhenScrolledThroughItsStoreThenTheListPagesAndTheScreenSeesEveryPage() async {
    let clock = TestClock()
    let server = ScriptedPageSource<Inbox.Message, Int>.numberedFeed(
      pages: 6, pageSize: 5, startPage: 2, latency: .milliseconds(300), clock: clock
    ) { Inbox.Message(id: $0) }
    let store = TestStore(
      initialState: Inbox.State(), reducer: Inbox(messages: Inbox.Messages(pageSize: 5, fetch: server.fetch)))
    let scroller = PagingScroller(store: store, list: \.messages, action: .messages, source: server, clock: clock)

    #expect(await scroller.appear() == .loaded(pages: 1))
    #expect(await scroller.scrollDown(maxPages: 10) == ScrollResult(pagesLoaded: 3, stop: .reachedEnd))
    #expect(await scroller.scrollUp(maxPages: 10) == ScrollResult(pagesLoaded: 2, stop: .reachedEnd))

    #expect(scroller.state.items.map(\.id) == Array(1...30))
    #expect(store.state.pagesLoaded == 6)
    #expect(server.requests.count == 6)
  }
}
