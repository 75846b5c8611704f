import ErrorHandling
import LoadingStates
@testable import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// A copy of the paging feature with one bug planted: a failed refresh shows the error
/// screen, dropping the rows it had, where article 000 keeps them (`reLoadingFailure`).
struct FailedRefreshDropsTheRows: Reducer {
  let feed: Feed

  func reduce(into state: inout Feed.State, action: Feed.Action) -> Effect<Feed.Action> {
    let wasReloading = state.list.phase == .reLoading
    let effect = feed.reduce(into: &state, action: action)
    if wasReloading, case .reLoadingFailure(_, let error) = state.list {
      state.list = .loadingFailure(error)
    }
    return effect
  }
}

@Suite("The paging explorer finds a value lost")
struct ValueLosingBugTests {
  @Test("Given a failed refresh that drops the rows, the explorer reports the value lost after the shortest trace")
  func aRefreshFailureThatDropsTheRowsIsCaught() throws {
    let buggy = FailedRefreshDropsTheRows(feed: exploredFeed())
    let violation = try #require(PagingExplorer.paging(buggy).explore(maxDepth: 12).violation)

    #expect(violation.invariant == valueStaysRule)
    #expect(violation.trace.map(\.action) == [
      .appear,
      .responseReceived(requestID: 0, result: .success(serverPage(after: nil))),
      .refresh,
      .responseReceived(requestID: 1, result: .failure(.network)),
    ])
  }
}
