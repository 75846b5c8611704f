import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A recorded session replays against the reducer with its effects not run: it agrees with
/// the reducer that made it, and names the first step where a changed reducer leaves
/// another state, sends another action at once, or gets an answer it never asked for.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReplayTests {
  /// A session of a real store: a refresh answered by its effect, a clear, another refresh.
  func recordedSession(fingerprint: RecordingFingerprint<Inbox.State>? = .json) async -> Recording<Inbox.State, Inbox.Action> {
    let store = Store(initialState: Inbox.State(), reducer: Inbox())
    let recorder = store.startRecording(fingerprint: fingerprint)
    await store.send(.refresh).finish()
    await store.send(.clear).finish()
    await store.send(.refresh).finish()
    await store.send(.archive(2)).finish()
    return recorder.recording
  }

  @Test func givenASessionWhenItIsReplayedAgainstTheReducerThatMadeItThenEveryStepAgreesAndTheStatesMatch() async throws {
    // Given
    let recording = await recordedSession()
    let read = try Recording<Inbox.State, Inbox.Action>(jsonLines: recording.jsonLines())

    // When
    let replay = read.replay(against: Inbox(), fingerprint: .json)

    // Then
    #expect(replay.disagreement == nil)
    #expect(replay.states.count == 7)
    #expect(replay.states.last == Inbox.State(messages: [1, 3], isLoading: false))
    #expect(read.entries.allSatisfy { $0.fingerprint != nil }, "every step is checked")
  }

  @Test func givenAPlantedBugThatChangesAStateWhenReplayedThenTheFirstStepWhoseStateDiffersIsNamedWithItsChange() async throws {
    // Given
    let recording = await recordedSession()

    // When
    let replay = recording.replay(against: Inbox(dropsTheLastMessage: true), fingerprint: .json)

    // Then
    let disagreement = try #require(replay.disagreement)
    #expect(disagreement.entryIndex == 1)
    #expect(disagreement.kind == .stateDiffers)
    #expect(disagreement.origin == .effect)
    #expect(disagreement.action == ".loaded([1, 2, 3])")
    #expect(disagreement.description.contains("entries[1] of 7 (an effect sent .loaded([1, 2, 3]))") == true)
    let change = try #require(disagreement.change)
    #expect(change.contains("[1]: 2") && !change.contains("[2]: 3"), "the replayed step lost the 3: \(change)")
  }

  @Test func givenAReducerThatNoLongerStartsTheFetchWhenReplayedThenTheAnswerIsReportedAsComingFromNoEffect() async {
    let recording = await recordedSession(fingerprint: nil)

    let replay = recording.replay(against: Inbox(forgetsToFetch: true), fingerprint: .json)

    #expect(replay.disagreement?.entryIndex == 1)
    #expect(replay.disagreement?.kind == .answerWithoutEffect)
  }

  @Test func givenAReducerThatSendsAnotherActionAtOnceWhenReplayedThenTheStepSaysWhichAction() async {
    let recording = await recordedSession(fingerprint: nil)

    let replay = recording.replay(against: Inbox(clearSendsRefresh: true), fingerprint: .json)

    #expect(replay.disagreement?.entryIndex == 3)
    #expect(replay.disagreement?.kind == .sendsAnotherAction(sent: ".refresh"))
    #expect(replay.disagreement?.action == ".cleared")
  }

  @Test func givenAConcatenationThatJoinsBeforeItSendsWhenReplayedThenTheSendMayComeAfterOtherActions() {
    // Given: a finish that waits for an upload before it says so, and a tap meanwhile
    enum Upload: Equatable, Sendable { case finish, tap, finished }
    let uploader = Reduce<Int, Upload> { taps, action in
      if action == .tap { taps += 1 }
      return action == .finish ? .concatenate(.join(id: "upload"), .send(.finished)) : .none
    }
    let recording = Recording<Int, Upload>(
      startState: 0,
      entries: [.init(action: .finish, origin: .sent), .init(action: .tap, origin: .sent), .init(action: .finished, origin: .effect)])

    // When
    let replay = recording.replay(against: uploader, fingerprint: nil)

    // Then
    #expect(replay.disagreement == nil, "\(replay.disagreement.map(String.init(describing:)) ?? "")")
    #expect(replay.states == [0, 1, 1])
  }

  @Test func givenARecordingWhoseStartMayHaveEffectsRunningThenAnAnswerNoEffectOfItsOwnSentIsLetThrough() {
    let entries: [Recording<Inbox.State, Inbox.Action>.Entry] = [
      .init(action: .archive(4), origin: .sent), .init(action: .loaded([4]), origin: .effect),
    ]
    let running = Recording(startState: Inbox.State(isLoading: true), entries: entries, effectsMayRunAtStart: true)
    let idle = Recording(startState: Inbox.State(isLoading: true), entries: entries)

    #expect(running.replay(against: Inbox(), fingerprint: .json).disagreement == nil)
    #expect(running.replay(against: Inbox(), fingerprint: .json).states.last == Inbox.State(messages: [4]))
    #expect(idle.replay(against: Inbox(), fingerprint: .json).disagreement?.kind == .answerWithoutEffect)
  }

  @Test func givenAReplayThenItPrintsATestStoreTestThatSendsTheAppsActionsAndAnswersAndReceivesWhatEffectsSentAtOnce() async {
    let recording = await recordedSession()

    let test = recording.replay(against: Inbox(), fingerprint: .json).testStoreTest(named: "inboxSession")

    #expect(
      test == """
        @MainActor @Test func inboxSession() async {
          let store = TestStore(initialState: .init(messages: [], isLoading: false), reducer: <#feature#>)
          await store.send(.refresh) {
            $0.isLoading = true
          }
          await store.send(.loaded([1, 2, 3])) {
            $0.messages = [1, 2, 3]
            $0.isLoading = false
          }
          await store.send(.clear)
          await store.receive(.cleared) {
            $0.messages = []
          }
          await store.send(.refresh) {
            $0.isLoading = true
          }
          await store.send(.loaded([1, 2, 3])) {
            $0.messages = [1, 2, 3]
            $0.isLoading = false
          }
          await store.send(.archive(2)) {
            $0.messages = [1, 3]
          }
          await store.skipInFlightEffects()
        }
        """)
  }

  @Test func givenTheSameStateThenTheJSONFingerprintIsTheSameAndAnotherStateHasAnother() {
    let fingerprint = RecordingFingerprint<Inbox.State>.json

    #expect(fingerprint.of(Inbox.State(messages: [1])) == fingerprint.of(Inbox.State(messages: [1])))
    #expect(fingerprint.of(Inbox.State(messages: [1])) != fingerprint.of(Inbox.State(messages: [2])))
  }

  @Test func givenAConcatenationThatSendsAtOnceBeforeAMergedSendWhenReplayedThenItAgreesAndTheTestReceivesBoth() async {
    // Given: sync sends cleared at once from a concatenation, whose task starts at once and
    // answers before the merge's archive(1), sent at once after it
    let store = Store(initialState: Inbox.State(messages: [1, 2]), reducer: Inbox())
    let recorder = store.startRecording(fingerprint: .json)
    await store.send(.sync).finish()
    #expect(recorder.recording.entries.map(\.action) == [.sync, .cleared, .loaded([9]), .archive(1)])

    // When
    let replay = recorder.recording.replay(against: Inbox(), fingerprint: .json)

    // Then
    #expect(replay.disagreement == nil)
    let test = replay.testStoreTest()
    #expect(test.contains("await store.receive(.cleared)") && test.contains("await store.receive(.archive(1))"))
    #expect(test.contains("await store.send(.loaded([9]))"), "the task's answer is sent by the test")
  }

  @Test func givenARecordingStartedWhileAnEffectRunsThenItsLaterAnswersAreNotCalledOutOfPlace() async throws {
    // Given: a stream followed since before the recording began
    let (messages, continuation) = AsyncStream<Int>.makeStream()
    let store = Store(initialState: Inbox.State(), reducer: Inbox(followed: messages))
    let following = store.send(.follow)
    let recorder = store.startRecording(fingerprint: .json)

    // When: the app archives, then the stream answers
    store.send(.archive(3))
    continuation.yield(5)
    continuation.finish()
    await following.finish()

    // Then
    let read = try Recording<Inbox.State, Inbox.Action>(jsonLines: recorder.recording.jsonLines())
    #expect(read.effectsMayRunAtStart)
    #expect(read.entries.map(\.action) == [.archive(3), .loaded([5])])
    #expect(read.replay(against: Inbox(), fingerprint: .json).disagreement == nil)
  }

  @Test func givenARecordingThatForgotItsOldestActionsThenEffectsMayRunAtItsStart() {
    var recording = Recording<Inbox.State, Inbox.Action>(startState: Inbox.State(), capacity: 1)
    #expect(!recording.effectsMayRunAtStart)

    for _ in 0..<3 { recording.record(.refresh, origin: .sent, stateBefore: Inbox.State()) }

    #expect(recording.effectsMayRunAtStart)
  }
}

