import ErrorHandling
import Unidirectional

/// The first screen of the navigation stack: a counter that asks for a fact about its count,
/// and closes itself.
struct ScreenA: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case dismissButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(Result<String, AppError>)
  }

  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
    case .dismissButtonTapped:
      return .dismiss()
    case .incrementButtonTapped:
      state.count += 1
    case .factButtonTapped:
      state.isLoading = true
      return .run { [count = state.count, factClient] send in
        send(.factResponse(.success(try await factClient.fetch(count))))
      } catch: { error, send in
        send(.factResponse(.failure(AppError(error))))
      }
    case .factResponse(let response):
      state.isLoading = false
      state.fact = try? response.get()
    }
    return .none
  }
}
