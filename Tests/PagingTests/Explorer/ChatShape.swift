import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

/// A chat's state as the two-way exploration tells states apart: request ids counted back
/// from each ledger's newest, each running task told only whether its direction waits for
/// it, and the change record left out. Ids only ever grow, and the record's revision only
/// counts, so two chats that differ only there go on the same way.
struct ChatShape: Hashable {
  let list: PagingDataState<IdentifiedArray<ChatMessage>, AppError>
  let nextPage: PageLink<Int>
  let top: PageEdge<Int>
  let pages: [PageSpan<Int>]
  let pendingEdits: [ItemEdit<ChatMessage>]
  let jumpCursor: Int?
  let awaitedBelow: RelativeRequest?
  let awaitedAbove: RelativeRequest?
  let flights: [RelativeFlight]

  struct RelativeRequest: Hashable {
    let age: Int
    let request: PageRequest<Int>

    init?(_ ledger: RequestLedger<PageRequest<Int>>) {
      guard let inFlight = ledger.inFlight else { return nil }
      age = ledger.nextID - inFlight.id
      request = inFlight.request
    }
  }

  struct RelativeFlight: Hashable {
    let answer: ChatFlight.Answer
    let request: PageRequest<Int>
    let isAwaited: Bool
    let isCancelled: Bool
  }

  init(_ explored: ChatExplorer.Explored) {
    let chat = explored.state.chat
    list = chat.list
    nextPage = chat.nextPage
    top = chat.top
    pages = chat.pages
    pendingEdits = chat.pendingEdits.elements
    jumpCursor = chat.jumpCursor
    awaitedBelow = RelativeRequest(chat.requests)
    awaitedAbove = RelativeRequest(chat.previousRequests)
    flights = explored.flights.map { flight in
      let ledger = flight.request.isTop ? chat.previousRequests : chat.requests
      return RelativeFlight(
        answer: flight.request.answer, request: flight.request.inFlight.request,
        isAwaited: ledger.inFlight == flight.request.inFlight, isCancelled: flight.isCancelled)
    }
  }
}
