import Foundation
import Testing
import Unidirectional
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
          let store = TestStore(initialState: [], reducer: <#feature#>)
          store.dependencies.handOut([
            .uuid(\(firstLiteral)),
            .uuid(\(secondLiteral)),
          ])
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

  @Test func givenReadsHandedOutToATestStoreThenItsReducerReadsThemAndThenItsOwnValues() async {
    // Given: what the printed test sets, pasted
    let recorded = [UUID(), UUID()]
    let store = TestStore(initialState: [UUID](), reducer: Tags())
    store.dependencies.handOut(recorded.map { .uuid($0) })

    // When, then
    await store.send(()) { $0 = [recorded[0]] }
    await store.send(()) { $0 = recorded }
    await store.send(()) {
      $0 = recorded + [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]
    }
  }
}
