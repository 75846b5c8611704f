import ErrorHandling
import Foundation
import LoadingStates
import Paging
import ScreenComponents
import Testing
import Unidirectional

/// Article 000, Case 2: a reload from the error screen keeps the error on screen
/// (`retryLoading`), and a pull shows one indicator, the pull's. The retry button spins only
/// when the button started the retry.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PullFromTheErrorScreenTests {
  /// Fails the first request; holds every later one until `release()`.
  final class FlakyServer: Sendable {
    private let asks = LockedState(0)
    private let gate = AsyncStream<Void>.makeStream()

    func release() {
      gate.continuation.finish()
    }

    func answer<Value: Sendable>(_ value: Value) async throws -> Value {
      let ask = asks.withLock { asks in
        asks += 1
        return asks
      }
      if ask == 1 { throw URLError(.notConnectedToInternet) }
      for await _ in gate.stream {}
      return value
    }
  }

  typealias Feed = PagingFeature<Row, Int>

  let offline = AppError.network.userMessage()

  func failedList(_ server: FlakyServer, rows: [Row] = [Row(id: 0)]) async -> PagingList<Row, Int> {
    let feed = Feed(pageSize: 2) { _ in try await server.answer(Page(items: rows, nextCursor: nil)) }
    let list = PagingList(store: Store(initialState: Feed.State(), reducer: feed))
    list.appeared()
    await list.store.waitForEffects()
    return list
  }

  @Test func givenTheErrorScreenWhenPulledThenTheErrorStaysWithItsButtonStillAndTheRowsFollow() async {
    // Given
    let server = FlakyServer()
    let list = await failedList(server)
    #expect(list.content == .error(message: offline, isRetrying: false))

    // When: what `refreshPulled()` sends, kept to see the screen while it runs
    let pull = list.store.send(.refresh)

    // Then
    #expect(list.store.state.list.phase == .retryLoading)
    #expect(list.store.state.loadTrigger == .pull)
    #expect(list.content == .error(message: offline, isRetrying: false), "the pull's indicator is the only one")
    server.release()
    await pull.finish()
    #expect(list.content == .rows([Row(id: 0)], bottom: .none, isRefreshing: false, isRedacted: false))
    #expect(list.store.state.loadTrigger == nil)
  }

  @Test func givenTheErrorScreenWhenItsRetryButtonIsTappedThenTheButtonSpinsUntilTheRowsArrive() async {
    // Given
    let server = FlakyServer()
    let list = await failedList(server)

    // When
    list.retryTapped()

    // Then
    #expect(list.store.state.loadTrigger == .retry)
    #expect(list.content == .error(message: offline, isRetrying: true))
    server.release()
    await list.store.waitForEffects()
    #expect(list.content == .rows([Row(id: 0)], bottom: .none, isRefreshing: false, isRedacted: false))
  }

  @Test func givenTheEmptyScreenWhenPulledThenItStaysWithTheRefreshIndicator() async {
    // Given: the first answer is an empty page
    let server = FlakyServer()
    let feed = Feed(pageSize: 2) { _ in try await server.answer(Page(items: [], nextCursor: nil)) }
    let store = Store(initialState: Feed.State(list: .success([]), nextPage: .end), reducer: feed)
    let list = PagingList(store: store)
    #expect(list.content == .empty(isRefreshing: false))

    // When: the pull's request fails, and a second pull waits for its answer
    await list.refreshPulled()
    let pull = list.store.send(.refresh)

    // Then
    #expect(list.store.state.loadTrigger == .pull)
    #expect(list.content == .empty(isRefreshing: true))
    server.release()
    await pull.finish()
    #expect(list.content == .empty(isRefreshing: false))
  }

  @Test func givenAFailedRetryLoadThenTheContentKeepsTheButtonStillOnlyAfterAPull() {
    let retrying = PagingDataState<IdentifiedArray<Row>, AppError>.retryLoading(.network)
    #expect(
      PagingListContent(retrying, hasMore: false, loadTrigger: .pull) == .error(message: offline, isRetrying: false))
    #expect(
      PagingListContent(retrying, hasMore: false, loadTrigger: .retry) == .error(message: offline, isRetrying: true))
    #expect(PagingListContent(retrying, hasMore: false) == .error(message: offline, isRetrying: true))
  }

  @Test func givenAFailedValueWhenPulledThenTheErrorViewsButtonStaysStillAndWhenTappedItSpins() async {
    // Given
    let server = FlakyServer()
    let store = Store(initialState: LoadFeature<String>.State(), reducer: LoadFeature { try await server.answer("fresh") })
    let content = AsyncContent(source: store) { $0 }
    content.appeared()
    await store.waitForEffects()
    #expect(content.look.isError(retrying: false))

    // When: a pull
    store.send(.refresh)

    // Then
    #expect(store.state.loadTrigger == .pull)
    #expect(content.look.isError(retrying: false))

    // When: the button, over the pull's reload, joins that reload
    content.retryTapped()
    #expect(content.look.isError(retrying: false), "the retry joined the pull's reload, which the pull shows")
    server.release()
    await store.waitForEffects()
    #expect(store.state.data == .success("fresh"))
  }

  @Test func givenAFailedValueWhenTheRetryButtonIsTappedThenItSpins() async {
    // Given
    let server = FlakyServer()
    let store = Store(initialState: LoadFeature<String>.State(), reducer: LoadFeature { try await server.answer("fresh") })
    let content = AsyncContent(source: store) { $0 }
    content.appeared()
    await store.waitForEffects()

    // When
    content.retryTapped()

    // Then
    #expect(store.state.loadTrigger == .retry)
    #expect(content.look.isError(retrying: true))
    server.release()
    await store.waitForEffects()
    #expect(store.state.data == .success("fresh"))
  }
}

extension AsyncContent.Look {
  /// Whether this is the error view, with its button busy or not.
  fileprivate func isError(retrying: Bool) -> Bool {
    if case .error(_, let isRetrying) = self { isRetrying == retrying } else { false }
  }
}
