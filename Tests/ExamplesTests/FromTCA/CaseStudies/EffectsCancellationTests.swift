import ErrorHandling
import Testing
import Unidirectional
import UnidirectionalTesting

@testable import Examples

/// TCA's "Effects: cancellation", tested for each behaviour its tests assert. A request the
/// test never answers is a `ControlledDependency` call, so the test store knows it waits.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EffectsCancellationTests {
  let facts = ControlledDependency<Int, String>()

  func makeStore(fact: FactClient? = nil) -> TestStore<EffectsCancellation.State, EffectsCancellation.Action> {
    let facts = self.facts
    return TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient = fact ?? FactClient { try await facts($0) }
    }
  }

  @Test func givenAStepperMovedWhenAFactIsAskedForThenTheFactOfItsValueShows() async {
    let store = makeStore(fact: FactClient { "\($0) is a good number" })

    await store.send(.stepperChanged(1)) { $0.count = 1 }
    await store.send(.stepperChanged(0)) { $0.count = 0 }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.receive(.factResponse(.success("0 is a good number"))) {
      $0.currentFact = "0 is a good number"
      $0.isFactRequestInFlight = false
    }
  }

  @Test func givenAFactThatFailsWhenItIsAskedForThenTheRequestEndsWithNoFact() async {
    let store = makeStore(fact: FactClient { _ in throw FactError() })

    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.receive(.factResponse(.failure(AppError(FactError())))) { $0.isFactRequestInFlight = false }
  }

  @Test func givenARequestInFlightWhenCancelIsTappedThenItIsCancelledAndNeverAnswers() async {
    let store = makeStore()

    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.cancelButtonTapped) { $0.isFactRequestInFlight = false }

    #expect(facts.cancelledInputs == [0])
  }

  @Test func givenARequestInFlightWhenTheStepperMovesThenItIsCancelledAndNeverAnswers() async {
    let store = makeStore()

    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }

    #expect(facts.cancelledInputs == [0])
  }

  /// An error a fact request may end with.
  struct FactError: Error, Equatable {}
}
