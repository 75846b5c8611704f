import ErrorHandling
import Foundation
import LoadingStates
import Observation
import Paging
import ScreenComponents
import Testing
import Unidirectional

/// Article 000's list component over a real `PagingFeature` store: every page after the
/// first loads because the spinner row below the rows appeared, never because the test sent
/// `reachBottom` itself.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PagingListTests {
  typealias Feed = PagingFeature<Row, Int>

  /// A server of `pageCount` pages of two rows; the page with cursor `failingOnce` fails
  /// the first time it is asked for, and the page with cursor `held` waits for `release`.
  final class Server: Sendable {
    let pageCount: Int
    let failingOnce: Int?
    let held: Int?
    private let asked = LockedState<[Int]>([])
    private let gate = AsyncStream<Void>.makeStream()

    init(pageCount: Int, failingOnce: Int? = nil, held: Int? = nil) {
      self.pageCount = pageCount
      self.failingOnce = failingOnce
      self.held = held
    }

    /// The cursors asked for, in order (the first page is 0).
    var cursorsAsked: [Int] { asked.withLock { $0 } }

    /// Lets the held page answer.
    func release() {
      gate.continuation.finish()
    }

    func page(_ request: PageRequest<Int>) async throws -> Page<Row, Int> {
      let cursor = request.cursor ?? 0
      let isFirstAsk = asked.withLock { asked in
        defer { asked.append(cursor) }
        return !asked.contains(cursor)
      }
      if cursor == held {
        for await _ in gate.stream {}
      }
      if cursor == failingOnce, isFirstAsk { throw URLError(.notConnectedToInternet) }
      let rows = [Row(id: cursor * 2), Row(id: cursor * 2 + 1)]
      return Page(items: rows, nextCursor: cursor + 1 < pageCount ? cursor + 1 : nil)
    }
  }

  func makeList(
    _ server: Server,
    refreshWhilePaging: RefreshWhilePaging = .cancelsThePage
  ) -> PagingList<Row, Int> {
    let feed = Feed(pageSize: 2, prefetchDistance: 0, refreshWhilePaging: refreshWhilePaging) {
      try await server.page($0)
    }
    return PagingList(store: Store(initialState: Feed.State(), reducer: feed))
  }

  /// What a scrolling user does: each time the spinner row is drawn, it appears.
  func scrollToTheEnd(of list: PagingList<Row, Int>) async {
    while case .rows(_, bottom: .loadingMore, _, _) = list.content {
      list.bottomRowAppeared()
      await list.store.waitForEffects()
    }
  }

  @Test func givenAFirstPageWithMoreAfterItThenTheRowsEndInASpinnerRowWhoseAppearanceLoadsTheNextPage() async {
    // Given: the second page waits until the test lets it answer
    let server = Server(pageCount: 3, held: 1)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()
    #expect(list.content == .rows(listed(0...1), bottom: .loadingMore, isRefreshing: false, isRedacted: false))

    // When
    list.bottomRowAppeared()

    // Then
    #expect(list.content == .rows(listed(0...1), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(list.store.state.list.isPaging, "the spinner row's appearance asked for the page")
    server.release()
    await list.store.waitForEffects()
    #expect(list.content == .rows(listed(0...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(server.cursorsAsked == [0, 1])
  }

  @Test func givenTheLastPageOnScreenThenNoBottomRowIsDrawnAndNothingMoreIsAskedFor() async {
    // Given
    let server = Server(pageCount: 3)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()

    // When
    await scrollToTheEnd(of: list)

    // Then
    #expect(list.content == .rows(listed(0...5), bottom: .none, isRefreshing: false, isRedacted: false))
    #expect(server.cursorsAsked == [0, 1, 2], "each page asked for once, by its spinner row")
  }

  @Test func givenAFailedPageThenTheBottomRowRetriesAndItsButtonLoadsTheSamePage() async {
    // Given
    let server = Server(pageCount: 3, failingOnce: 1)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()
    list.bottomRowAppeared()
    await list.store.waitForEffects()
    let offline = AppError.network.userMessage()
    #expect(list.content == .rows(listed(0...1), bottom: .retry(message: offline), isRefreshing: false, isRedacted: false))

    // When
    list.retryTapped()
    await list.store.waitForEffects()

    // Then
    #expect(list.content == .rows(listed(0...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(server.cursorsAsked == [0, 1, 1])
  }

  @Test func givenAFailedFirstPageThenTheErrorScreensRetryLoadsTheRows() async {
    // Given
    let server = Server(pageCount: 2, failingOnce: 0)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()
    let offline = AppError.network.userMessage()
    #expect(list.content == .error(message: offline, isRetrying: false))

    // When
    list.retryTapped()
    await list.store.waitForEffects()

    // Then
    #expect(list.content == .rows(listed(0...1), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(server.cursorsAsked == [0, 0])
  }

  @Test func givenARefreshIgnoredWhileAPageLoadsWhenPulledThenItReturnsAtOnceAndTheRowsStay() async {
    // Given
    let server = Server(pageCount: 3, held: 1)
    let list = makeList(server, refreshWhilePaging: .isIgnored)
    list.appeared()
    await list.store.waitForEffects()
    list.bottomRowAppeared()

    // When
    await list.refreshPulled()

    // Then
    #expect(list.store.state.list.isPaging, "the page is still out: the pull returned without waiting for it")
    #expect(server.cursorsAsked == [0, 1], "the ignored refresh asked for nothing")
    server.release()
    await list.store.waitForEffects()
    #expect(list.content == .rows(listed(0...3), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
  }

  @Test func givenRowsWhenPulledToRefreshThenItReturnsOnceTheReloadedRowsAreOnScreen() async {
    // Given
    let server = Server(pageCount: 3)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()
    await scrollToTheEnd(of: list)

    // When
    await list.refreshPulled()

    // Then
    #expect(list.content == .rows(listed(0...1), bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(server.cursorsAsked == [0, 1, 2, 0])
  }

  @Test func givenAViewReadingTheContentWhenThePageArrivesThenTheViewIsToldToRedraw() async {
    // Given
    let server = Server(pageCount: 2)
    let list = makeList(server)
    list.appeared()
    await list.store.waitForEffects()
    let redraws = LockedState(0)
    withObservationTracking {
      _ = list.content
    } onChange: {
      redraws.withLock { $0 += 1 }
    }

    // When
    list.bottomRowAppeared()
    await list.store.waitForEffects()

    // Then
    #expect(redraws.withLock { $0 } == 1)
    #expect(list.content == .rows(listed(0...3), bottom: .none, isRefreshing: false, isRedacted: false))
  }
}
