import TestSupport
import Testing
import Unidirectional
import UnidirectionalPersistence
import UnidirectionalTesting

/// One value, shown by two tabs: a single source of truth in their parent, copies that a
/// change reaches in the same action, and a test that asserts every copy.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SharingTests {
  struct Tally: Reducer {
    struct State: Equatable { var likes = 0 }
    enum Action: Equatable { case like, reset }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .like: state.likes += 1
      case .reset: state.likes = 0
      }
      return .none
    }
  }

  struct Tabs: Reducer {
    struct State: Equatable {
      var likes = 0
      var feed = Tally.State()
      var profile = Tally.State()
    }

    enum Action: Equatable {
      case feed(Tally.Action)
      case profile(Tally.Action)
      case both(Tally.Action)
      case setLikes(Int)
    }

    var body: some Reducer<State, Action> {
      CombineReducers {
        Scope(state: \.feed, action: .feed) { Tally() }
        Scope(state: \.profile, action: .profile) { Tally() }
        Reduce { state, action in
          switch action {
          case .both(let tally):
            _ = Tally().reduce(into: &state.feed, action: tally)
            _ = Tally().reduce(into: &state.profile, action: tally == .like ? .reset : .like)
          case .setLikes(let likes):
            state.likes = likes
          case .feed, .profile:
            break
          }
          return .none
        }
      }
      .sharing(\.likes, with: \.feed.likes, \.profile.likes)
    }
  }

  @Test func aChangeInOneTabReachesTheSourceAndTheOtherTabInTheSameAction() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }

    await store.send(.feed(.like)) {
      $0.likes = 1
      $0.feed.likes = 1
      $0.profile.likes = 1
    }
    await store.send(.profile(.like)) {
      $0.likes = 2
      $0.feed.likes = 2
      $0.profile.likes = 2
    }
    await store.finish()
  }

  @Test func aChangeOfTheSourceReachesEveryCopy() async {
    let store = TestStore(initialState: Tabs.State()) { Tabs() }

    await store.send(.setLikes(7)) {
      $0.likes = 7
      $0.feed.likes = 7
      $0.profile.likes = 7
    }
    await store.finish()
  }

  @Test func twoTabsChangingItDifferentlyInOneActionKeepTheFirstAndAreReported() {
    let issues = IssueLog()
    let reported = Store(
      initialState: Tabs.State(likes: 3, feed: .init(likes: 3), profile: .init(likes: 3)),
      reducer: Tabs(), issueReporter: issues.reporter)

    reported.send(.both(.like))

    #expect(reported.state == Tabs.State(likes: 4, feed: .init(likes: 4), profile: .init(likes: 4)))
    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("changed the shared value") == true)
  }

  @Test func aCopyThatStartsOutOfStepTakesTheSourcesValueWhenTheStoreIsCreated() async {
    let store = TestStore(initialState: Tabs.State(likes: 5)) { Tabs() }

    #expect(store.state == Tabs.State(likes: 5, feed: .init(likes: 5), profile: .init(likes: 5)))
    await store.send(.feed(.like)) { $0.likes = 6 }
    await store.finish()
  }

  @Test func aStoreStartsWithItsCopiesInStepAsATestStoreDoes() {
    let store = Store(initialState: Tabs.State(likes: 5)) { Tabs() }

    #expect(store.withState(\.profile.likes) == 5)
  }
}

extension ActionPath where Root == SharingTests.Tabs.Action, Value == SharingTests.Tally.Action {
  static var feed: Self {
    ActionPath(embed: Root.feed) { if case .feed(let a) = $0 { a } else { nil } }
  }

  static var profile: Self {
    ActionPath(embed: Root.profile) { if case .profile(let a) = $0 { a } else { nil } }
  }
}
