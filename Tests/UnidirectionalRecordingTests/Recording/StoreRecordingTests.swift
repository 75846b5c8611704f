import Testing
import Unidirectional
import UnidirectionalRecording

/// A root store records every action it reduces, with whether the app or an effect sent
/// it, from the state it had when recording started: reducing the recorded actions again
/// from that state gives the state the store reached.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreRecordingTests {
  struct Loader: Reducer {
    struct State: Hashable { var value = 0; var loads = 0 }
    enum Action: Equatable, Sendable { case load, started, loaded(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        state.loads += 1
        return .merge(.send(.started), .run { [loads = state.loads] send in send(.loaded(loads * 10)) })
      case .started:
        return .none
      case .loaded(let value):
        state.value = value
        return .none
      }
    }
  }

  @Test func givenARecordingStoreWhenTheAppSendsAndEffectsAnswerThenEachActionIsRecordedWithItsOrigin() async {
    // Given
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording()

    // When
    await store.send(.load).finish()

    // Then
    let entries = recorder.recording.entries
    #expect(entries.map(\.action) == [.load, .started, .loaded(10)])
    #expect(entries.map(\.origin) == [.sent, .effect, .effect])
    #expect(entries.allSatisfy { $0.time == nil }, "no clock was given, so none was read")
  }

  @Test func givenARecordingStartedMidSessionThenReducingItFromItsStartStateReachesTheStoresState() async {
    // Given: a session before the recording started
    let store = Store(initialState: Loader.State(), reducer: Loader())
    await store.send(.load).finish()
    let recorder = store.startRecording(capacity: 4)

    // When
    for _ in 0..<5 { await store.send(.load).finish() }

    // Then
    var replayed = recorder.recording.startState
    for entry in recorder.recording.entries { _ = Loader().reduce(into: &replayed, action: entry.action) }
    #expect(replayed == store.state)
    #expect(recorder.recording.count >= 4 && recorder.recording.count < 8)
  }

  @Test func givenAChildStoreWhenItSendsThenTheRootRecordsTheActionAsSentByTheApp() async {
    struct Parent: Reducer {
      struct State: Equatable { var child = Loader.State() }
      enum Action: Equatable, Sendable { case child(Loader.Action) }
      var body: some Reducer<State, Action> {
        Scope(state: \.child, action: ActionPath(embed: Action.child) { if case .child(let a) = $0 { a } else { nil } }) {
          Loader()
        }
      }
    }
    let store = Store(initialState: Parent.State(), reducer: Parent())
    let recorder = store.startRecording()
    let child = store.scope(state: \.child, action: ActionPath(embed: Parent.Action.child) {
      if case .child(let a) = $0 { a } else { nil }
    })

    await child.send(.load).finish()

    #expect(recorder.recording.entries.map(\.origin) == [.sent, .effect, .effect])
    #expect(recorder.recording.entries.first?.action == .child(.load))
  }

  @Test func givenARecordingWhenItStopsThenLaterActionsAreNotRecorded() async {
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording()
    await store.send(.load).finish()

    store.stopRecording()
    await store.send(.load).finish()

    #expect(recorder.recording.count == 3)
  }

  @Test func givenAClockThenEachEntryNotesWhenItWasReducedInOrder() async {
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording(clock: ContinuousClock())

    await store.send(.load).finish()

    let times = recorder.recording.entries.compactMap(\.time)
    #expect(times.count == 3)
    #expect(times == times.sorted())
  }

  @Test(arguments: [1, 2, 255, 256, 257, 1_000])
  func givenACapacityWhenThousandsOfActionsAreSentThenTheRecordingHoldsTheNewestInOrderFromTheRightState(capacity: Int) {
    // Given
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording(capacity: capacity)
    var sent: [Loader.Action] = []

    // When: more actions than the store's tape holds between two hand-overs
    for value in 0..<2_345 {
      let action = Loader.Action.loaded(value)
      sent.append(action)
      store.send(action)
    }

    // Then
    let recording = recorder.recording
    #expect(recording.count >= capacity && recording.count < 2 * capacity)
    #expect(recording.entries.map(\.action) == Array(sent.suffix(recording.count)))
    var replayed = recording.startState
    for entry in recording.entries { _ = Loader().reduce(into: &replayed, action: entry.action) }
    #expect(replayed == store.state)
  }

  @Test func givenARecordingReadMidSessionThenTheRecordingGoesOnAfterIt() {
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording()

    store.send(.loaded(1))
    let early = recorder.recording
    store.send(.loaded(2))

    #expect(early.entries.map(\.action) == [.loaded(1)])
    #expect(recorder.recording.entries.map(\.action) == [.loaded(1), .loaded(2)])
  }

  @Test func givenTheAppLetsTheStoreGoWhileItRecordsThenTheRecorderStillHoldsEveryAction() {
    // Given
    var store: Store<Loader.State, Loader.Action>? = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store!.startRecording()

    // When
    for value in 0..<300 { store!.send(.loaded(value)) }
    store = nil

    // Then
    #expect(recorder.recording.entries.map(\.action) == (0..<300).map { .loaded($0) })
  }

  @Test func givenARecordingWhenRecordingStartsAgainThenTheFirstRecorderKeepsItsActionsAndTheSecondStartsEmpty() {
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let first = store.startRecording()
    store.send(.loaded(1))

    let second = store.startRecording()
    store.send(.loaded(2))

    #expect(first.recording.entries.map(\.action) == [.loaded(1)])
    #expect(second.recording.entries.map(\.action) == [.loaded(2)])
    #expect(second.recording.startState.value == 1)
  }

  @Test func givenACapacityAndFingerprintsWhenHalvesAreDroppedThenEachFingerprintStaysWithItsEntry() {
    // Given
    let store = Store(initialState: Loader.State(), reducer: Loader())
    let recorder = store.startRecording(capacity: 4, fingerprint: .hashValueInThisProcess)

    // When: the recording drops its older half twice
    for value in 0..<13 { store.send(.loaded(value)) }

    // Then: replaying the kept entries from the kept start meets every fingerprint
    let recording = recorder.recording
    #expect(recording.entries.map(\.action) == (13 - recording.count..<13).map { .loaded($0) })
    #expect(recording.entries.allSatisfy { $0.fingerprint != nil })
    var state = recording.startState
    for entry in recording.entries {
      _ = Loader().reduce(into: &state, action: entry.action)
      #expect(entry.fingerprint == RecordingFingerprint<Loader.State>.hashValueInThisProcess.of(state))
    }
  }
}

