import Unidirectional

/// The example feature of the test suite: a counter beside a debounced search whose results
/// come from an injected async dependency.
struct SearchFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var query = ""
    var results: [String] = []
    var isSearching = false
    var errorMessage: String?
  }

  enum Action: Equatable {
    case increment
    case queryChanged(String)
    case searchResponse(query: String, results: [String])
    case searchFailed(String)
  }

  enum CancelID { case search }

  struct SearchError: Error, Equatable {}

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
        state.isSearching = false
        state.results = []
        return .cancel(id: CancelID.search)
      }
      state.isSearching = true
      return searchEffect(query)
    case .searchResponse(_, let results):
      state.isSearching = false
      state.results = results
      return .none
    case .searchFailed(let message):
      state.isSearching = false
      state.errorMessage = message
      return .none
    }
  }

  private func searchEffect(_ query: String) -> Effect<Action> {
    let search = self.search
    return .run { send in
      send(.searchResponse(query: query, results: try await search(query)))
    } catch: { error, send in
      send(.searchFailed("Search for \(query) failed"))
    }
    .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  }
}
