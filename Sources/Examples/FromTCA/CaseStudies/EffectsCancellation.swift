import ErrorHandling
import Unidirectional

/// TCA's "Effects: cancellation" case study, rebuilt from its behaviour: a stepper and a
/// button that asks for a fact about its value; the cancel button, or a new value, cancels
/// the request in flight, so a late answer never shows.
struct EffectsCancellation: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var currentFact: String?
    var isFactRequestInFlight = false
  }

  enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case stepperChanged(Int)
    case factButtonTapped
    case factResponse(Result<String, AppError>)
  }

  /// The request in flight.
  struct FactRequest: Hashable {}

  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelButtonTapped:
      state.isFactRequestInFlight = false
      return .cancel(id: FactRequest())
    case .stepperChanged(let value):
      state.count = value
      state.currentFact = nil
      state.isFactRequestInFlight = false
      return .cancel(id: FactRequest())
    case .factButtonTapped:
      state.currentFact = nil
      state.isFactRequestInFlight = true
      return .run { [count = state.count, factClient] send in
        send(.factResponse(.success(try await factClient.fetch(count))))
      } catch: { error, send in
        send(.factResponse(.failure(AppError(error))))
      }
      .cancellable(id: FactRequest())
    case .factResponse(.success(let fact)):
      state.isFactRequestInFlight = false
      state.currentFact = fact
      return .none
    case .factResponse(.failure):
      state.isFactRequestInFlight = false
      return .none
    }
  }
}
