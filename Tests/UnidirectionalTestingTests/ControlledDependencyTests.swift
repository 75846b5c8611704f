import Testing
import Unidirectional
import UnidirectionalTesting

/// A feature with two kinds of requests that may overlap, to state races as plain steps.
private struct Loader: Reducer {
  struct State: Equatable {
    var value: String?
    var loads = 0
  }

  enum Action: Equatable {
    case load(String)
    case loadLatest(String)
    case loaded(String)
    case failed
  }

  enum CancelID { case latest }

  let fetch: @Sendable (String) async throws -> String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load(let key):
      state.loads += 1
      return request(key)
    case .loadLatest(let key):
      state.loads += 1
      return request(key).cancellable(id: CancelID.latest, cancelInFlight: true)
    case .loaded(let value):
      state.value = value
      return .none
    case .failed:
      state.value = nil
      return .none
    }
  }

  private func request(_ key: String) -> Effect<Action> {
    .run { [fetch] send in
      send(.loaded(try await fetch(key)))
    } catch: { _, send in
      send(.failed)
    }
  }
}

private struct Offline: Error {}

@MainActor
struct ControlledDependencyTests {
  @Test func callsArePendingAsSoonAsSendReturns() async {
    let fetch = ControlledDependency<String, String>()
    let store = TestStore(initialState: Loader.State(), reducer: Loader(fetch: { try await fetch($0) }))

    await store.send(.load("a")) { $0.loads = 1 }

    #expect(fetch.pendingInputs == ["a"])
    await fetch.respond(to: "a", with: "A")
    await store.receive(.loaded("A")) { $0.value = "A" }
    await store.finish()
  }

  @Test func theTestAnswersCallsInAnyOrderItChooses() async {
    let fetch = ControlledDependency<String, String>()
    let store = TestStore(initialState: Loader.State(), reducer: Loader(fetch: { try await fetch($0) }))
    await store.send(.load("first")) { $0.loads = 1 }
    await store.send(.load("second")) { $0.loads = 2 }
    #expect(fetch.pendingInputs == ["first", "second"])

    await fetch.respond(to: "second", with: "2")
    await store.receive(.loaded("2")) { $0.value = "2" }
    await fetch.respond(to: "first", with: "1")
    await store.receive(.loaded("1")) { $0.value = "1" }

    #expect(fetch.inputs == ["first", "second"])
    await store.finish()
  }

  @Test func anErrorAnswerReachesTheCatchHandler() async {
    let fetch = ControlledDependency<String, String>()
    let store = TestStore(initialState: Loader.State(value: "old"), reducer: Loader(fetch: { try await fetch($0) }))
    await store.send(.load("a")) { $0.loads = 1 }

    await fetch.fail("a", with: Offline())

    await store.receive(.failed) { $0.value = nil }
    await store.finish()
  }

  @Test func aCancelledCallThrowsAndLeavesThePendingList() async {
    let fetch = ControlledDependency<String, String>()
    let store = TestStore(initialState: Loader.State(), reducer: Loader(fetch: { try await fetch($0) }))
    await store.send(.loadLatest("old")) { $0.loads = 1 }

    await store.send(.loadLatest("new")) { $0.loads = 2 }

    #expect(fetch.pendingInputs == ["new"])
    #expect(fetch.cancelledInputs == ["old"])
    await fetch.respond(to: "new", with: "N")
    await store.receive(.loaded("N")) { $0.value = "N" }
    await store.finish()
  }

  @Test func aLateAnswerToACancelledRequestNeverReachesTheReducer() async {
    let fetch = ControlledDependency<String, String>(ignoresCancellation: true)
    let store = TestStore(initialState: Loader.State(), reducer: Loader(fetch: { try await fetch($0) }))
    await store.send(.loadLatest("old")) { $0.loads = 1 }
    await store.send(.loadLatest("new")) { $0.loads = 2 }
    #expect(fetch.pendingInputs == ["old", "new"])

    await fetch.respond(to: "old", with: "stale")
    await fetch.respond(to: "new", with: "fresh")

    await store.receive(.loaded("fresh")) { $0.value = "fresh" }
    await store.finish()
  }

  @Test func answeringACallThatIsNotPendingFails() async {
    let failures = FailureCollector()
    let fetch = ControlledDependency<String, String>(issueReporter: failures.reporter)

    await fetch.respond(to: "nothing", with: "x")

    #expect(failures.messages == [#"No pending call with input nothing; pending: []."#])
  }
}
