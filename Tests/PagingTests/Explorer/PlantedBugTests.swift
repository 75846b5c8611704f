import ErrorHandling
import LoadingStates
@testable import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// A copy of the paging feature with one bug planted: it pages while a reload is in flight,
/// beside the reload instead of after it.
struct PagesWhileReloading: Reducer {
  let feed: Feed

  func reduce(into state: inout Feed.State, action: Feed.Action) -> Effect<Feed.Action> {
    guard case .reachBottom = action, case .reLoading(let items) = state.list,
      case .cursor(let cursor) = state.nextPage
    else { return feed.reduce(into: &state, action: action) }
    let request = PageRequest(cursor: cursor, pageSize: pageSize)
    state.list = .paging(items)
    state.requests.start(request)
    return .run { [fetch = feed.fetch] _ in _ = try await fetch(request) }
  }
}

@Suite("The explorer finds a planted bug")
struct PlantedBugTests {
  @Test("Given paging allowed while reloading, the explorer reports two requests in flight after the shortest trace")
  func theShortestTraceToThePlantedBug() throws {
    let buggy = PagesWhileReloading(feed: exploredFeed())
    let report = PagingExplorer.paging(buggy).explore(maxDepth: 12)

    let violation = try #require(report.violation)
    #expect(violation.invariant == "never two requests in flight")
    #expect(violation.trace.map(\.action) == [
      .appear,
      .responseReceived(requestID: 0, result: .success(serverPage(after: nil))),
      .refresh,
      .reachBottom,
    ])
    #expect(violation.story.hasPrefix("""
      Broken: never two requests in flight, after 4 steps.
      1. user sends .appear
      """))
    #expect(violation.story.hasSuffix("""
         starts .init(id: 2, request: .init(cursor: 3, pageSize: 3, kind: .append))
      Running now: [.init(id: 1, request: .init(cursor: nil, pageSize: 3, kind: .refresh)), \
      .init(id: 2, request: .init(cursor: 3, pageSize: 3, kind: .append))]
      """))
  }

  @Test("The violation prints as a TestStore test, the one below, pasted as it printed")
  func theViolationPrintsAsAPasteableTest() throws {
    let buggy = PagesWhileReloading(feed: exploredFeed())
    let violation = try #require(PagingExplorer.paging(buggy).explore(maxDepth: 12).violation)

    let test = violation.testStoreTest(
      named: "pagingWhileReloadingStartsASecondRequest", store: "makePlantedBugStore()")

    #expect(test == """
      @MainActor @Test func pagingWhileReloadingStartsASecondRequest() async {
        let store = makePlantedBugStore()
        await store.send(.appear) {
          $0.list = .initialLoading
        }
        await store.send(.responseReceived(requestID: 0, result: .success(.init(items: [.init(id: 1), .init(id: 2), .init(id: 3)], nextCursor: 3, previousCursor: nil)))) {
          $0.list = .success([.init(id: 1), .init(id: 2), .init(id: 3)])
          $0.nextPage = .cursor(3)
        }
        await store.send(.refresh) {
          $0.list = .reLoading([.init(id: 1), .init(id: 2), .init(id: 3)])
        }
        await store.send(.reachBottom) {
          $0.list = .paging([.init(id: 1), .init(id: 2), .init(id: 3)])
        }
        await store.skipInFlightEffects()
      }
      """)
  }

  // Pasted from the output above, unchanged: the trace replays on a real TestStore.
  @MainActor @Test func pagingWhileReloadingStartsASecondRequest() async {
    let store = makePlantedBugStore()
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    await store.send(.responseReceived(requestID: 0, result: .success(.init(items: [.init(id: 1), .init(id: 2), .init(id: 3)], nextCursor: 3, previousCursor: nil)))) {
      $0.list = .success([.init(id: 1), .init(id: 2), .init(id: 3)])
      $0.nextPage = .cursor(3)
    }
    await store.send(.refresh) {
      $0.list = .reLoading([.init(id: 1), .init(id: 2), .init(id: 3)])
    }
    await store.send(.reachBottom) {
      $0.list = .paging([.init(id: 1), .init(id: 2), .init(id: 3)])
    }
    await store.skipInFlightEffects()
  }
}

/// A test store of the planted bug whose requests wait for the test, which answers them by
/// sending the responses itself.
@MainActor
func makePlantedBugStore() -> FeedStore {
  let fetch = FeedFetch()
  return TestStore(
    initialState: Feed.State(),
    reducer: PagesWhileReloading(
      feed: Feed(pageSize: pageSize, prefetchDistance: 1) { try await fetch($0) }))
}
