import ErrorHandling
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

typealias PagingExplorer = StateSpaceExplorer<Feed.State, Feed.Action, InFlightRequest<PageRequest<Int>>>

/// The feed the explorer's server holds: three pages of three posts, cursors 3 and 6.
func serverPage(after cursor: Int?) -> Page<Post, Int> {
  let start = cursor ?? 0
  return page((start + 1)...(start + 3), next: start < 6 ? start + 3 : nil)
}

/// Article 000's promise, which every case after the first value keeps: once a value
/// arrived, no event takes the screen back to a state without it.
let valueStaysRule = "once a value arrived, no event takes the screen back to a state without it"

/// The feature as the exploration runs it; `fetch` is never called, the oracle answers.
func exploredFeed(_ refreshWhilePaging: RefreshWhilePaging = .cancelsThePage) -> Feed {
  Feed(pageSize: pageSize, prefetchDistance: 1, refreshWhilePaging: refreshWhilePaging) { _ in
    throw CancellationError()
  }
}

/// What a user can do on the list: every action, with a row far from and one at the end.
func userActions(on state: Feed.State) -> [Feed.Action] {
  var actions: [Feed.Action] = [.appear, .disappear, .refresh, .reachBottom, .retry]
  if let first = state.items.first, let last = state.items.last {
    actions += [.itemAppeared(first.id), .itemAppeared(last.id)]
  }
  return actions
}

/// What the server can answer a request with: its page, a network failure, a cancellation
/// the client reports, and, for a next page, a page that names its own cursor as the next.
func serverAnswers(to flight: ExplorerFlight<InFlightRequest<PageRequest<Int>>>, in _: Feed.State) -> [Feed.Action] {
  let request = flight.request
  var results: [Result<Page<Post, Int>, AppError>] = [
    .success(serverPage(after: request.request.cursor)), .failure(.network), .failure(.cancelled),
  ]
  if let cursor = request.request.cursor {
    results.append(.success(page((cursor + 1)...(cursor + 3), next: cursor)))
  }
  return results.map { .responseReceived(requestID: request.id, result: $0) }
}

/// A paged list's state with its request ids counted back from the newest, and each running
/// task told only whether it answers the request the state waits for, so that lists that
/// differ only in how many requests came before count as one. Ids only ever grow, so a task
/// that does not answer the awaited request never will: how old it is changes nothing.
struct PagingShape: Hashable {
  let list: PagingDataState<IdentifiedArray<Post>, AppError>
  let nextPage: PageLink<Int>
  let inFlight: RelativeRequest?
  let flights: [RelativeFlight]

  struct RelativeRequest: Hashable {
    let age: Int
    let request: PageRequest<Int>
  }

  struct RelativeFlight: Hashable {
    let request: PageRequest<Int>
    let isAwaited: Bool
    let isCancelled: Bool
  }

  init(_ explored: PagingExplorer.Explored) {
    let newest = explored.state.requests.nextID
    func relative(_ request: InFlightRequest<PageRequest<Int>>) -> RelativeRequest {
      RelativeRequest(age: newest - request.id, request: request.request)
    }
    list = explored.state.list
    nextPage = explored.state.nextPage
    inFlight = explored.state.requests.inFlight.map(relative)
    flights = explored.flights.map {
      RelativeFlight(
        request: $0.request.request, isAwaited: $0.request.id == explored.state.requests.inFlight?.id,
        isCancelled: $0.isCancelled)
    }
  }
}

extension PagingExplorer {
  /// The explorer of a paged list's feature, with the paging rules as invariants; `policy`
  /// explains the ignored actions. States count as one when their ``PagingShape`` is the
  /// same, or, when `concrete`, only when they are equal and their request ledgers too (states
  /// compare what they show, not their bookkeeping).
  static func paging(
    _ feature: some Reducer<Feed.State, Feed.Action>, explainedBy policy: Feed = exploredFeed(),
    concrete: Bool = false
  ) -> Self {
    PagingExplorer(
      feature, initialState: Feed.State(), userActions: userActions(on:),
      request: \.requests.inFlight, answers: serverAnswers(to:in:),
      abstraction: { concrete ? AnyHashable([AnyHashable($0), AnyHashable($0.state.requests)]) : AnyHashable(PagingShape($0)) }
    )
    .invariant("never two requests in flight") { $0.requestsInFlight.count <= 1 }
    .invariant("the request the state waits for is the one running") {
      $0.state.requests.inFlight == $0.requestsInFlight.first
    }
    .invariant("every state that shows an error or data holds it") { explored in
      let list = explored.state.list
      return (list.error != nil) == list.phase.hasError && (list.value != nil) == list.phase.holdsValue
    }
    .invariant("the accessors agree with the case") { explored in
      let list = explored.state.list
      return list.isLoading == list.phase.isLoading && list.isFailure == list.phase.isFailure
        && (list.failure != nil) == list.phase.isFailure && list.isPaging == (list.phase == .paging)
        && list.isPagingFailure == (list.phase == .pagingFailure)
    }
    .transitionInvariant(valueStaysRule) { $0.before.state.list.value == nil || $0.after.state.list.value != nil }
    .transitionInvariant("items shown never vanish except through a successful refresh") {
      $0.keepsItsItems || $0.isSuccessfulReload
    }
    .transitionInvariant("no stale or cancelled response changes state") {
      !$0.isStaleAnswer || $0.after.state == $0.before.state
    }
    .transitionInvariant("no request after the end of the list") { transition in
      transition.startedRequests.allSatisfy { started in
        started.request.isFirstPage || transition.before.state.nextPage == .cursor(started.request.cursor!)
      }
    }
    .transitionInvariant("every ignored action has a reason, and only those") { transition in
      transition.changedNothing
        == (policy.reasonForIgnoring(transition.action, in: transition.before.state) != nil)
    }
  }
}

extension PagingExplorer.Transition {
  var keepsItsItems: Bool {
    before.state.items.allSatisfy { after.state.items.index(id: $0.id) != nil }
  }

  var isSuccessfulReload: Bool {
    guard case .answer(let request) = cause, request.request.isFirstPage,
      case .responseReceived(_, .success) = action
    else { return false }
    return true
  }

  /// A response to a request that is not the one the state waits for, or a late answer.
  var isStaleAnswer: Bool {
    if case .lateAnswer = cause { return true }
    guard case .responseReceived(let id, _) = action else { return false }
    return id != before.state.requests.inFlight?.id
  }
}

/// An action as an arrow names it: a response by what it brought, anything else by its case.
func arrowName(of action: Feed.Action) -> String {
  switch action {
  case .responseReceived(_, .success): "page"
  case .responseReceived(_, .failure(.cancelled)): "cancelled"
  case .responseReceived(_, .failure): "failure"
  default: enumCaseName(of: action)
  }
}
