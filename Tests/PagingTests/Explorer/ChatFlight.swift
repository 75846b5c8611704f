import LoadingStates
import Paging
import Unidirectional

/// A task of the chat as the explorer follows it: the request, and the action that answers
/// it, which also says its direction.
struct ChatFlight: Hashable {
  enum Answer: Hashable {
    /// A first page, next page or refresh around a row: `responseReceived`.
    case page
    /// A refresh of every loaded page, started with `rows` rows on screen: `pagesReloaded`.
    case pages(rows: Int)
    /// The page before the first row: `previousPageReceived`.
    case previousPage
  }

  let answer: Answer
  let inFlight: InFlightRequest<PageRequest<Int>>

  var isTop: Bool { answer == .previousPage }
}
