import Testing
import Unidirectional
import UnidirectionalTesting

/// `receive(case:)` matches a received action by the path that names its child.
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
      Scope(state: \.self, action: .child) { Child() }
    }
  }

  @Test func aChildActionIsReceivedByItsPath() async {
    // Given
    let store = TestStore(initialState: 0, reducer: Parent())

    // When
    await store.send(.child(.start))

    // Then
    await store.receive(case: .child) { $0 = 1 }
    await store.finish()
  }

  @Test func anActionOfAnotherPathFailsTheReceive() async {
    // Given
    let failures = FailureCollector()
    let store = TestStore(
      initialState: 0, reducer: Parent(), issueReporter: failures.reporter)
    await store.send(.child(.start))

    // When
    await store.receive(case: .other)

    // Then
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Received an action that was not the expected one.") == true)
  }
}

extension ActionPath where Root == TestStoreReceiveCaseTests.Parent.Action, Value == TestStoreReceiveCaseTests.Child.Action {
  static var child: Self {
    ActionPath(embed: Root.child) { if case .child(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == TestStoreReceiveCaseTests.Parent.Action, Value == Void {
  static var other: Self {
    ActionPath(embed: { Root.other }) { if case .other = $0 { () } else { nil } }
  }
}
