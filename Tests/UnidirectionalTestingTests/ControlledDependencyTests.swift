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

/// A feature whose loader takes no arguments: a `ControlledDependency<Void, String>` stubs it.
private struct Welcome: Reducer {
  struct State: Equatable {
    var text: String?
    var failed = false
  }

  enum Action: Equatable {
    case load
    case loaded(String)
    case failed
  }

  let load: @Sendable () async throws -> String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .run { [load] send in
        send(.loaded(try await load()))
      } catch: { _, send in
        send(.failed)
      }
    case .loaded(let text):
      state.text = text
      return .none
    case .failed:
      state.failed = true
      return .none
    }
  }
}

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

  // MARK: - Answering the oldest call, as a loader with no arguments needs

  @Test("Given a loader with no arguments, when the test answers without naming an input, then the oldest call gets the answer")
  func answeringTheOldestCall() async {
    let load = ControlledDependency<Void, String>()
    let store = TestStore(initialState: Welcome.State(), reducer: Welcome { try await load() })
    await store.send(.load)
    await store.send(.load)
    #expect(load.pendingInputs.count == 2)

    await load.respond(with: "Hello")
    await store.receive(.loaded("Hello")) { $0.text = "Hello" }
    await load.respond(with: "Hi")
    await store.receive(.loaded("Hi")) { $0.text = "Hi" }

    #expect(load.inputs.count == 2)
    await store.finish()
  }

  @Test("Given a loader with no arguments, when the test fails its call, then the error reaches the catch handler")
  func failingTheOldestCall() async {
    let load = ControlledDependency<Void, String>()
    let store = TestStore(initialState: Welcome.State(), reducer: Welcome { try await load() })
    await store.send(.load)

    await load.fail(with: Offline())

    await store.receive(.failed) { $0.failed = true }
    await store.finish()
  }

  @Test("Given two pending calls with inputs, when the test answers the one at an index, then that call gets the answer")
  func answeringACallByIndex() async {
    let fetch = ControlledDependency<String, String>()
    let store = TestStore(initialState: Loader.State(), reducer: Loader(fetch: { try await fetch($0) }))
    await store.send(.load("first")) { $0.loads = 1 }
    await store.send(.load("second")) { $0.loads = 2 }

    await fetch.respond(toCallAt: 1, with: "2")
    await store.receive(.loaded("2")) { $0.value = "2" }
    await fetch.fail(callAt: 0, with: Offline())
    await store.receive(.failed) { $0.value = nil }
    await store.finish()
  }

  @Test("Given no pending call, when the test answers the oldest one, then the test fails saying nothing is pending")
  func answeringWhenNothingIsPending() async {
    let failures = FailureCollector()
    let load = ControlledDependency<Void, String>(issueReporter: failures.reporter)

    await load.respond(with: "Hello")
    await load.fail(with: Offline())

    #expect(failures.messages == [
      "No pending call at index 0; pending: [].",
      "No pending call at index 0; pending: [].",
    ])
  }
}
