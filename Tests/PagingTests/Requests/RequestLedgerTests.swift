import Paging
import Testing

@Suite("A request ledger hands out ids in order and knows which answer is awaited")
struct RequestLedgerTests {
  @Test("Given a new ledger, when a request starts, then it is in flight with id 0 and the next id is 1")
  func startingHandsOutTheNextID() {
    var ledger = RequestLedger<PageRequest<Int>>()

    let id = ledger.start(PageRequest(cursor: nil, pageSize: 20))

    #expect(id == 0)
    #expect(ledger == RequestLedger(
      inFlight: InFlightRequest(id: 0, request: PageRequest(cursor: nil, pageSize: 20)), nextID: 1))
  }

  @Test("Given a request in flight, when another starts, then the newer one replaces it and only its answer is awaited")
  func aNewerRequestMakesTheOlderAnswerStale() {
    var ledger = RequestLedger<PageRequest<Int>>()
    ledger.start(PageRequest(cursor: nil, pageSize: 20))

    ledger.start(PageRequest(cursor: 3, pageSize: 20))

    #expect(ledger.request(answeredBy: 0) == nil)
    #expect(ledger.request(answeredBy: 1) == PageRequest(cursor: 3, pageSize: 20))
  }

  @Test("Given a request in flight, when it ends, then nothing is awaited and ids are not reused")
  func endingKeepsTheCount() {
    var ledger = RequestLedger<LoadRequest>()
    ledger.start(LoadRequest())

    ledger.end()

    #expect(!ledger.isWaiting)
    #expect(ledger.request(answeredBy: 0) == nil)
    #expect(ledger.start(LoadRequest()) == 1)
  }
}
