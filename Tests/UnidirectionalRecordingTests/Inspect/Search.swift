import Unidirectional

/// A search box: typing starts a search, cancellable by a new one or by `.cancel`, which
/// answers with `.loaded`.
struct Search: Reducer {
  struct State: Equatable, Codable {
    var query = ""
    var results: [String] = []
    var isLoading = false
  }

  enum Action: Equatable, Codable {
    case typed(String)
    case loaded([String])
    case cancel
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let query):
      state.query = query
      state.isLoading = true
      return .run { send in send(.loaded([query])) }.cancellable(id: "search", cancelInFlight: true)
    case .loaded(let results):
      state.results = results
      state.isLoading = false
      return .none
    case .cancel:
      state.isLoading = false
      return .cancel(id: "search")
    }
  }
}
