import Testing
import Unidirectional
import UnidirectionalTesting

/// A store and a test store are built as a feature's body reads: `StoreOf<Feature>` and a
/// trailing closure that builds the reducer.
@MainActor
struct StoreBuilderTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func aStoreOfAFeatureIsBuiltFromATrailingClosure() {
    let store: StoreOf<Counter> = Store(initialState: Counter.State()) {
      Counter()
      Counter()
    }

    store.send(.increment)

    #expect(store.count == 2, "both reducers of the builder ran")
  }

  @Test func aTestStoreOfAFeatureIsBuiltFromATrailingClosure() async {
    let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }

    await store.send(.increment) { $0.count = 1 }
    await store.finish()
  }
}
