import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional

/// The feature checks its own bookkeeping: a state whose ledger disagrees with the list is
/// named as such, and a state built mid-load without its ledger takes every answer as stale.
struct PagingFeatureBookkeepingTests {
  let feed = Feed(pageSize: pageSize) { _ in page(1...3, next: nil) }

  @Test("Given states built by hand, when their bookkeeping is asked about, then a mismatch is named and a matching ledger passes")
  func aStateWhoseLedgerDisagreesWithItsListIsNamed() {
    let paging = Feed.State(list: .paging(posts(1...3)), nextPage: .cursor(3))
    var requests = RequestLedger<PageRequest<Int>>()
    requests.start(pageAfter(3))
    let pagingWithItsRequest = Feed.State(list: .paging(posts(1...3)), nextPage: .cursor(3), requests: requests)
    let shownWithARequestOut = Feed.State(list: .success(posts(1...3)), nextPage: .cursor(3), requests: requests)

    #expect(feed.bookkeepingViolation(in: paging) == "the list is paging with no request out")
    #expect(feed.bookkeepingViolation(in: pagingWithItsRequest) == nil)
    #expect(feed.bookkeepingViolation(in: shownWithARequestOut) == "the list is success with an append request out")
  }

  @Test("Given a state built mid-page without its ledger, when the page's answer comes, then it counts as stale and the list keeps waiting")
  func anAnswerToARequestTheStateNeverRecordedIsStale() {
    var state = Feed.State(list: .paging(posts(1...3)), nextPage: .cursor(3))

    _ = feed.reduce(into: &state, action: .responseReceived(requestID: 0, result: .success(page(4...6, next: nil))))

    #expect(state.list == .paging(posts(1...3)))
    #expect(
      feed.reasonForIgnoring(.responseReceived(requestID: 0, result: .failure(.network)), in: state)
        == "responseReceived ignored: stale response to superseded request #0")
  }
}
