import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// `.refreshable { await store.send(.refresh).finish() }` keeps its spinner until the list
/// settles, even when the refresh arrives while a load is already in flight: the refresh
/// starts no second request and joins the one running.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PagingFeatureRefreshJoinTests {
  let fetch = FeedFetch()

  /// A list in each of the three loading phases, with the request it waits for.
  static let loadingLists: [(name: String, state: Feed.State)] = [
    ("initialLoading", Feed.State(
      list: .initialLoading, requests: RequestLedger(inFlight: InFlightRequest(id: 0, request: firstPage), nextID: 1))),
    ("reLoading", Feed.State(
      list: .reLoading(posts(1...3)), requests: RequestLedger(inFlight: InFlightRequest(id: 0, request: firstPage), nextID: 1))),
    ("retryLoading", Feed.State(
      list: .retryLoading(.network), requests: RequestLedger(inFlight: InFlightRequest(id: 0, request: firstPage), nextID: 1))),
  ]

  @Test(arguments: [0, 1, 2])
  func aRefreshDuringALoadFinishesWhenThatLoadSettles(listIndex: Int) async {
    // Given: the load is in flight, started by `appear`, `refresh` or `retry`
    let given = Self.loadingLists[listIndex].state
    let store = makeFeedStore(fetch, initialState: Feed.State(
      list: previousList(of: given.list)))
    let startingAction: Feed.Action = given.list.phase == .retryLoading
      ? .retry : (given.list.phase == .initialLoading ? .appear : .refresh)
    await store.send(startingAction) {
      $0.list = given.list
    }

    // When: the user pulls to refresh
    let refresh = await store.send(.refresh)

    // Then: no second request, and the refresh's task waits for the load
    #expect(fetch.inputs == [firstPage], "\(Self.loadingLists[listIndex].name)")
    #expect(!refresh.isFinished)
    await fetch.respond(to: firstPage, with: page(1...3, next: 3))
    await store.receivePage(.success(page(1...3, next: 3))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
    }
    #expect(refresh.isFinished)
    await store.finish()
  }

  @Test func cancellingAJoinedRefreshLeavesTheLoadRunning() async {
    // Given
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    let refresh = await store.send(.refresh)

    // When: the refresh control goes away
    refresh.cancel()

    // Then: the load is still out, and still lands
    #expect(refresh.isFinished)
    #expect(fetch.pendingInputs == [firstPage])
    await fetch.respond(to: firstPage, with: page(1...3, next: nil))
    await store.receivePage(.success(page(1...3, next: nil))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .end
    }
    await store.finish()
  }

  /// The state from which the action that starts `list`'s load leads to it.
  private func previousList(
    of list: PagingDataState<IdentifiedArray<Post>, AppError>
  ) -> PagingDataState<IdentifiedArray<Post>, AppError> {
    switch list {
    case .reLoading(let items): .success(items)
    case .retryLoading(let error): .loadingFailure(error)
    default: .idle
    }
  }
}
