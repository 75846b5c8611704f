public import ErrorHandling
public import LoadingStates
public import Unidirectional

/// What the paging feature does with an action, decided from the state alone.
@usableFromInline
enum PagingDecision<Item: Identifiable, Cursor> {
  case ignore(IgnoredReason)
  /// Ignored because the same work is already running: the action's task follows it.
  case join(IgnoredReason)
  case loadFirstPage
  case loadPage(Cursor)
  case settle(PageRequest<Cursor>, Result<Page<Item, Cursor>, AppError>)
  /// The screen went away: cancel the request in flight.
  case stop
}

extension PagingFeature {
  /// The feature's whole policy as a pure function: which action starts which request, and
  /// why the others are ignored.
  @inlinable
  func decide(_ action: Action, in state: State) -> PagingDecision<Item, Cursor> {
    switch action {
    case .appear:
      return state.list.phase == .idle ? .loadFirstPage : .ignore(.alreadyStarted)
    case .disappear:
      return state.requests.isWaiting ? .stop : .ignore(.nothingInFlight)
    case .refresh:
      if isLoadingFirstPage(state) { return .join(.alreadyLoading) }
      if state.list.isPaging, refreshWhilePaging == .isIgnored { return .join(.alreadyPaging) }
      return .loadFirstPage
    case .reachBottom:
      return nextPageDecision(in: state)
    case .itemAppeared(let id):
      guard let index = state.items.index(id: id), index >= state.items.count - prefetchDistance
      else { return .ignore(.notNearTheEnd) }
      return nextPageDecision(in: state)
    case .retry:
      return retryDecision(in: state)
    case .responseReceived(let requestID, let result):
      guard let request = state.requests.request(answeredBy: requestID) else {
        return .ignore(.staleResponse(requestID: requestID))
      }
      return .settle(request, result)
    }
  }

  @inlinable
  func isLoadingFirstPage(_ state: State) -> Bool {
    [.initialLoading, .reLoading, .retryLoading].contains(state.list.phase)
  }

  @inlinable
  func nextPageDecision(in state: State) -> PagingDecision<Item, Cursor> {
    switch state.list.phase {
    case .paging:
      return .ignore(.alreadyPaging)
    case .initialLoading, .reLoading, .retryLoading:
      return .ignore(.alreadyLoading)
    case .idle, .loadingFailure:
      return .ignore(.nothingLoaded)
    case .success, .pagingFailure, .reLoadingFailure:
      switch state.nextPage {
      case .cursor(let cursor): return .loadPage(cursor)
      case .endOfList: return .ignore(.endOfList)
      case .firstPage: return .ignore(.nothingLoaded)
      }
    }
  }

  @inlinable
  func retryDecision(in state: State) -> PagingDecision<Item, Cursor> {
    switch state.list.phase {
    case .loadingFailure, .reLoadingFailure:
      return .loadFirstPage
    case .pagingFailure:
      return nextPageDecision(in: state)
    default:
      return .ignore(.nothingToRetry)
    }
  }
}

extension PagingFeature {
  /// States why the feature ignores `action` in `state`, straight from its policy:
  /// `"reachBottom ignored: end of list"`.
  ///
  /// - Parameters:
  ///   - action: The action about to be reduced.
  ///   - state: The state before the action.
  /// - Returns: The reason, or `nil` when the action is acted on.
  public func reasonForIgnoring(_ action: Action, in state: State) -> String? {
    switch decide(action, in: state) {
    case .ignore(let reason): return reason.sentence(for: action.name, joinsTheLoad: false)
    case .join(let reason): return reason.sentence(for: action.name, joinsTheLoad: true)
    default: return nil
    }
  }
}

extension PagingFeature.Action {
  /// The action's case name, without its payload, as logs print it: `"reachBottom"`.
  public var name: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    case .refresh: "refresh"
    case .reachBottom: "reachBottom"
    case .retry: "retry"
    case .itemAppeared: "itemAppeared"
    case .responseReceived: "responseReceived"
    }
  }
}
