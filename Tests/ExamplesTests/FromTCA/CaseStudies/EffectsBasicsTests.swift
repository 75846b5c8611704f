import ErrorHandling
import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: basics", tested for each behaviour its tests assert, on a `TestClock`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectsBasicsTests {
  let clock = TestClock()

  func makeStore(fact: FactClient = FactClientKey.testValue) -> TestStore<EffectsBasics.State, EffectsBasics.Action> {
    TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.clock = clock
      $0.factClient = fact
    }
  }

  @Test func givenAPositiveCountWhenItIsDecrementedToZeroThenNothingWaits() async {
    let store = makeStore()

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func givenACountWhenAFactIsAskedForThenItShowsWhenItArrives() async {
    let store = makeStore(fact: FactClient { "\($0) is a good number" })

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.success("1 is a good number"))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number"
    }
  }

  @Test func givenAFactThatFailsWhenItIsAskedForThenTheRequestEndsWithNoFact() async {
    let store = makeStore(fact: FactClient { _ in throw URLErrorStandIn() })

    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.failure(AppError(URLErrorStandIn())))) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  @Test func givenZeroWhenDecrementedThenASecondLaterTheCountComesBackUp() async {
    let store = makeStore()

    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.decrementDelayResponse) { $0.count = 0 }
  }

  @Test func givenANegativeCountWaitingWhenItIsIncrementedThenTheWaitIsCancelled() async {
    let store = makeStore()

    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.incrementButtonTapped) { $0.count = 0 }
  }

  /// An error a fact request may end with.
  struct URLErrorStandIn: Error, Equatable {}
}
