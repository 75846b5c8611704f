import Foundation
import Observation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalRecording

/// A recording store notes, with each action, the UUIDs, dates and random bits its reducer
/// read, and only its reducer's: a replay hands them back, so a feature that stamps what it
/// creates replays to the same states, and one that now reads other values is told at the
/// step where it does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordedReadsTests {
  @Test func givenAPlainStoreRecordingWhenTheReducerReadsTheLiveGeneratorsThenEachEntryHoldsWhatItRead() async {
    // Given: a store that installs no dependencies, so its reducer reads the live ones
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()

    // When
    store.send(.add)
    store.send(.add)

    // Then
    let entries = recorder.recording.entries
    for (entry, note) in zip(entries, store.state.notes) {
      #expect(entry.reads.prefix(2) == [.uuid(note.id), .date(note.createdAt)])
      #expect(entry.reads.dropFirst(2).allSatisfy { $0.isRandomBits }, "the hue's draws: \(entry.reads)")
      #expect(entry.reads.count >= 3)
    }
    #expect(entries.count == 2)
  }

  @Test func givenARecordingWhenAnEffectReadsAGeneratorThenOnlyTheReducersReadsAreRecorded() async {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()

    // When: the effect starts at once on the main thread, inside the send, and reads a UUID
    await store.send(.save).finish()

    // Then
    let entries = recorder.recording.entries
    #expect(entries.map(\.action) == [.save, .saved(receipt: store.state.receipts[0])])
    #expect(entries.map(\.reads) == [[], []], "the receipt is in the answer already")
  }

  @Test func givenAViewThatReadsAGeneratorWhenItIsToldOfAChangeThenOnlyTheReducersReadsAreRecorded() {
    // Given: a view observing the store, whose change handler draws a UUID of its own
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()
    let handlerRan = LockedFlag()
    withObservationTracking {
      _ = store.state.notes
    } onChange: {
      @Dependency(\.uuid) var uuid
      _ = uuid()
      handlerRan.raise()
    }

    // When
    store.send(.add)

    // Then
    #expect(handlerRan.isRaised, "the handler ran inside the send")
    #expect(recorder.recording.entries[0].reads.filter(\.isUUID) == [.uuid(store.state.notes[0].id)])
  }

  @Test func givenAnAppWhoseMainActorLeftTheMainThreadWhenItRecordsThenItsReducersReadsAreRecorded() throws {
    // Given: an executable that waits first, after which, on Linux, a worker thread runs
    // its main actor
    let probe = try ProbeBinary.locate("RecordingProbe")

    // When
    let run = try probe.run()

    // Then
    #expect(run.termination == .exited(0), "\(run.output)")
    #expect(run.output.contains("reads: 1\nreads: 1\nreplay agrees: true"), "\(run.output)")
    #if os(Linux)
      #expect(run.output.contains("main actor on the main thread: false"), "the case this proves: \(run.output)")
    #endif
  }

  @Test func givenALiveSessionWhenItIsReplayedThroughAFileThenEveryStepAgreesWithTheRecordedState() async throws {
    // Given: UUIDs, dates and hues no second run would draw again
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording(fingerprint: .json)
    for _ in 0..<20 { store.send(.add) }
    await store.send(.save).finish()
    store.send(.add)

    // When
    let read = try Recording<Stamper.State, Stamper.Action>(jsonLines: recorder.recording.jsonLines())
    let replay = read.replay(against: Stamper(), fingerprint: .json)

    // Then
    #expect(replay.disagreement == nil, "\(replay.disagreement.map(String.init(describing:)) ?? "")")
    #expect(replay.states.last == store.state)
    #expect(read.entries == recorder.recording.entries, "the reads survive the file exactly")
  }

  @Test func givenARecordingWhenTheReducerNowReadsOneMoreValueThenTheReplayNamesTheStepAndTheValues() throws {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()
    store.send(.add)

    // When: the reducer reads a second UUID for each note
    let replay = recorder.recording.replay(against: Stamper().extraUUID(), fingerprint: nil)

    // Then
    let disagreement = try #require(replay.disagreement)
    #expect(disagreement.entryIndex == 0)
    guard case .readsOtherValues(let recorded, let read) = disagreement.kind else {
      Issue.record("another kind: \(disagreement)")
      return
    }
    #expect(Array(read.dropLast()) == recorded, "what was recorded is handed back, in order")
    #expect(read.last.map { !$0.isRandomBits && recorded.contains($0) == false } == true)
    #expect(disagreement.description.contains("where the recording holds [uuid \(store.state.notes[0].id.uuidString)"))
  }

  @Test func givenARecordingMadeBeforeReadsWereKeptWhenTheReducerReadsThenTheReplayDisagreesAtTheFirstRead() {
    // Given: a recording whose entries hold no reads
    let recording = Recording<Stamper.State, Stamper.Action>(
      startState: Stamper.State(), entries: [.init(action: .save, origin: .sent), .init(action: .add, origin: .sent)])

    // When
    let replay = recording.replay(against: Stamper(), fingerprint: nil)

    // Then: the step that reads is named, not a state that differs later
    #expect(replay.disagreement?.entryIndex == 1)
    #expect(replay.disagreement?.description.contains("where the recording holds nothing") == true)
  }

  @Test func givenAStoreWithItsOwnGeneratorsWhenItRecordsThenTheirValuesAreRecordedAndReplayedToo() async {
    // Given: a store whose UUIDs count up, and a subtree that fixes the date
    let date = Date(timeIntervalSinceReferenceDate: 1_000)
    let store = Store(initialState: Stamper.State(), reducer: Stamper().dependency(\.date, .constant(date))) {
      $0.uuid = .incrementing
      $0.randomNumbers = .seeded(3)
    }
    let recorder = store.startRecording(fingerprint: .hashValueInThisProcess)

    // When
    store.send(.add)
    store.send(.add)
    let replay = recorder.recording.replay(against: Stamper(), fingerprint: .hashValueInThisProcess)

    // Then
    #expect(recorder.recording.entries[1].reads.prefix(2) == [.uuid(store.state.notes[1].id), .date(date)])
    #expect(replay.disagreement == nil)
    #expect(replay.states.last == store.state, "the replay runs under the live values, yet gets the recorded ones")
  }

  @Test func givenTwoRecordingStoresWhenEachReducesThenEachRecordsItsOwnReducersReads() {
    // Given
    let first = Store(initialState: Stamper.State(), reducer: Stamper())
    let second = Store(initialState: Stamper.State(), reducer: Stamper())
    let firstRecorder = first.startRecording()
    let secondRecorder = second.startRecording()

    // When
    first.send(.add)
    second.send(.add)
    second.send(.add)

    // Then
    #expect(firstRecorder.recording.entries.map { $0.reads.first } == [.uuid(first.state.notes[0].id)])
    #expect(secondRecorder.recording.entries.map { $0.reads.first } == second.state.notes.map { .uuid($0.id) })
  }

  @Test func givenARecordingThatStoppedWhenTheReducerReadsThenNothingMoreIsNoted() {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()
    store.send(.add)
    store.stopRecording()

    // When
    store.send(.add)

    // Then
    #expect(recorder.recording.entries.count == 1)
    #expect(recorder.recording.entries[0].reads.first == .uuid(store.state.notes[0].id))
  }

  @Test func givenABoundedRecordingWhenItForgetsItsOldestActionsThenEachKeptEntryKeepsItsOwnReads() {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording(capacity: 2)

    // When
    for _ in 0..<7 { store.send(.add) }

    // Then
    let entries = recorder.recording.entries
    let keptNotes = store.state.notes.suffix(entries.count)
    #expect(entries.map { $0.reads.first } == keptNotes.map { .uuid($0.id) })
    #expect(recorder.recording.replay(against: Stamper(), fingerprint: nil).states.last == store.state)
  }

  @Test(arguments: [false, true])
  func givenARingOfAThousandWhenThousandsOfActionsReadValuesThenItReplaysToTheStoresState(withFingerprints: Bool) async {
    // Given: reads waiting on the store's tape with their actions, or, with fingerprints,
    // noted with each action at once
    let fingerprint: RecordingFingerprint<Stamper.State>? = withFingerprints ? .hashValueInThisProcess : nil
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording(capacity: 1_000, fingerprint: fingerprint)

    // When
    for step in 0..<5_000 {
      if step.isMultiple(of: 3) { await store.send(.save).finish() } else { store.send(.add) }
    }

    // Then
    let replay = recorder.recording.replay(against: Stamper(), fingerprint: fingerprint)
    #expect(replay.disagreement == nil)
    #expect(replay.states.last == store.state)
    #expect(recorder.recording.entries.allSatisfy { ($0.action == .add) == !$0.reads.isEmpty })
  }

  @Test func givenARecordingWhenTheReducerNowReadsNothingThenTheReplaySaysItReadFewerValues() {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()
    store.send(.add)

    // When: a reducer that stamps nothing
    let replay = recorder.recording.replay(
      against: Reduce<Stamper.State, Stamper.Action> { _, _ in .none }, fingerprint: nil)

    // Then
    #expect(replay.disagreement?.kind == .readsOtherValues(recorded: recorder.recording.entries[0].reads, read: []))
    #expect(replay.disagreement?.description.contains("the reducer read nothing from its dependencies") == true)
  }

  @Test func givenARecordingWhenItIsReplayedOffTheMainThreadThenTheReadsAreHandedBackThere() async {
    // Given
    let store = Store(initialState: Stamper.State(), reducer: Stamper())
    let recorder = store.startRecording()
    for _ in 0..<3 { store.send(.add) }
    let recording = recorder.recording

    // When
    let last = await Task.detached { recording.replay(against: Stamper(), fingerprint: nil).states.last }.value

    // Then
    #expect(last == store.state)
  }

  @Test func givenAReadWrittenToAFileThenItReadsBackExactlyAndABrokenOneIsNamed() throws {
    // Given
    let reads: [DependencyRead] = [
      .uuid(UUID()), .date(Date(timeIntervalSinceReferenceDate: 0.1 + 786_297_600.123456789)), .randomBits(.max),
      .randomBits(0),
    ]
    let recording = Recording<Int, String>(startState: 0, entries: [.init(action: "a", origin: .sent, reads: reads)])

    // When
    let text = try recording.jsonLines()
    let broken = String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\"randomBits\":0", with: "\"dice\":0")

    // Then
    #expect(try Recording<Int, String>(jsonLines: text).entries == recording.entries)
    #expect(throws: RecordingFileError.self) { try Recording<Int, String>(jsonLines: Data(broken.utf8)) }
    do {
      _ = try Recording<Int, String>(jsonLines: Data(broken.utf8))
    } catch {
      #expect("\(error)".contains("line 2"), "\(error)")
      #expect("\(error)".contains("exactly one of `uuid`, `date` and `randomBits`"), "\(error)")
    }
  }
}

extension DependencyRead {
  fileprivate var isRandomBits: Bool {
    if case .randomBits = self { true } else { false }
  }

  fileprivate var isUUID: Bool {
    if case .uuid = self { true } else { false }
  }
}

/// A flag a `@Sendable` handler raises.
private final class LockedFlag: Sendable {
  private let flag = LockedState(false)

  var isRaised: Bool { flag.withLock { $0 } }

  func raise() { flag.withLock { $0 = true } }
}

extension Stamper {
  /// The feature with a change that reads one more UUID on each `.add`.
  fileprivate func extraUUID() -> some Reducer<State, Action> {
    combined(
      with: Reduce<State, Action> { _, action in
        if action == .add { _ = uuid() }
        return .none
      })
  }
}
