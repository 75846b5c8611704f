import Examples
import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// The standups app, tested as TCA's SyncUps is: each shared change stated once, on the
/// list or on the screen that made it; the list saved to a real file.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StandupsAppTests {
  let folder: TemporaryFolder
  let storage: PersistentStorage<IdentifiedArray<Standup>>
  let clock = TestClock()
  let design = Standup(id: UUID(0), title: "Design", seconds: 3)

  init() throws {
    folder = try TemporaryFolder()
    storage = .file(folder.file("standups.json"), issueReporter: .failingCurrentTest)
  }

  func makeStore(_ standups: IdentifiedArray<Standup> = []) -> TestStore<StandupsApp.State, StandupsApp.Action> {
    TestStore(initialState: StandupsApp.State(standups: standups)) {
      StandupsApp(storage: storage)
    } withDependencies: {
      $0.clock = clock
    }
  }

  @Test func givenTheAddSheetWhenTheUserNamesAStandupAndConfirmsThenTheListHasItAndTheFileToo() async throws {
    let store = makeStore()

    await store.send(.addTapped) { $0.adding = StandupForm.State(draft: Standup(id: UUID(0), seconds: 300)) }
    await store.send(.adding(.presented(id: 1, action: .rename("Design")))) { $0.adding?.draft.title = "Design" }
    await store.send(.confirmAdding) {
      $0.standups = [Standup(id: UUID(0), title: "Design", seconds: 300)]
      $0.adding = nil
    }
    await clock.advance(by: .seconds(1))

    #expect(PersistentStorage<IdentifiedArray<Standup>>.file(folder.file("standups.json")).load(default: [])
      == [Standup(id: UUID(0), title: "Design", seconds: 300)])
    await store.finish()
  }

  @Test func givenAPushedDetailWhenItsEditIsDoneThenTheListChangesAndTheTestStatesItOnce() async {
    let store = makeStore([design])
    await store.send(.open(design.id)) { $0.path = [.detail(.init(standup: design))] }
    await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
      $0.path[id: 0] = .detail(Self.detail(design, editing: design))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editor(.presented(id: 1, action: .rename("Review"))))))) {
      var draft = design
      draft.title = "Review"
      $0.path[id: 0] = .detail(Self.detail(design, editing: draft))
    }

    await store.send(.path(.element(id: 0, action: .detail(.doneEditing)))) {
      $0.path[id: 0] = .detail(.init(standup: design))  // the editor closes
      $0.standups[id: design.id]?.title = "Review"  // the detail's copy follows
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func givenAPushedDetailWhenTheUserConfirmsTheDeleteThenTheStandupLeavesTheListAndTheDetailCloses() async {
    let store = makeStore([design])
    await store.send(.open(design.id)) { $0.path = [.detail(.init(standup: design))] }
    await store.send(.path(.element(id: 0, action: .detail(.deleteTapped)))) {
      var detail = StandupDetail.State(standup: design)
      detail.alert = StandupDetail.deleteAlert(title: "Design")
      $0.path[id: 0] = .detail(detail)
    }

    await store.send(.path(.element(id: 0, action: .detail(.alert(.presented(id: 1, action: .confirmDelete)))))) {
      $0.standups = []
    }
    #expect(store.state.path.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func givenAThreeSecondMeetingWhenTimeRunsOutThenTheTranscriptIsSavedToTheStandupAndTheScreenCloses() async {
    let store = makeStore([design])
    store.dependencies.speech.authorize = { true }
    store.dependencies.speech.transcript = { "We shipped it." }
    await store.send(.open(design.id)) { $0.path = [.detail(.init(standup: design))] }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingTapped)))) {
      $0.path.append(.record(.init(standup: design)))
    }
    await store.send(.path(.element(id: 1, action: .record(.appear))))
    await store.receive(.path(.element(id: 1, action: .record(.authorized(true))))) {
      $0.path[id: 1] = .record(Self.recording(design, seconds: 0, listening: true))
    }

    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(.path(.element(id: 1, action: .record(.tick)))) {
        $0.path[id: 1] = .record(Self.recording(design, seconds: second, listening: true))
      }
    }
    await store.receive(.path(.element(id: 1, action: .record(.transcribed("We shipped it."))))) {
      $0.standups[id: design.id]?.meetings = [Transcript(text: "We shipped it.")]
    }
    await store.receive(.path(.popFrom(id: 1))) {
      _ = $0.path.popLast()
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func givenSpeechTheTestDidNotSetWhenAMeetingStartsThenTheFailureNamesTheEndpoint() async {
    let failures = IssueLog()
    let store = TestStore(
      initialState: StandupsApp.State(standups: [design]),
      reducer: StandupsApp(storage: .inMemory()),
      issueReporter: failures.reporter
    ) {
      $0.clock = clock
    }
    await store.send(.open(design.id)) { $0.path = [.detail(.init(standup: design))] }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingTapped)))) {
      $0.path.append(.record(.init(standup: design)))
    }

    await store.send(.path(.element(id: 1, action: .record(.appear))))
    await store.receive(.path(.element(id: 1, action: .record(.authorized(false)))))

    #expect(failures.issues.map(\.message).contains { $0.contains("SpeechClient.authorize was called") })
    await store.skipInFlightEffects()
  }

  static func detail(_ standup: Standup, editing draft: Standup) -> StandupDetail.State {
    var detail = StandupDetail.State(standup: standup)
    detail.editor = StandupForm.State(draft: draft)
    return detail
  }

  static func recording(_ standup: Standup, seconds: Int, listening: Bool) -> RecordMeeting.State {
    var recording = RecordMeeting.State(standup: standup)
    recording.secondsElapsed = seconds
    recording.isListening = listening
    return recording
  }
}

extension UUID {
  /// The `n`th UUID of the test store's incrementing generator.
  init(_ n: Int) {
    let digits = String(n, radix: 16)
    self.init(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits)!
  }
}
