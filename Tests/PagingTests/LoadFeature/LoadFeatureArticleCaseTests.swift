import ErrorHandling
import Foundation
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// A user-profile screen through article 000's cases for one value, as exact stories of
/// states, with `LoadFeature`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoadFeatureArticleCaseTests {
  struct User: Equatable, Sendable {
    let name: String
  }

  typealias Profile = LoadFeature<User>

  let load = ControlledDependency<String, User>()
  let blob = User(name: "Blob")
  let blobJr = User(name: "Blob Jr.")

  func makeStore(_ state: Profile.State = Profile.State()) -> TestStore<Profile.State, Profile.Action> {
    let load = self.load
    return TestStore(initialState: state, reducer: Profile { try await load("me") })
  }

  // MARK: - Case 0: idle, loading, success or failure

  @Test func case0AppearLoadsThenShowsTheUser() async {
    let store = makeStore()

    await store.send(.appear) {
      $0.data = .initialLoading
    }
    await load.respond(to: "me", with: blob)
    await store.receiveValue(.success(blob)) {
      $0.data = .success(blob)
    }

    #expect(store.stateHistory.map(\.data.phase) == [.idle, .initialLoading, .success])
    await store.finish()
  }

  @Test func case0AFailedFirstLoadShowsTheError() async {
    let store = makeStore()

    await store.send(.appear) {
      $0.data = .initialLoading
    }
    await load.fail("me", with: URLError(.notConnectedToInternet))
    await store.receiveValue(.failure(.network)) {
      $0.data = .loadingFailure(.network)
    }
    #expect(store.state.data.isFailure)
    await store.finish()
  }

  // MARK: - Case 1: reLoading keeps the user on screen

  @Test func case1ARefreshKeepsShowingTheUserUntilTheNewOneArrives() async {
    let store = makeStore(Profile.State(data: .success(blob)))

    let refresh = await store.send(.refresh) {
      $0.data = .reLoading(blob)
    }
    #expect(store.state.data.value == blob, "the user stays on screen")
    await load.respond(to: "me", with: blobJr)
    await store.receiveValue(.success(blobJr)) {
      $0.data = .success(blobJr)
    }
    #expect(refresh.isFinished)
    await store.finish()
  }

  // MARK: - Case 2: retryLoading keeps the error on screen

  @Test func case2ARetryKeepsShowingTheErrorWhileItRuns() async {
    let store = makeStore(Profile.State(data: .loadingFailure(.network)))

    await store.send(.retry) {
      $0.data = .retryLoading(.network)
    }
    #expect(store.state.data.loadingState == .failed(.network), "no spinner flash")
    await load.respond(to: "me", with: blob)
    await store.receiveValue(.success(blob)) {
      $0.data = .success(blob)
    }
    await store.finish()
  }

  // MARK: - Case 4: reLoadingFailure keeps the user and raises the banner once

  @Test func case4AFailedRefreshKeepsTheUserAndRaisesTheBannerFlag() async {
    let store = makeStore(Profile.State(data: .success(blob)))

    await store.send(.refresh) {
      $0.data = .reLoading(blob)
    }
    await load.fail("me", with: URLError(.timedOut))
    await store.receiveValue(.failure(.network)) {
      $0.data = .reLoadingFailure(blob, .network)
    }

    #expect(store.stateHistory.map(\.data.isFailure) == [false, false, true])
    #expect(store.state.data.value == blob)
    await store.finish()
  }

  // MARK: - The guarantees PagingFeature gives, for one value

  @Test func appearingAgainDoesNotLoadAgain() async {
    let store = makeStore(Profile.State(data: .success(blob)))

    await store.send(.appear)

    #expect(load.inputs.isEmpty)
    await store.finish()
  }

  @Test func aRefreshWhileLoadingStartsNoSecondRequestAndFinishesWithTheLoad() async {
    let store = makeStore()
    await store.send(.appear) {
      $0.data = .initialLoading
    }

    let refresh = await store.send(.refresh)

    #expect(load.inputs == ["me"])
    #expect(!refresh.isFinished)
    await load.respond(to: "me", with: blob)
    await store.receiveValue(.success(blob)) {
      $0.data = .success(blob)
    }
    #expect(refresh.isFinished)
    await store.finish()
  }

  @Test func aStaleResponseNeverReplacesNewerData() async {
    let store = makeStore(Profile.State(data: .success(blobJr)))

    await store.send(.responseReceived(requestID: 1, result: .success(blob)))
    await store.send(.responseReceived(requestID: 2, result: .failure(.network)))

    #expect(store.state.data == .success(blobJr))
    await store.finish()
  }

  @Test func aRequestTheClientCancelledIsNeverAFailure() async {
    let store = makeStore(Profile.State(data: .success(blob)))
    await store.send(.refresh) {
      $0.data = .reLoading(blob)
    }

    await load.fail("me", with: URLError(.cancelled))

    await store.receiveValue(.failure(.cancelled)) {
      $0.data = .success(blob)
    }
    await store.finish()
  }

  @Test(arguments: [
    (Profile.Action.appear, Profile.State(data: .success(User(name: "A"))), "appear ignored: already loaded or loading"),
    (.retry, Profile.State(data: .success(User(name: "A"))), "retry ignored: nothing failed"),
    (.refresh, Profile.State(data: .initialLoading, requests: RequestLedger(inFlight: InFlightRequest(id: 0, request: LoadRequest()), nextID: 1)),
     "refresh ignored: a load is already in flight (its task follows that load)"),
    (.responseReceived(requestID: 7, result: .success(User(name: "B"))), Profile.State(),
     "responseReceived ignored: stale response to superseded request #7"),
  ])
  func everyIgnoredActionSaysWhy(action: Profile.Action, state: Profile.State, reason: String) {
    #expect(Profile { User(name: "unused") }.reasonForIgnoring(action, in: state) == reason)
  }
}
