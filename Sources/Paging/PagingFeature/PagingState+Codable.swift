import ErrorHandling
import LoadingStates
import Unidirectional

extension PagingState: Codable where Item: Codable, Item.ID: Codable, Cursor: Codable {
  /// Writes what the state shows, by the names its initializer takes, and its bookkeeping:
  /// the pages the rows came in, the requests in flight with their ids, and the cursor the
  /// latest reload jumped to (left out when it reloaded from the top).
  ///
  /// A recording that starts in the middle of a session starts from this state, and the
  /// answers it holds carry request ids, so the bookkeeping is written with the rows.
  ///
  /// ```text
  /// {"list":{"paging":{"value":[{"id":1,"text":"Hi"},{"id":2,"text":"Ho"}]}},
  ///  "pages":[{"count":2,"nextCursor":"c2"}],"nextPage":{"cursor":{"cursor":"c2"}},
  ///  "top":{"end":{}},"pendingEdits":[],"changes":{"revision":0,"inserted":[],…},
  ///  "requests":{"inFlight":{"id":1,"request":{"cursor":"c2","pageSize":2,"kind":"append"}},"nextID":2},
  ///  "previousRequests":{"nextID":0}}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try CodedPagingState(self).encode(to: encoder)
  }

  /// Reads a state written by ``encode(to:)``.
  ///
  /// A state whose bookkeeping disagrees with what it shows, such as a list paging with no
  /// request out, or pages that do not add up to the rows, is a `DecodingError` that names
  /// the disagreement, as ``PagingFeature/bookkeepingViolation(in:)`` does: the feature
  /// would otherwise wait for an answer that never comes. A window's page limit is the
  /// feature's, so it is not checked here.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let coded = try CodedPagingState<Item, Cursor>(from: decoder)
    self.init(
      list: coded.list, nextPage: coded.nextPage, top: coded.top, pendingEdits: coded.pendingEdits,
      changes: coded.changes, requests: coded.requests, previousRequests: coded.previousRequests)
    _pagedList._pages = coded.pages
    _jumpCursor = coded.jumpCursor
    if let violation = bookkeepingViolation(under: PagedListOptions()) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "The paging state's bookkeeping disagrees with its list: \(violation)."))
    }
  }
}

/// ``PagingState`` as it is written: what it shows by its public names, and its
/// bookkeeping, so Swift synthesizes its `Codable`.
private struct CodedPagingState<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>: Codable
where Item: Codable, Item.ID: Codable & Sendable, Cursor: Codable {
  var list: PagingDataState<IdentifiedArray<Item>, AppError>
  var pages: [PageSpan<Cursor>]
  var nextPage: PageLink<Cursor>
  var top: PageEdge<Cursor>
  var pendingEdits: IdentifiedArray<ItemEdit<Item>>
  var changes: ListChanges<Item.ID>
  var requests: RequestLedger<PageRequest<Cursor>>
  var previousRequests: RequestLedger<PageRequest<Cursor>>
  var jumpCursor: Cursor?

  /// The coded copy of `state`.
  init(_ state: PagingState<Item, Cursor>) {
    list = state.list
    pages = state.pages
    nextPage = state.nextPage
    top = state.top
    pendingEdits = state.pendingEdits
    changes = state.changes
    requests = state.requests
    previousRequests = state.previousRequests
    jumpCursor = state.jumpCursor
  }
}
