import ErrorHandling
import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: refreshable", tested for each behaviour its tests assert. A fetch the
/// test never answers is a `ControlledDependency` call, so the test store knows it waits.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RefreshableTests {
  let facts = ControlledDependency<Int, String>()

  func makeStore(fact: FactClient? = nil) -> TestStore<Refreshable.State, Refreshable.Action> {
    let facts = self.facts
    return TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient = fact ?? FactClient { try await facts($0) }
    }
  }

  @Test func givenACountWhenTheScreenIsRefreshedThenTheFactOfTheCountShows() async {
    let store = makeStore(fact: FactClient { "\($0) is a good number." })

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh)
    await store.receive(.factResponse(.success("1 is a good number."))) { $0.fact = "1 is a good number." }
  }

  @Test func givenAFetchThatFailsWhenTheScreenIsRefreshedThenNoFactShows() async {
    let store = makeStore(fact: FactClient { _ in throw FactError() })

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh)
    await store.receive(.factResponse(.failure(AppError(FactError()))))
  }

  @Test func givenARefreshInFlightWhenCancelIsTappedThenTheFetchIsCancelledAndNeverAnswers() async {
    let store = makeStore()

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)

    #expect(facts.cancelledInputs == [1])
  }

  @Test func givenAPullToRefreshWhenItsTaskIsAwaitedThenTheAwaitEndsWithTheFactShown() async {
    let store = Store(initialState: Refreshable.State(), reducer: Refreshable()) {
      $0.factClient = FactClient { "\($0) is a good number." }
    }

    await store.send(.refresh).finish()

    #expect(store.state.fact == "0 is a good number.")
  }

  /// An error a fetch may end with.
  struct FactError: Error, Equatable {}
}
