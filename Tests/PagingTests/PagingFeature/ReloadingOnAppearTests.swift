import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional

/// Articles 000 and 004 reload in `.task`, on every appearance; article 001 loads once.
/// The features load once by default, and reload on every appearance when asked.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReloadingOnAppearTests {
  /// Counts the first-page requests a feed answers.
  final class Server: Sendable {
    private let count = LockedState(0)

    var firstPagesServed: Int { count.withLock { $0 } }

    func page(_ request: PageRequest<Int>) -> Page<Post, Int> {
      let served = count.withLock { count -> Int in
        count += 1
        return count
      }
      return page(1...3, next: nil, version: served)
    }

    private func page(_ ids: ClosedRange<Int>, next: Int?, version: Int) -> Page<Post, Int> {
      Page(items: ids.map { Post(id: $0 * 10 + version) }, nextCursor: next)
    }
  }

  @Test func givenTheDefaultFeedWhenTheScreenAppearsAgainThenItKeepsWhatItShowsAndAsksForNothing() async {
    // Given
    let server = Server()
    let store = Store(initialState: Feed.State(), reducer: Feed(pageSize: pageSize) { server.page($0) })
    await store.send(.appear).finish()

    // When
    await store.send(.appear).finish()

    // Then
    #expect(server.firstPagesServed == 1)
    #expect(store.state.items.map(\.id) == [11, 21, 31])
  }

  @Test func givenAFeedThatReloadsOnAppearWhenTheScreenAppearsAgainThenTheRowsStayWhileTheListReloads() async {
    // Given
    let server = Server()
    let feed = Feed(pageSize: pageSize) { request in
      await Task.yield()  // the request is out when send returns
      return server.page(request)
    }.reloadingOnEveryAppearance()
    let store = Store(initialState: Feed.State(), reducer: feed)
    await store.send(.appear).finish()

    // When
    let reload = store.send(.appear)

    // Then
    #expect(store.state.list == .reLoading(IdentifiedArray(uniqueElements: [11, 21, 31].map(Post.init))))
    await reload.finish()
    #expect(server.firstPagesServed == 2)
    #expect(store.state.items.map(\.id) == [12, 22, 32])
  }

  @Test func givenAFeedThatReloadsOnAppearWhenItFirstAppearsThenItLoadsAsAnyFeedDoes() {
    let feed = Feed(pageSize: pageSize) { _ in Page(items: [], nextCursor: nil) }
    var state = Feed.State()

    _ = feed.reloadingOnEveryAppearance().reduce(into: &state, action: .appear)

    #expect(state.list == .initialLoading)
  }

  @Test func givenAValueThatReloadsOnAppearWhenTheScreenAppearsAgainThenTheValueStaysWhileItReloads() async {
    // Given
    let loads = LockedState(0)
    let feature = LoadFeature<Int> { loads.withLock { count -> Int in count += 1; return count } }
    let store = Store(initialState: LoadFeature<Int>.State(), reducer: feature.reloadingOnEveryAppearance())
    await store.send(.appear).finish()

    // When
    let reload = store.send(.appear)

    // Then
    #expect(store.state.data == .reLoading(1))
    await reload.finish()
    #expect(store.state.data == .success(2))
  }

  @Test func givenAFeedThatReloadsOnAppearThenAnAppearanceDuringTheFirstLoadSaysItJoinsIt() {
    let feed = Feed(pageSize: pageSize) { _ in Page(items: [], nextCursor: nil) }.reloadingOnEveryAppearance()
    var state = Feed.State()
    _ = feed.reduce(into: &state, action: .appear)

    #expect(feed.reasonForIgnoring(.appear, in: state) == Feed(pageSize: pageSize) { _ in
      Page(items: [], nextCursor: nil)
    }.reasonForIgnoring(.refresh, in: state))
    #expect(feed.reasonForIgnoring(.appear, in: state) != nil)
  }

  @Test func givenAFailedListThatReloadsOnAppearWhenTheScreenAppearsAgainThenTheReloadSaysItWasTheAppearance() {
    // Given
    let feed = Feed(pageSize: pageSize) { _ in Page(items: [], nextCursor: nil) }
    var reappeared = Feed.State(list: .loadingFailure(.network))
    var pulled = reappeared

    // When
    _ = feed.reloadingOnEveryAppearance().reduce(into: &reappeared, action: .appear)
    _ = feed.reloadingOnEveryAppearance().reduce(into: &pulled, action: .refresh)

    // Then
    #expect(reappeared.list == .retryLoading(.network))
    #expect(reappeared.loadTrigger == .appearance)
    #expect(pulled.loadTrigger == .pull)
  }

  @Test func givenAFailedValueThatReloadsOnAppearWhenTheScreenAppearsAgainThenTheReloadSaysItWasTheAppearance() {
    // Given
    let profile = LoadFeature<Int> { 1 }.reloadingOnEveryAppearance()
    var state = LoadFeature<Int>.State(data: .loadingFailure(.network))

    // When
    _ = profile.reduce(into: &state, action: .appear)

    // Then
    #expect(state.data == .retryLoading(.network))
    #expect(state.loadTrigger == .appearance)
  }
}
