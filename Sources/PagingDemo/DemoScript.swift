import LoadingStates
import Paging
import Unidirectional

/// The scripted walk: drives the store through all nine loading states, then pages to the
/// end of the list, and reports what happened.
///
/// The walk is a loop around a pure planner, ``nextMove(in:progress:)``, which looks at the
/// settled state and what has been seen so far and picks the next action, and whether the
/// feed should fail the request it starts. With no random failures the walk is always:
///
/// ```text
/// appear (fails)     idle → initialLoading → loadingFailure
/// retry              → retryLoading → success
/// reachBottom (fails) → paging → pagingFailure
/// retry              → paging → success
/// refresh (fails)    → reLoading → reLoadingFailure   (banner)
/// refresh            → reLoading → success
/// reachBottom …      → paging → success, until the end of the list
/// reachBottom        ignored: end of list
/// ```
///
/// `--failure-rate` adds random failures on top; the planner answers each failure with a
/// retry or a refresh, gives up after ``maxFailuresInARow`` failures in a row, and never
/// takes more than ``maxMoves(pageCount:)`` actions, so the walk always ends.
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
    /// Actions sent so far.
    var moves = 0
    /// The most actions the walk may send.
    var moveLimit = Int.max

    /// Notes an action about to be sent in `state`.
    mutating func willSend(_ action: FeedFeature.Action, in state: FeedFeature.State) {
      if case .reachBottom = action, state.nextPage == .endOfList { sawEndOfList = true }
      moves += 1
    }

    /// Notes where the action's effects settled: the phases seen so far, and whether a
    /// failure the script did not ask for extends a run of them.
    mutating func didSettle(in state: FeedFeature.State, visited: Set<LoadPhase>, failing: Bool) {
      self.visited = visited
      if !state.list.phase.hasError {
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

  /// Walks the list, printing every state through `emit`, then the summary.
  ///
  /// - Returns: The summary it printed.
  @discardableResult
  func run() async -> DemoSummary {
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
    case .success where canPage || !progress.sawEndOfList:
      return .send(.reachBottom, failing: false)
    case .success:
      return .stop(.endOfList)
    case .initialLoading, .retryLoading, .reLoading, .paging:
      return .stop(.unexpected(state.list.phase))
    }
  }
}
