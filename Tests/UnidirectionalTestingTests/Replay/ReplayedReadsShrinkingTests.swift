import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A session whose reducer read UUIDs shrinks and prints as a test with the UUIDs it read:
/// the shrinker hands each kept action its own, and the printed test hands them to the test
/// store's reducer, so the pasted test asserts the recorded states.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReplayedReadsShrinkingTests {
  struct Tags: Reducer {
    @Dependency(\.uuid) var uuid

    func reduce(into state: inout [UUID], action: Void) -> Effect<Void> {
      state.append(uuid())
      return .none
    }
  }

  @Test func givenASessionThatReadLiveUUIDsThenThePrintedTestHandsThemToTheTestStoreInOrder() async {
    // Given
    let store = Store(initialState: [UUID](), reducer: Tags())
    let recorder = store.startRecording()
    store.send(())
    store.send(())
    let (first, second) = (store.state[0].uuidString, store.state[1].uuidString)
    let (firstLiteral, secondLiteral) = ("UUID(uuidString: \"\(first)\")!", "UUID(uuidString: \"\(second)\")!")

    // When
    let test = recorder.recording.replay(against: Tags(), fingerprint: nil).testStoreTest(named: "tags")

    // Then
    #expect(
      test == """
        @MainActor @Test func tags() async {
          let reads: [DependencyRead] = [
            .uuid(\(firstLiteral)),
            .uuid(\(secondLiteral)),
          ]
          let store = TestStore(initialState: [], reducer: <#feature#>.handingOut(reads))
          await store.send(()) {
            $0 = [\(firstLiteral)]
          }
          await store.send(()) {
            $0 = [\(firstLiteral), \(secondLiteral)]
          }
          await store.skipInFlightEffects()
        }
        """)
  }

  @Test func givenASessionWhoseRuleBreaksOnARecordedUUIDWhenShrunkThenTheCauseIsTheOneActionThatReadIt() async throws {
    // Given: UUIDs that count up; the eleventh ends in A
    let store = Store(initialState: [UUID](), reducer: Tags()) { $0.uuid = .incrementing }
    let recorder = store.startRecording()
    for _ in 0..<100 { store.send(()) }
    let noA = Invariant<[UUID]>("no tag ends in A") { !$0.contains { $0.uuidString.hasSuffix("A") } }

    // When: taken out of its session, the action would read another UUID but for its read
    let cause = try #require(await recorder.recording.shrunk(against: Tags(), breaking: noA))

    // Then
    let tagA = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
    #expect(cause.entries.map(\.reads) == [[.uuid(tagA)]])
    #expect(cause.replay(against: Tags(), fingerprint: nil).states == [[tagA]])
  }

  @Test func givenReadsHandedToATestStoresFeatureThenItsReducerReadsThemButItsEffectsReadTheirOwn() async {
    // Given: what the printed test sets, pasted, for a feature whose effect reads a UUID too
    let recorded = [UUID(), UUID()]
    let store = TestStore(initialState: [UUID](), reducer: TagsWithReceipt().handingOut(recorded.map { .uuid($0) }))

    // When, then: the effect reads the test store's counting UUIDs, which the recorded ones
    // the reducer gets do not advance
    func counted(_ count: Int) -> UUID { UUID(uuidString: "00000000-0000-0000-0000-00000000000\(count)")! }
    await store.send(.tag) { $0 = [recorded[0]] }
    await store.receive(.receipt(counted(0)))
    await store.send(.tag) { $0 = recorded }
    await store.receive(.receipt(counted(1)))
    await store.send(.tag) { $0 = recorded + [counted(2)] }
    await store.receive(.receipt(counted(3)))
  }

  @Test func givenADateHandedToATestStoresFeatureThatNeverSetTheDateThenTheTestPassesUntilTheDatesRunOut() async {
    // Given: a test store with no date set, whose feature reads one per action
    let recorded = Date(timeIntervalSinceReferenceDate: 1_000)
    let failures = FailureCollector()
    let store = TestStore(
      initialState: [Date](), reducer: Reduce<[Date], Void> { state, _ in
        @Dependency(\.date) var date
        state.append(date())
        return .none
      }.handingOut([.date(recorded)]),
      issueReporter: failures.reporter)

    // When, then: the recorded date stands in for the one the test never set
    await store.send(()) { $0 = [recorded] }
    #expect(failures.messages.isEmpty)

    // When, then: once the recorded dates run out, the date is read, and the test told
    await store.send(())
    #expect(failures.messages.contains { $0.contains("DateGeneratorKey") }, "\(failures.messages)")
  }
}

/// Tags, each answered by an effect with a receipt UUID of its own.
struct TagsWithReceipt: Reducer {
  enum Action: Equatable, Sendable { case tag, receipt(UUID) }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout [UUID], action: Action) -> Effect<Action> {
    switch action {
    case .tag:
      state.append(uuid())
      return .run { send in
        @Dependency(\.uuid) var uuid
        send(.receipt(uuid()))
      }
    case .receipt:
      return .none
    }
  }
}
