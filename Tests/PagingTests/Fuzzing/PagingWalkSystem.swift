import Paging
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A real `Store` running `PagingFeature` against the scripted server, side by side with
/// the reference model: the system the paging walk drives.
///
/// After every step the system waits until the effects have settled, then compares. No
/// sleeps and no polling: each wait is resumed by the event it waits for.
/// - A user action that starts requests: the store's in-flight effect count says how many
///   effects it started, and ``ScriptedPageServer/waitForRequests(_:)`` resumes when that many
///   requests have parked at the server.
/// - A request the app cancelled, or one the clock made due: the server resumes it, and the
///   system awaits the ``StoreTask`` of the action that started it, which finishes once the
///   answer was reduced (or dropped, for a cancelled request).
///
/// `TestClock.advance(by:)` alone would not do: it waits for woken effects only under a test
/// store, and with a real store resumes every due sleeper at once, so two answers could
/// reach the store in either order. The clock here keeps the walk's time; the system moves
/// it to each due answer in turn.
@MainActor
final class PagingWalkSystem {
  static let prefetchDistance = 2

  private let clock = TestClock()
  private var server: ScriptedPageServer
  private var store: Store<Feed.State, Feed.Action>
  private var model: PagingReferenceModel
  /// The rows of the model's table the walk has followed.
  private(set) var rowsFollowed: Set<PagingReferenceModel.Row> = []
  private var effectsOfCall: [Int: StoreTask] = [:]
  private let makeStore: (ScriptedPageServer) -> Store<Feed.State, Feed.Action>
  private let makeModel: () -> PagingReferenceModel

  /// A system whose store runs the feature `feature` builds around the server's `fetch`,
  /// beside a model that follows `table`.
  init<Feature: Reducer<Feed.State, Feed.Action>>(
    table: [PagingReferenceModel.Row] = PagingReferenceModel.table,
    feature: @escaping (ScriptedPageServer) -> Feature
  ) {
    makeStore = { server in Store(initialState: Feed.State(), reducer: feature(server)) }
    makeModel = { PagingReferenceModel(prefetchDistance: Self.prefetchDistance, table: table) }
    server = ScriptedPageServer(clock: clock)
    store = makeStore(server)
    model = makeModel()
  }

  /// A system whose store runs `PagingFeature` as an app configures it, beside the model
  /// of that configuration.
  convenience init(refreshWhilePaging: RefreshWhilePaging = .cancelsThePage) {
    let table =
      refreshWhilePaging == .isIgnored
      ? PagingReferenceModel.tableWhereRefreshWaitsForThePage : PagingReferenceModel.table
    self.init(table: table) { server in
      Feed(
        pageSize: ScriptedPageServer.pageSize,
        prefetchDistance: Self.prefetchDistance,
        refreshWhilePaging: refreshWhilePaging
      ) { try await server.fetch($0) }
    }
  }

  /// Performs `step` on the store and on the model, waits for the effects to settle, and
  /// compares.
  ///
  /// - Returns: `nil` when the store shows what the model says, or the difference.
  func perform(_ step: PagingStep) async -> String? {
    switch step {
    case .advance(let milliseconds): await advance(by: .milliseconds(milliseconds))
    case .relaunch: await relaunch()
    default: await send(step)
    }
    return mismatch()
  }

  // MARK: - Steps

  private func send(_ step: PagingStep) async {
    server.replyToNextRequest(step.reply)
    let effectsBefore = store.inFlightEffectCount
    let callsBefore = server.arrivedCount
    let task = store.send(action(for: step))
    record(model.perform(step))
    let started = store.inFlightEffectCount - effectsBefore
    await server.waitForRequests(callsBefore + started)
    for call in callsBefore..<callsBefore + started { effectsOfCall[call] = task }
    server.replyToNextRequest(nil)
    for call in server.takeStoppedRequests() {
      await effectsOfCall.removeValue(forKey: call)?.finish()
    }
  }

  private func advance(by duration: Duration) async {
    let target = clock.now.advanced(by: duration)
    while let due = server.nextDueRequest(by: target) {
      await clock.advance(by: clock.now.duration(to: due.deadline))
      record(model.receive(server.answer(due.number), toCall: due.number))
      await effectsOfCall.removeValue(forKey: due.number)?.finish()
    }
    await clock.advance(by: clock.now.duration(to: target))
  }

  /// Replaces the store, its server and the model with fresh ones. Releasing the old store
  /// cancels its requests; the server answers those that ignore cancellation, and the old
  /// effects end before the walk goes on.
  private func relaunch() async {
    let oldServer = server
    let oldEffects = effectsOfCall.values
    server = ScriptedPageServer(clock: clock)
    store = makeStore(server)
    model = makeModel()
    effectsOfCall = [:]
    oldServer.answerEveryParkedRequest()
    for effect in oldEffects { await effect.finish() }
  }

  private func action(for step: PagingStep) -> Feed.Action {
    switch step {
    case .appear: .appear
    case .disappear: .disappear
    case .refresh: .refresh
    case .reachBottom: .reachBottom
    case .retry: .retry
    case .itemAppeared(let id, _): .itemAppeared(id)
    case .advance, .relaunch: preconditionFailure("\(step) is not an action of the feature")
    }
  }

  private func record(_ row: PagingReferenceModel.Row?) {
    if let row { rowsFollowed.insert(row) }
  }

  // MARK: - Comparing

  private func mismatch() -> String? {
    let expected = PagingObservation(model)
    let actual = PagingObservation(store.state, server: server)
    if expected != actual {
      return """
        the store left the model (− model, + store):
        − \(expected)
        + \(actual)
        """
    }
    let parked = server.parkedCount
    if store.inFlightEffectCount != parked {
      return "effects in flight: \(store.inFlightEffectCount); requests parked at the server: \(parked)"
    }
    return nil
  }
}

/// The paging walk: a fresh store, server and model for every replay.
@MainActor
func pagingWalk(
  refreshWhilePaging: RefreshWhilePaging = .cancelsThePage
) -> ModelBasedWalk<PagingWalkSystem, PagingStep> {
  ModelBasedWalk(
    replayedAs: refreshWhilePaging == .isIgnored
      ? "pagingWalk(refreshWhilePaging: .isIgnored)" : "pagingWalk()",
    makeSystem: { PagingWalkSystem(refreshWhilePaging: refreshWhilePaging) },
    perform: { system, step in await system.perform(step) },
    simplify: \.simplifications
  )
}
