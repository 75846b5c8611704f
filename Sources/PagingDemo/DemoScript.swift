import LoadingStates
import Paging
import Unidirectional

/// The scripted walk: drives the store through all nine loading states, edits two rows,
/// loads upwards to the start of the list and down to its end, and reports what happened.
///
/// The walk is a loop around a pure planner, ``nextMove(in:progress:)``, which looks at the
/// settled state and what has been seen so far and picks the next action, and whether the
/// feed should fail the request it starts. With no random failures, opened in the middle,
/// the walk is always:
///
/// ```text
/// appear (fails)      idle → initialLoading → loadingFailure
/// retry               → retryLoading → success
/// reachBottom (fails) → paging → pagingFailure
/// retry               → paging → success
/// refresh (fails)     → reLoading → reLoadingFailure   (banner)
/// refresh             → reLoading → success
/// edit update (pending), editSettled     like the top row
/// edit remove         delete the last row
/// reachTop (fails)    top: loading → failed             (error row at the top)
/// retryTop            top: loading → the page above
/// reachTop …          until the start of the list
/// reachBottom …       → paging → success, until the end of the list
/// reachBottom         ignored: end of list
/// ```
///
/// Opened at the top (`--start-at 1`), the walk has nothing to load upwards and skips the
/// `reachTop` steps. `--failure-rate` adds random failures on top; the planner answers each
/// failure with a retry or a refresh, gives up after ``maxFailuresInARow`` failures in a row,
/// and never takes more than ``maxMoves(pageCount:)`` actions, so the walk always ends.
@MainActor
struct DemoScript {
  /// What the planner decides.
  enum Move: Equatable {
    /// Send `action`; first tell the feed to fail the next request if `failing`.
    case send(FeedFeature.Action, failing: Bool)
    /// End the walk.
    case stop(DemoSummary.Ending)
  }

  /// What the planner knows besides the state.
  struct Progress: Hashable, Sendable {
    /// The states entered so far.
    var visited: Set<LoadPhase> = [.idle]
    /// Failures in a row that the script did not ask for.
    var failuresInARow = 0
    /// Whether `reachBottom` was already sent at the end of the list.
    var sawEndOfList = false
    /// Whether loading the page above the first row failed once; the walk fails the first
    /// try on purpose, so the error row at the top shows.
    var topFailed = false
    /// Whether the walk liked the top row.
    var liked = false
    /// Whether the walk deleted a row.
    var deleted = false
    /// Actions sent so far.
    var moves = 0
    /// The most actions the walk may send.
    var moveLimit = Int.max

    /// Notes an action about to be sent in `state`.
    mutating func willSend(_ action: FeedFeature.Action, in state: FeedFeature.State) {
      switch action {
      case .reachBottom where state.nextPage == .end: sawEndOfList = true
      case .edit(.update, _): liked = true
      case .edit(.remove, _): deleted = true
      default: break
      }
      moves += 1
    }

    /// Notes where the action's effects settled: the phases seen so far, and whether a
    /// failure the script did not ask for extends a run of them.
    mutating func didSettle(in state: FeedFeature.State, visited: Set<LoadPhase>, failing: Bool) {
      self.visited = visited
      let topError = state.top.error != nil
      if topError { topFailed = true }
      if !state.list.phase.hasError && !topError {
        failuresInARow = 0
      } else if !failing {
        failuresInARow += 1
      }
    }
  }

  /// How many unrequested failures in a row the walk retries before it gives up.
  static let maxFailuresInARow = 5

  /// The options the run uses.
  let options: DemoOptions

  /// The clock the feed's latency waits on.
  let clock: any Clock<Duration>

  /// Receives each piece of output: a screen or a JSON line, then the summary.
  let emit: @MainActor (String) -> Void

  /// Walks the list, printing every state through `emit`, then the summary, and writes the
  /// recording when `--record` asks for one.
  ///
  /// - Returns: The summary it printed.
  /// - Throws: ``DemoFileError`` when the recording cannot be written.
  @discardableResult
  func run() async throws(DemoFileError) -> DemoSummary {
    let json = options.json
    if !json {
      emit(introduction)
    }
    let session = DemoSession(options: options, clock: clock, log: .printing(json: json, to: emit))
    let pageCount = (session.feed.items.count + options.pageSize - 1) / options.pageSize
    var progress = Progress(moveLimit: Self.maxMoves(pageCount: pageCount))
    var ending: DemoSummary.Ending
    walk: while true {
      switch Self.nextMove(in: session.store.state, progress: progress) {
      case .stop(let reason):
        ending = reason
        break walk
      case .send(let action, let failing):
        progress.willSend(action, in: session.store.state)
        session.feed.failsNextRequest = failing
        await session.store.send(action).finish()
        progress.didSettle(
          in: session.store.state, visited: session.log.visitedPhases, failing: failing
        )
      }
    }
    let summary = session.summary(ending: ending)
    emit(json ? JSONStateLine.line(encoding: summary) : "\n" + summary.text)
    try session.saveRecording()
    return summary
  }

  private var introduction: String {
    let clockName = options.realtime ? "real time" : "immediate clock"
    return "paging-demo · seed \(options.seed) · \(options.pageSize) posts per page · "
      + "failure rate \(options.failureRate) · \(clockName)"
  }

  /// The most actions a walk over `pageCount` pages takes before it stops regardless.
  static func maxMoves(pageCount: Int) -> Int {
    4 * pageCount + 40
  }

  /// The next action of the walk, decided from the settled state alone.
  ///
  /// - Parameters:
  ///   - state: The store's state after the previous action's effects finished.
  ///   - progress: What the walk has seen so far.
  /// - Returns: The action to send and whether its request should fail, or why to stop.
  static func nextMove(in state: FeedFeature.State, progress: Progress) -> Move {
    if progress.failuresInARow > maxFailuresInARow {
      return .stop(.gaveUp(failuresInARow: progress.failuresInARow))
    }
    if progress.moves >= progress.moveLimit {
      return .stop(.stepLimit(actions: progress.moves))
    }
    let canPage = if case .cursor = state.nextPage { true } else { false }
    switch state.list.phase {
    case .idle:
      return .send(.appear, failing: !progress.visited.contains(.loadingFailure))
    case .loadingFailure, .pagingFailure:
      return .send(.retry, failing: false)
    case .reLoadingFailure:
      return .send(.refresh, failing: false)
    case .success where !progress.visited.contains(.pagingFailure):
      // Page once and fail; without a next page, refresh to get one.
      return canPage ? .send(.reachBottom, failing: true) : .send(.refresh, failing: false)
    case .success where !progress.visited.contains(.reLoadingFailure):
      return .send(.refresh, failing: true)
    case .success:
      return moveAfterTheNineStates(in: state, progress: progress, canPage: canPage)
    case .initialLoading, .retryLoading, .reLoading, .paging:
      return .stop(.unexpected(state.list.phase))
    }
  }

  /// Once the nine states are seen: retry a failed top, like the top row and settle the
  /// like, delete the last row not liked, load upwards to the start, then down to the end.
  private static func moveAfterTheNineStates(
    in state: FeedFeature.State,
    progress: Progress,
    canPage: Bool
  ) -> Move {
    if state.top.error != nil {
      return .send(.retryTop, failing: false)
    }
    if let top = state.items.first, !progress.liked {
      return .send(.edit(.update(top.togglingLike()), pending: true), failing: false)
    }
    if let pending = state.pendingEdits.first {
      return .send(.editSettled(pending.id), failing: false)
    }
    // The last row: a page loaded upwards never brings it back, as it might a row near
    // the top when the page above overlaps the first (a start less than a page down).
    if let unliked = state.items.last(where: { !$0.liked }), !progress.deleted {
      return .send(.edit(.remove(unliked.id)), failing: false)
    }
    if case .available = state.top {
      return .send(.reachTop, failing: !progress.topFailed)
    }
    if canPage || !progress.sawEndOfList {
      return .send(.reachBottom, failing: false)
    }
    return .stop(.endOfList)
  }
}
