import Foundation
import Testing
import Unidirectional
import UnidirectionalTesting

/// A replay of a session whose reducer read live UUIDs prints a test that hands the test
/// store's reducer the same UUIDs, so the pasted test asserts the recorded states.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReplayedReadsTestStoreTests {
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
