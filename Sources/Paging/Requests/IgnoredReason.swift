/// Why a ready-made feature ignored an action; ``PagingFeature``, ``LoadFeature`` and
/// ``StreamFeature`` state one for every action they do not act on, and `logChanges`
/// prints it.
public enum IgnoredReason: Hashable, Sendable, CustomStringConvertible {
  /// The list already loaded (or is loading); appearing again does not refetch.
  case alreadyStarted
  /// A first-page request is already out.
  case alreadyLoading
  /// A page request is already out; never two at once.
  case alreadyPaging
  /// The last page has been loaded.
  case endOfList
  /// Nothing has loaded yet, so there is no next page to ask for.
  case nothingLoaded
  /// The list is not in a failed state.
  case nothingToRetry
  /// The item that appeared is within the prefetch distance of neither end (the next page's
  /// nor, when the list pages both ways, the previous page's), or is unknown.
  case notNearTheEnd
  /// The response answers a request that was superseded or cancelled.
  case staleResponse(requestID: Int)
  /// No request is in flight, so there is nothing to stop.
  case nothingInFlight
  /// A stream subscription is already running.
  case alreadySubscribed
  /// No stream subscription is running, so there is nothing to stop.
  case notSubscribed
  /// The stream ended (it finished or threw); only refresh or retry subscribes again.
  case streamEnded
  /// The event comes from a subscription that was stopped, replaced or already ended.
  case staleSubscription(id: Int)
  /// Nothing comes before the first row.
  case startOfList
  /// The page before the first row is already loading.
  case alreadyLoadingPrevious
  /// The page before the first row failed; `retryTop` loads it again.
  case previousPageFailed
  /// No listed row has the id the action names.
  case unknownItem
  /// A row with the inserted item's id is already listed.
  case alreadyListed
  /// The position an insert names is outside the list of `count` rows.
  case positionOutOfRange(Int, count: Int)
  /// No pending edit has the id the action names.
  case noPendingEdit

  public var description: String {
    switch self {
    case .alreadyStarted: "already loaded or loading"
    case .alreadyLoading: "a load is already in flight"
    case .alreadyPaging: "a page request is already in flight"
    case .endOfList: "end of list"
    case .nothingLoaded: "nothing loaded yet"
    case .nothingToRetry: "nothing failed"
    case .notNearTheEnd: "not within the prefetch distance of either end"
    case .staleResponse(let id): "stale response to superseded request #\(id)"
    case .nothingInFlight: "no request is in flight"
    case .alreadySubscribed: "a subscription is already running"
    case .notSubscribed: "no subscription is running"
    case .streamEnded: "the stream ended; refresh or retry subscribes again"
    case .staleSubscription(let id): "subscription #\(id) was stopped, replaced or already ended"
    case .startOfList: "start of list"
    case .alreadyLoadingPrevious: "the page before the first row is already in flight"
    case .previousPageFailed: "the page before the first row failed; retryTop loads it again"
    case .unknownItem: "no listed row has that id"
    case .alreadyListed: "a row with that id is already listed"
    case .positionOutOfRange(let position, let count):
      "position \(position) is outside the \(count) rows (0...\(count) can be inserted at)"
    case .noPendingEdit: "no pending edit has that id"
    }
  }
}

extension IgnoredReason {
  /// The log line for an action ignored for this reason: `"refresh ignored: …"`, and, when
  /// the action joined the request in flight, that its task follows that request.
  @usableFromInline
  func sentence(for actionName: String, joinsTheLoad: Bool) -> String {
    let sentence = "\(actionName) ignored: \(self)"
    return joinsTheLoad ? sentence + " (its task follows that load)" : sentence
  }
}
