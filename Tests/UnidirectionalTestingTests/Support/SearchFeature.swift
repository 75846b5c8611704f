import ErrorHandling
import LoadingStates
import Unidirectional

/// The example feature of the test suite: a counter beside a debounced search whose results
/// come from an injected async dependency. The results and their loading story are one
/// `DataState`, so "searching", "failed" and "results" can never disagree.
struct SearchFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var query = ""
    var results: DataState<[String], AppError> = .idle
  }

  enum Action: Equatable {
    case increment
    case queryChanged(String)
    case searchResponse(query: String, result: Result<[String], AppError>)
  }

  enum CancelID { case search }

  let search: @Sendable (String) async throws -> [String]
  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .queryChanged(let query):
      state.query = query
      guard !query.isEmpty else {
        state.results = .idle
        return .cancel(id: CancelID.search)
      }
      state.results.startLoading()
      return searchEffect(query)
    case .searchResponse(_, .success(let results)):
      state.results.succeed(results)
      return .none
    case .searchResponse(_, .failure(.cancelled)):
      state.results.cancelLoading()
      return .none
    case .searchResponse(_, .failure(let error)):
      state.results.fail(error)
      return .none
    }
  }

  private func searchEffect(_ query: String) -> Effect<Action> {
    let search = self.search
    return .run { send in
      send(.searchResponse(query: query, result: .success(try await search(query))))
    } catch: { error, send in
      send(.searchResponse(query: query, result: .failure(AppError(error))))
    }
    .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  }
}
