import FoundationEssentials
import Testing
import Unidirectional
import UnidirectionalTesting

/// Dependencies read outside a reducer — in a state's initializer, a model, a test body —
/// get the values they are given, and a client of several endpoints fails only on the
/// endpoint a test calls without setting it.
@MainActor
struct DependenciesAnywhereTests {
  let failures = FailureCollector()

  /// A value whose initializer makes its id, as a model's often does.
  struct Note: Equatable {
    let id: UUID
    init() {
      @Dependency(\.uuid) var uuid
      id = uuid()
    }
  }

  @Test func givenPlainCodeWhenItRunsInWithDependenciesThenAnInitializerReadsTheValuesItWasGiven() {
    let note = withDependencies { $0.uuid = .incrementing } operation: { Note() }

    #expect(note.id == .counted(0))
  }

  @Test func givenATestStoreWhenTheTestBodyReadsThroughItsValuesThenTheBodyAndTheStoreShareTheGenerator() async {
    let store = TestStore(initialState: Journal.State()) {
      Journal()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }

    let note = withDependencies { $0 = store.dependencies } operation: { Note() }
    await store.send(.add) {
      $0.entries = [Journal.Entry(id: .counted(1), date: Date(timeIntervalSince1970: 0))]
    }
    #expect(note.id == .counted(0))
  }

  @Test func givenAsyncCodeWhenItRunsInWithDependenciesThenItsChildTasksReadTheValuesToo() async {
    let ids = await withDependencies { $0.uuid = .incrementing } operation: {
      async let first = Note()
      return await first.id
    }

    #expect(ids == .counted(0))
  }

  @Test func givenAReducerWhenItRunsCodeInWithDependenciesThenThatCodeReadsTheOverride() async {
    let stamp = Reduce<[UUID], Bool> { ids, _ in
      ids.append(withDependencies { $0.uuid = .constant(.counted(9)) } operation: { Note().id })
      return .none
    }
    let store = TestStore(initialState: [], reducer: stamp)

    await store.send(true) { $0 = [.counted(9)] }
  }

  @Test func givenAnUnimplementedClientWhenAFeatureCallsAnEndpointTheTestDidNotSetThenTheFailureNamesTheEndpoint() async {
    let store = TestStore(
      initialState: Dictation.State(), reducer: Dictation(), issueReporter: failures.reporter)

    await store.send(.start)
    await store.receive(.authorized(false)) { $0.status = "denied" }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("SpeechClient.authorize was called, but the test did not set it") == true)
  }

  @Test func givenAnUnimplementedClientWhenTheTestSetsTheOneEndpointItCallsThenNothingFails() async {
    let store = TestStore(
      initialState: Dictation.State(), reducer: Dictation(), issueReporter: failures.reporter)
    store.dependencies.speech.authorize = { true }

    await store.send(.start)
    await store.receive(.authorized(true)) { $0.status = "listening" }

    #expect(failures.messages.isEmpty)
  }

  @Test func givenAKeyWithoutATestValueWhenTheTestSetsOneEndpointThenTheFeatureUsesItAndNothingFails() async {
    let store = TestStore(
      initialState: Journal.State(), reducer: Journal(), issueReporter: failures.reporter)
    store.dependencies.quotes.fetch = { "set by the test" }

    await store.send(.fetchQuote)
    await store.receive(.quoteFetched("set by the test")) { $0.quote = "set by the test" }

    #expect(failures.messages.isEmpty)
  }

  @Test func givenAKeyWithoutATestValueWhenAFeatureReadsItUnsetThenTheFailureIsStillReportedOnce() async {
    let store = TestStore(
      initialState: Journal.State(), reducer: Journal(), issueReporter: failures.reporter)
    _ = store.dependencies.quotes

    await store.send(.fetchQuote)
    await store.receive(.quoteFetched("preview")) { $0.quote = "preview" }
    await store.send(.fetchQuote)
    await store.receive(.quoteFetched("preview"))

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("QuotesKey") == true)
  }
}

/// A client of two endpoints whose test value fails on either one a test leaves unset.
struct SpeechClient: Sendable {
  var authorize: @Sendable () async -> Bool
  var transcribe: @Sendable (String) async throws -> String
}

enum SpeechKey: DependencyKey {
  static let liveValue = SpeechClient(authorize: { true }, transcribe: { $0 })
  static let previewValue = SpeechClient(authorize: { false }, transcribe: { _ in "" })
  static let testValue = SpeechClient(
    authorize: { unimplemented("SpeechClient.authorize", placeholder: false) },
    transcribe: { _ in try unimplemented("SpeechClient.transcribe") })
}

extension DependencyValues {
  var speech: SpeechClient {
    get { self[SpeechKey.self] }
    set { self[SpeechKey.self] = newValue }
  }
}

/// A feature that asks for permission to listen.
struct Dictation: Reducer {
  struct State: Equatable { var status = "idle" }
  enum Action: Equatable { case start, authorized(Bool) }

  @Dependency(\.speech) var speech

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in send(.authorized(await speech.authorize())) }
    case .authorized(let granted):
      state.status = granted ? "listening" : "denied"
      return .none
    }
  }
}
