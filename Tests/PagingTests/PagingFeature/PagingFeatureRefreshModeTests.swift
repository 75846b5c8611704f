import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A refresh reloads the first page, every loaded page, or the page around an item.
@MainActor
struct PagingFeatureRefreshModeTests {
  @Test func givenThreePagesShownWhenTheListRefreshesItsLoadedPagesThenOneAnswerBringsThemAllAndTheRowsStayUntilThen() async {
    let requests = LockedRequests()
    let feature = Feed(pageSize: pageSize, refreshMode: .loadedPages) { request in
      requests.append(request)
      return page(((request.cursor ?? 0) + 1)...((request.cursor ?? 0) + 3), next: (request.cursor ?? 0) + 3)
    }
    let store = TestStore(
      initialState: Feed.State(list: .success(posts(1...9)), nextPage: .cursor(9)),
      reducer: feature
    )
    let reloaded = [page(1...3, next: 3), page(4...6, next: 6), page(7...9, next: 9)]

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...9))
    }
    await store.receiveReloadedPages(.success(reloaded)) {
      $0.list = .success(posts(1...9))
    }
    #expect(store.state.pages == [PageSpan(cursor: nil, count: 3, nextCursor: 3), PageSpan(cursor: 3, count: 3, nextCursor: 6), PageSpan(cursor: 6, count: 3, nextCursor: 9)])

    #expect(requests.all == [
      PageRequest(cursor: nil, pageSize: pageSize, kind: .refresh),
      PageRequest(cursor: 3, pageSize: pageSize, kind: .refresh),
      PageRequest(cursor: 6, pageSize: pageSize, kind: .refresh),
    ])
    #expect(store.phases == [.success, .reLoading, .success])
    await store.finish()
  }

  @Test func givenAnItemOnScreenWhenTheListRefreshesAroundItThenThePageAtItsCursorReplacesTheList() async {
    let fetch = FeedFetch()
    let store = TestStore(
      initialState: Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3)),
      reducer: Feed(pageSize: pageSize, cursorAround: { post in post.id / 3 * 3 }) { try await fetch($0) }
    )
    let around = PageRequest(cursor: 0, pageSize: pageSize, kind: .refresh)

    await store.send(.refreshAround(2)) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.respond(to: around, with: middlePage(at: 0))
    await store.receivePage(.success(middlePage(at: 0))) {
      $0.list = .success(posts(1...3))
    }
    await store.send(.refreshAround(42))
    #expect(store.state.hasReachedStart)
    await store.finish()
  }

  @Test func givenRowsBelowAPageAboveWhenTheListJumpsToThePageThatStartsTheListThenTheTopIsTheStart() async {
    let fetch = FeedFetch()
    let store = TestStore(
      initialState: Feed.State(
        list: .success(posts(4...6)), nextPage: .cursor(6), top: .available(.cursor(0))),
      reducer: Feed(pageSize: pageSize, cursorAround: { _ in 0 }) { try await fetch($0) }
    )
    let start = PageRequest(cursor: 0, pageSize: pageSize, kind: .refresh)

    await store.send(.refreshAround(5)) {
      $0.list = .reLoading(posts(4...6))
    }
    await fetch.respond(to: start, with: middlePage(at: 0))
    await store.receivePage(.success(middlePage(at: 0))) {
      $0.list = .success(posts(1...3))
      $0.nextPage = .cursor(3)
      $0.top = .end
    }

    #expect(store.state.hasReachedStart, "the page that names no page before starts the list, whatever was above")
    await store.send(.reachTop)
    await store.finish()
  }

  @Test func givenAJumpThatFailedWhenTheUserRetriesThenItJumpsAgainAndARefreshThenReloadsFromTheTop() async {
    let fetch = FeedFetch()
    let store = TestStore(
      initialState: Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3)),
      reducer: Feed(pageSize: pageSize, cursorAround: { _ in 6 }) { try await fetch($0) }
    )
    let jump = PageRequest(cursor: 6, pageSize: pageSize, kind: .refresh)
    await store.send(.refreshAround(2)) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.fail(jump, with: AppError.network)
    await store.receivePage(.failure(.network)) {
      $0.list = .reLoadingFailure(posts(1...3), .network)
    }

    await store.send(.retry) {
      $0.list = .reLoading(posts(1...3))
    }
    await fetch.fail(jump, with: AppError.network)
    await store.receivePage(.failure(.network)) {
      $0.list = .reLoadingFailure(posts(1...3), .network)
    }

    await store.send(.refresh) {
      $0.list = .reLoading(posts(1...3))
    }
    #expect(fetch.pendingInputs == [firstPage], "a pull to refresh starts from the top, whatever failed before")
    await store.skipInFlightEffects()
  }

  @Test("Given no cursorAround, when the list refreshes around a row, then the page that row came in reloads")
  func refreshAroundWithoutCursorAroundReloadsTheRowsOwnPage() async {
    let fetch = FeedFetch()
    var window = PagedList<Post, Int>()
    window.replaceAll(with: [page(1...3, next: 3), page(4...6, next: 6)], requestedWith: nil, options: PagedListOptions())
    var shown = Feed.State(list: .success([]))
    shown.pagedList = window
    let store = TestStore(initialState: shown, reducer: Feed(pageSize: pageSize) { try await fetch($0) })
    let pageOfRow5 = PageRequest(cursor: 3, pageSize: pageSize, kind: .refresh)

    await store.send(.refreshAround(5)) {
      $0.list = .reLoading(posts(1...6))
    }
    #expect(fetch.pendingInputs == [pageOfRow5])
    #expect(store.state.jumpCursor == 3)
    await store.skipInFlightEffects()
  }
}
