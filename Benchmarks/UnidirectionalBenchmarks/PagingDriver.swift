import LoadingStates
import Paging
import Unidirectional

/// A `Store` running `PagingFeature` over ``Item``s, whose page requests the benchmark
/// answers itself.
///
/// Each ``request(page:items:isLast:)`` sends `appear` (the first time) or `reachBottom`
/// and returns the `responseReceived` answer for the request now in flight, carrying its id
/// as the request's effect would have. The feature's `fetch` is never needed, so its
/// effects are dropped rather than run: each would start a task whose call to the
/// nonisolated `fetch` leaves the main actor and comes back on a later turn of the main
/// queue, and thousands of such thread hops between the timed appends put the scheduler
/// into the figures (the paging ratio ranged from 0.9 to 1.9 between runs), while the
/// memory probe would count the threads' stacks and allocator arenas as the store's. The
/// answer itself returns no effect either way. The driver reads the state with
/// `withState`, which observes nothing: read through `state`, the store would count the
/// driver as a view and tell it of every append, a cost the contenders that observe the
/// list measure on their own.
@MainActor
struct PagingDriver {
  typealias Feature = PagingFeature<Item, Int>

  let store: Store<Feature.State, Feature.Action>

  /// Creates the store; `maxPages` and `recordsChanges` are passed to the feature as they are.
  init(pageSize: Int, maxPages: Int? = nil, recordsChanges: Bool = false) {
    let feature = Feature(
      pageSize: pageSize, maxPages: maxPages, recordsChanges: recordsChanges
    ) { _ in preconditionFailure("the benchmark answers") }
    let withoutEffects = Reduce<Feature.State, Feature.Action> { state, action in
      _ = feature.reduce(into: &state, action: action)
      return .none
    }
    store = Store(initialState: Feature.State(), reducer: withoutEffects)
  }

  /// Asks for page `page` and returns the answer that delivers `items`.
  ///
  /// - Parameters:
  ///   - page: The page's index; page 0 is the first load.
  ///   - items: The page's items.
  ///   - isLast: Whether the answer ends the list.
  /// - Returns: The `responseReceived` action to send.
  func request(page: Int, items: [Item], isLast: Bool) -> Feature.Action {
    store.send(page == 0 ? .appear : .reachBottom)
    guard let request = store.withState(\.requests.inFlight) else {
      preconditionFailure("page \(page) was not requested")
    }
    return .responseReceived(
      requestID: request.id,
      result: .success(Page(items: items, nextCursor: isLast ? nil : page + 1))
    )
  }

  /// Whether the list ends with `count` items, the last with id `count - 1`, and nothing in
  /// flight.
  func holdsEveryPage(count: Int) -> Bool {
    let state = store.withState { $0 }
    return state.items.count == count && state.items.last?.id == count - 1
      && state.nextPage == .end && state.requests.inFlight == nil && !state.list.isLoading
  }

  /// Whether the list holds exactly the items with ids `ids`, in order, and nothing is in
  /// flight.
  func holdsRows(_ ids: Range<Int>) -> Bool {
    let state = store.withState { $0 }
    return state.items.count == ids.count && state.items.first?.id == ids.first
      && state.items.last?.id == ids.last && state.requests.inFlight == nil && !state.list.isLoading
  }

  /// Whether, after `pages` pages of `pageSize`, the list holds exactly the last `maxPages`
  /// of them, with that many page records whose counts sum to the rows.
  func holdsWindow(maxPages: Int, pageSize: Int, after pages: Int) -> Bool {
    let spans = store.withState(\.pages)
    return spans.count == maxPages && spans.reduce(0) { $0 + $1.count } == maxPages * pageSize
      && holdsRows((pages - maxPages) * pageSize..<pages * pageSize)
  }
}
