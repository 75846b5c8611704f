import ErrorHandling
import LoadingStates
import Paging

/// What a user of the paged list sees, and what the server is asked for: the terms in which
/// the walk compares the store with the reference model.
struct PagingObservation: Equatable, CustomStringConvertible {
  /// The phase's name, with the error's case name where one shows: `pagingFailure(network)`.
  var phase: String
  var shownIDs: [Int]
  var endReached: Bool
  /// The request the list waits for: `first page`, `page after 2`.
  var inFlight: String?
  /// The requests the server still works on for the app, oldest first.
  var requestsAtTheServer: [String]

  /// What the store shows, and what its server works on.
  init(_ state: Feed.State, server: ScriptedPageServer) {
    let name = state.list.phase.rawValue
    phase = state.list.error.map { "\(name)(\($0.caseName))" } ?? name
    shownIDs = state.items.map(\.id)
    endReached = state.nextPage == .end
    inFlight = state.requests.inFlight.map { Self.request(after: $0.request.cursor) }
    requestsAtTheServer = server.requestsTheAppWaitsFor.map { Self.request(after: $0.cursor) }
  }

  /// What the model says the user should see, and the server should work on.
  init(_ model: PagingReferenceModel) {
    phase = model.error.map { "\(model.phase.rawValue)(\($0))" } ?? model.phase.rawValue
    shownIDs = model.shownIDs
    endReached = model.endReached
    inFlight = model.inFlight.map { Self.request(after: $0.cursor) }
    requestsAtTheServer = inFlight.map { [$0] } ?? []
  }

  /// `paging · shows [0, 1, 2] · more pages · waits for page after 1 · server: page after 1`.
  var description: String {
    [
      phase,
      "shows \(shownIDs)",
      endReached ? "end reached" : "more pages",
      "waits for \(inFlight ?? "nothing")",
      "server: \(requestsAtTheServer.isEmpty ? "nothing" : requestsAtTheServer.joined(separator: ", "))",
    ].joined(separator: " · ")
  }

  private static func request(after cursor: Int?) -> String {
    cursor.map { "page after \($0)" } ?? "first page"
  }
}
