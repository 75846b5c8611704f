import ErrorHandling
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// The view goes away mid-load (article 000's `.task`): the request is cancelled, the state
/// goes back to what was shown, and coming back loads again instead of waiting forever.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScreenGoesAwayTests {
  struct User: Equatable, Sendable { let name: String }

  @Test func givenAFirstPageInFlightWhenTheListDisappearsThenItIsIdleAgainAndAppearingLoadsAgain() async {
    // Given
    let fetch = FeedFetch()
    let store = makeFeedStore(fetch)
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    // When
    await store.send(.disappear) {
      $0.list = .idle
    }

    // Then
    #expect(fetch.cancelledInputs == [firstPage])
    await store.send(.appear) {
      $0.list = .initialLoading
    }
    await store.skipInFlightEffects()
  }

  @Test func givenAPageInFlightWhenTheListDisappearsThenTheRowsStayWithoutASpinnerRow() async {
    // Given
    let fetch = FeedFetch()
    let store = makeFeedStore(fetch, initialState: .firstPageShown)
    await store.send(.reachBottom) {
      $0.list = .paging(posts(1...3))
    }

    // When
    await store.send(.disappear) {
      $0.list = .success(posts(1...3))
    }

    // Then
    #expect(fetch.cancelledInputs == [pageAfter(3)])
    await store.finish()
  }

  @Test func givenNothingInFlightWhenTheListDisappearsThenNothingChangesAndItSaysWhy() async {
    let feed = Feed(pageSize: pageSize) { _ in page(1...3, next: nil) }
    let store = makeFeedStore(FeedFetch(), initialState: .firstPageShown)

    await store.send(.disappear)

    #expect(feed.reasonForIgnoring(.disappear, in: .firstPageShown) == "disappear ignored: no request is in flight")
    await store.finish()
  }

  @Test func givenAProfileLoadingWhenTheScreenDisappearsThenComingBackLoadsAgain() async {
    // Given
    let load = ControlledDependency<String, User>()
    let store = TestStore(
      initialState: LoadFeature<User>.State(),
      reducer: LoadFeature<User> { try await load("me") }
    )
    await store.send(.appear) {
      $0.data = .initialLoading
    }

    // When
    await store.send(.disappear) {
      $0.data = .idle
    }

    // Then
    #expect(load.cancelledInputs == ["me"])
    await store.send(.appear) {
      $0.data = .initialLoading
    }
    await load.respond(to: "me", with: User(name: "Blob"))
    await store.receiveValue(.success(User(name: "Blob"))) {
      $0.data = .success(User(name: "Blob"))
    }
    await store.finish()
  }

  @Test func givenAReloadInFlightWhenTheScreenDisappearsThenTheValueStaysAsItWas() async {
    let load = ControlledDependency<String, User>()
    let blob = User(name: "Blob")
    let store = TestStore(
      initialState: LoadFeature<User>.State(data: .success(blob)),
      reducer: LoadFeature<User> { try await load("me") }
    )
    await store.send(.refresh) {
      $0.data = .reLoading(blob)
    }

    await store.send(.disappear) {
      $0.data = .success(blob)
    }

    #expect(load.cancelledInputs == ["me"])
    await store.finish()
  }

  @Test func givenAProfileThatWasResetWhenTheOldAnswerArrivesLateThenItIsIgnoredAsStale() async {
    let blob = User(name: "Blob")
    let feature = LoadFeature<User> { blob }
    let reset = LoadFeature<User>.State(data: .idle)
    let store = TestStore(initialState: reset, reducer: feature)
    let late = LoadFeature<User>.Action.responseReceived(requestID: 0, result: .success(blob))

    await store.send(late)

    #expect(feature.reasonForIgnoring(late, in: reset) == "responseReceived ignored: stale response to superseded request #0")
    await store.finish()
  }
}
