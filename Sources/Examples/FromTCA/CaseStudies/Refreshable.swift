import ErrorHandling
import Unidirectional

/// TCA's "Effects: refreshable" case study, rebuilt from its behaviour: a counter whose
/// screen, pulled down, fetches a fact about the count; the cancel button cancels the fetch.
///
/// A list's pull to refresh (SwiftUI's `.refreshable`, Apple platforms only) shows its
/// spinner until the task it awaits ends: `await store.send(.refresh).finish()`, which ends
/// when the fact has arrived or the fetch was cancelled.
struct Refreshable: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(Result<String, AppError>)
    case incrementButtonTapped
    case refresh
  }

  /// The fetch in flight.
  struct FactRequest: Hashable {}

  @Dependency(\.factClient) var factClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelButtonTapped:
      return .cancel(id: FactRequest())
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    case .factResponse(.success(let fact)):
      state.fact = fact
      return .none
    case .factResponse(.failure):
      return .none
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .refresh:
      state.fact = nil
      return .run { [count = state.count, factClient] send in
        send(.factResponse(.success(try await factClient.fetch(count))))
      } catch: { error, send in
        send(.factResponse(.failure(AppError(error))))
      }
      .cancellable(id: FactRequest())
    }
  }
}
