import Testing
import Unidirectional
import UnidirectionalTesting

/// `receive(case:)` matches a received action by the path that names its child, made in one
/// line from the case.
@MainActor
struct TestStoreReceiveCaseTests {
  struct Child: Reducer {
    enum Action: Equatable, Sendable { case start, finished }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .start: return .run { send in send(.finished) }
      case .finished:
        state += 1
        return .none
      }
    }
  }

  struct Parent: Reducer {
    enum Action: Equatable, Sendable { case child(Child.Action), other }

    var body: some Reducer<Int, Action> {
      Scope(state: \.self, action: ActionPath(Action.child)) { Child() }
    }
  }

  @Test func aChildActionIsReceivedByItsPath() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Parent())

    // When
    await store.send(.child(.start))

    // Then
    await store.receive(case: ActionPath(Parent.Action.child)) { $0 = 1 }
    await store.finish()
  }

  @Test func anActionOfAnotherPathFailsTheReceive() async {
    // Given
    let failures = FailureCollector()
    let store = TestStore(
      initialState: 0, reducer: Parent(), issueReporter: failures.reporter)
    await store.send(.child(.start))

    // When
    await store.receive(case: ActionPath(case: Parent.Action.other))

    // Then
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Received an action that was not the expected one.") == true)
  }
}
