import ErrorHandling
import Unidirectional

/// TCA's "Effects: basics" case study, rebuilt from its behaviour: a counter that comes
/// back up a second after it goes below zero, unless an increment gets there first, and a
/// button that asks for a fact about the count.
struct EffectsBasics: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var isNumberFactRequestInFlight = false
    var numberFact: String?
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, AppError>)
  }

  /// The wait that brings a negative count back up.
  struct Delay: Hashable {}

  @Dependency(\.clock) var clock
  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      state.numberFact = nil
      guard state.count < 0 else { return .none }
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        send(.decrementDelayResponse)
      }
      .cancellable(id: Delay())
    case .decrementDelayResponse:
      if state.count < 0 { state.count += 1 }
      return .none
    case .incrementButtonTapped:
      state.count += 1
      state.numberFact = nil
      return state.count >= 0 ? .cancel(id: Delay()) : .none
    case .numberFactButtonTapped:
      state.isNumberFactRequestInFlight = true
      state.numberFact = nil
      return .run { [count = state.count, factClient] send in
        send(.numberFactResponse(.success(try await factClient.fetch(count))))
      } catch: { error, send in
        send(.numberFactResponse(.failure(AppError(error))))
      }
    case .numberFactResponse(.success(let fact)):
      state.isNumberFactRequestInFlight = false
      state.numberFact = fact
      return .none
    case .numberFactResponse(.failure):
      state.isNumberFactRequestInFlight = false
      return .none
    }
  }
}
