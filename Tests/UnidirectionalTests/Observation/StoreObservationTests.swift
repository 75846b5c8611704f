import Observation
import TestSupport
import Testing
import Unidirectional

@MainActor
struct StoreObservationTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var title = ""
    }

    enum Action: Sendable {
      case increment
      case incrementTwiceInSteps
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementTwiceInSteps:
        state.count += 1
        return .send(.increment)
      }
    }
  }

  /// Registers one observation of `read` and counts how often it reports a change.
  func observe(_ read: @escaping () -> Void, into changes: Journal<String>, as name: String) {
    withObservationTracking {
      read()
    } onChange: {
      changes.append(name)
    }
  }

  @Test func oneSendNotifiesAnObserverOfTheStateExactlyOnce() {
    // Given
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let changes = Journal<String>()
    observe({ _ = store.state }, into: changes, as: "state")

    // When
    store.send(.increment)

    // Then
    #expect(changes.entries == ["state"])
    #expect(store.state.count == 1)
  }

  @Test func aSendThatQueuesFurtherActionsStillNotifiesEachRegistrationOnce() {
    // Given
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let changes = Journal<String>()
    observe({ _ = store.state }, into: changes, as: "state")

    // When
    store.send(.incrementTwiceInSteps)

    // Then
    #expect(changes.entries == ["state"])
    #expect(store.state.count == 2)
  }

  @Test func aRegistrationIsNotifiedOnlyOnceButANewRegistrationIsNotifiedAgain() {
    // Given
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let changes = Journal<String>()
    observe({ _ = store.state }, into: changes, as: "first registration")
    store.send(.increment)

    // When
    store.send(.increment)

    // Then
    #expect(changes.entries == ["first registration"])

    // When
    observe({ _ = store.state }, into: changes, as: "second registration")
    store.send(.increment)

    // Then
    #expect(changes.entries == ["first registration", "second registration"])
    #expect(store.state.count == 3)
  }

  @Test func readingAScopedStoresStateObservesTheParentsChanges() {
    // Given
    let store = Store(initialState: Counter.State(), reducer: Counter())
    let countStore = store.scope(state: \.count, action: .identity)
    let changes = Journal<String>()
    observe({ _ = countStore.state }, into: changes, as: "count")

    // When
    store.send(.increment)

    // Then
    #expect(changes.entries == ["count"])
    #expect(countStore.state == 1)
  }
}
