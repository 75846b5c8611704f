/// What a user of a paged list should see, by the paging policy as the articles state it,
/// written as a plain table and independent of `PagingFeature` and `PagingDataState`.
///
/// The model knows the list's phase (the nine case names), the ids on screen, whether the
/// last page arrived, the error shown, and the request the list waits for. A user action
/// or an answer becomes an ``Event``; the ``table`` says, for the phase the list is in,
/// which phase that event leads to and which request it starts. An event with no row in
/// the phase changes nothing. Which items show comes from the answers themselves.
struct PagingReferenceModel {
  /// The nine phases of a paged list, named as `LoadPhase` names them.
  enum Phase: String {
    case idle, initialLoading, reLoading, retryLoading, success, loadingFailure,
      reLoadingFailure, paging, pagingFailure
  }

  /// Something that happens to the list, as the table knows it.
  enum Event: Hashable {
    case appear, disappear, refresh, retry
    /// The user reached the bottom, or a row among the last few appeared, with a page to load.
    case wantsNextPage
    /// The answer to the request in flight is a page.
    case pageArrived
    /// The answer to a page request names the cursor it was asked with as the next one.
    case pageNamedItsOwnCursor
    /// The answer to the request in flight is a failure.
    case failed
    /// The source reported the request in flight as cancelled.
    case cancelledBySource
  }

  /// The request a row starts.
  enum Request: Hashable {
    /// Starts nothing: a request in flight goes on, unless the event was its answer.
    case none
    /// Cancels the request in flight.
    case cancel
    /// Asks for the first page, superseding any request in flight.
    case firstPage
    /// Asks for the page after the last one loaded.
    case nextPage
  }

  /// One line of the policy.
  struct Row: Hashable {
    let phase: Phase
    let event: Event
    let next: Phase
    let request: Request

    init(_ phase: Phase, _ event: Event, _ next: Phase, _ request: Request) {
      self.phase = phase
      self.event = event
      self.next = next
      self.request = request
    }
  }

  /// A request the list waits for: the number the server gives it, and what it asks for.
  struct InFlight: Hashable {
    let call: Int
    let cursor: Int?
  }

  /// The whole policy. Refresh wins over paging; loads start only where there is something
  /// to load; leaving the screen cancels and goes back to what was shown before; a
  /// cancellation is never a failure.
  static let table: [Row] = [
    //   phase              event                   next                request
    Row(.idle,             .appear,                .initialLoading,    .firstPage),
    Row(.idle,             .refresh,               .initialLoading,    .firstPage),

    Row(.initialLoading,   .disappear,             .idle,              .cancel),
    Row(.initialLoading,   .pageArrived,           .success,           .none),
    Row(.initialLoading,   .failed,                .loadingFailure,    .none),
    Row(.initialLoading,   .cancelledBySource,     .idle,              .none),

    Row(.reLoading,        .disappear,             .success,           .cancel),
    Row(.reLoading,        .pageArrived,           .success,           .none),
    Row(.reLoading,        .failed,                .reLoadingFailure,  .none),
    Row(.reLoading,        .cancelledBySource,     .success,           .none),

    Row(.retryLoading,     .disappear,             .loadingFailure,    .cancel),
    Row(.retryLoading,     .pageArrived,           .success,           .none),
    Row(.retryLoading,     .failed,                .loadingFailure,    .none),
    Row(.retryLoading,     .cancelledBySource,     .loadingFailure,    .none),

    Row(.success,          .refresh,               .reLoading,         .firstPage),
    Row(.success,          .wantsNextPage,         .paging,            .nextPage),

    Row(.loadingFailure,   .refresh,               .retryLoading,      .firstPage),
    Row(.loadingFailure,   .retry,                 .retryLoading,      .firstPage),

    Row(.reLoadingFailure, .refresh,               .reLoading,         .firstPage),
    Row(.reLoadingFailure, .retry,                 .reLoading,         .firstPage),
    Row(.reLoadingFailure, .wantsNextPage,         .paging,            .nextPage),

    Row(.paging,           .disappear,             .success,           .cancel),
    Row(.paging,           .refresh,               .reLoading,         .firstPage),
    Row(.paging,           .pageArrived,           .success,           .none),
    Row(.paging,           .pageNamedItsOwnCursor, .pagingFailure,     .none),
    Row(.paging,           .failed,                .pagingFailure,     .none),
    Row(.paging,           .cancelledBySource,     .success,           .none),

    Row(.pagingFailure,    .refresh,               .reLoading,         .firstPage),
    Row(.pagingFailure,    .retry,                 .paging,            .nextPage),
    Row(.pagingFailure,    .wantsNextPage,         .paging,            .nextPage),
  ]

  /// The policy of a feature built with `refreshWhilePaging: .isIgnored`, article 000's
  /// guard: the same table without the row where a refresh cancels the page in flight.
  static let tableWhereRefreshWaitsForThePage = table.filter {
    ($0.phase, $0.event) != (.paging, .refresh)
  }

  /// How close to the end an appearing row must be to load the next page.
  let prefetchDistance: Int
  private let rows: [Key: Row]

  private(set) var phase = Phase.idle
  private(set) var shownIDs: [Int] = []
  /// The cursor of the page after the last one loaded; `nil` before the first page and
  /// after the last.
  private(set) var nextCursor: Int?
  private(set) var endReached = false
  /// The case name of the error on screen.
  private(set) var error: String?
  private(set) var inFlight: InFlight?
  private var callsMade = 0

  private struct Key: Hashable {
    let phase: Phase
    let event: Event
  }

  /// A model of an idle list that follows `table`.
  init(prefetchDistance: Int, table: [Row] = Self.table) {
    self.prefetchDistance = prefetchDistance
    rows = Dictionary(table.map { (Key(phase: $0.phase, event: $0.event), $0) }) { first, _ in
      preconditionFailure("two rows for \(first.phase) on \(first.event)")
    }
  }

  // MARK: - Events

  /// The user does what `step` says; returns the row it followed, if any.
  @discardableResult
  mutating func perform(_ step: PagingStep) -> Row? {
    switch step {
    case .appear: apply(.appear)
    case .disappear: apply(.disappear)
    case .refresh: apply(.refresh)
    case .retry: apply(.retry)
    case .reachBottom: wantNextPage()
    case .itemAppeared(let id, _): isNearTheEnd(id) ? wantNextPage() : nil
    case .advance, .relaunch: nil
    }
  }

  /// The server answered request `call`; returns the row the answer followed, if any. An
  /// answer to a request the list no longer waits for changes nothing.
  @discardableResult
  mutating func receive(_ answer: PagingAnswer, toCall call: Int) -> Row? {
    guard let request = inFlight, request.call == call else { return nil }
    inFlight = nil
    switch answer {
    case .page(_, let next) where request.cursor != nil && next == request.cursor:
      return apply(.pageNamedItsOwnCursor)
    case .page(let ids, let next):
      show(ids, replacing: request.cursor == nil)
      nextCursor = next
      endReached = next == nil
      return apply(.pageArrived)
    case .failure:
      return apply(.failed)
    case .cancelledBySource:
      return apply(.cancelledBySource)
    }
  }

  private mutating func wantNextPage() -> Row? {
    nextCursor == nil ? nil : apply(.wantsNextPage)
  }

  private func isNearTheEnd(_ id: Int) -> Bool {
    guard let index = shownIDs.firstIndex(of: id) else { return false }
    return index >= shownIDs.count - prefetchDistance
  }

  /// Follows the row for `event` in the current phase, if there is one.
  private mutating func apply(_ event: Event) -> Row? {
    guard let row = rows[Key(phase: phase, event: event)] else { return nil }
    phase = row.next
    error = Self.phasesShowingAnError.contains(phase) ? Self.error(of: event) ?? error : nil
    switch row.request {
    case .none: break
    case .cancel: inFlight = nil
    case .firstPage: start(cursor: nil)
    case .nextPage: start(cursor: nextCursor)
    }
    return row
  }

  /// The phases whose screen shows an error: the failures, and a retry while it loads.
  private static let phasesShowingAnError: Set<Phase> = [
    .retryLoading, .loadingFailure, .reLoadingFailure, .pagingFailure,
  ]

  /// The case name of the error an event shows, if it brings one.
  private static func error(of event: Event) -> String? {
    switch event {
    case .failed: "network"
    case .pageNamedItsOwnCursor: "invalidData"
    default: nil
    }
  }

  private mutating func start(cursor: Int?) {
    inFlight = InFlight(call: callsMade, cursor: cursor)
    callsMade += 1
  }

  private mutating func show(_ ids: [Int], replacing: Bool) {
    if replacing { shownIDs = [] }
    for id in ids where !shownIDs.contains(id) {
      shownIDs.append(id)
    }
  }
}
