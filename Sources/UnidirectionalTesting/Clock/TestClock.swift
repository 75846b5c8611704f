public import Unidirectional

/// A clock whose time moves only when the test says so.
///
/// Features take their clock as a dependency (`any Clock<Duration>`). In production that is
/// a `ContinuousClock`; in tests, a `TestClock` makes debounces, timeouts and simulated
/// latency deterministic and instant.
///
/// A feature that debounces a search, and its test, which never waits for real time:
///
/// ```swift
/// struct Search: Reducer {
///   struct State: Equatable { var query = "" }
///   enum Action: Equatable { case queryChanged(String), searched(String) }
///
///   let clock: any Clock<Duration>
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .queryChanged(let query):
///       state.query = query
///       return .run { send in send(.searched(query)) }
///         .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
///     case .searched:
///       return .none
///     }
///   }
/// }
///
/// @Test @MainActor func searchWaitsForTheTypingToStop() async {
///   let clock = TestClock()
///   let store = TestStore(initialState: Search.State(), reducer: Search(clock: clock))
///   await store.send(.queryChanged("swi")) { $0.query = "swi" }
///   await store.send(.queryChanged("swift")) { $0.query = "swift" }
///   await clock.advance(by: .milliseconds(300))
///   await store.receive(.searched("swift"))
/// }
/// ```
///
/// When used by a test store's effects, a sleeper waits on a ``ParkedContinuation``, and
/// ``advance(by:)`` resumes sleepers one at a time, in deadline order, each time waiting
/// until the effects it woke have run as far as they can, so the actions they send are
/// ready for ``TestStore/receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``.
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time, counted from its creation.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    let deadline: Instant
    let continuation: ParkedContinuation<Void>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
  }

  private let timeline = LockedState(Timeline())

  /// Creates a clock at time zero.
  public init() {}

  /// The current virtual time; it moves only in `advance(by:)` and `run()`.
  public var now: Instant { timeline.withLock { $0.now } }

  /// Zero: virtual time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  /// Suspends until the test advances the clock to `deadline`.
  ///
  /// Under a test store, the sleeping effect counts as parked, so the store knows it waits
  /// for the test. Throws `CancellationError` if the task is cancelled first.
  ///
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored: virtual time is exact.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let onCancel: @Sendable (ParkedContinuation<Void>) -> Void = { continuation in
      self.forget(continuation)
      continuation.cancel()
    }
    try await withParkedContinuation(of: Void.self, onCancel: onCancel) { continuation in
      timeline.withLock { timeline in
        if Task.isCancelled { return .failure(CancellationError()) }
        guard deadline > timeline.now else { return .success(()) }
        timeline.sleepers.append(Sleeper(deadline: deadline, continuation: continuation))
        return nil
      }
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached, in
  /// deadline order.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration = .zero) async {
    let target = now.advanced(by: duration)
    while let sleeper = nextSleeper(dueBy: target) {
      await sleeper.continuation.resume(returning: ())
    }
    timeline.withLock { timeline in
      if timeline.now < target { timeline.now = target }
    }
  }

  /// Moves time forward until no task sleeps on the clock any more.
  ///
  /// Use it to let a feature's timed work run to completion, such as a demo's simulated
  /// latency. A sleeper that keeps scheduling new sleeps makes this run forever.
  public func run() async {
    while let deadline = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) {
      await advance(by: now.duration(to: deadline))
    }
  }

  private func nextSleeper(dueBy target: Instant) -> Sleeper? {
    timeline.withLock { timeline in
      guard
        let index = timeline.sleepers.indices
          .filter({ timeline.sleepers[$0].deadline <= target })
          .min(by: { timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline })
      else { return nil }
      let sleeper = timeline.sleepers.remove(at: index)
      timeline.now = max(timeline.now, sleeper.deadline)
      return sleeper
    }
  }

  /// Drops the sleeper waiting on `continuation`, whose task was cancelled.
  private func forget(_ continuation: ParkedContinuation<Void>) {
    timeline.withLock { timeline in
      timeline.sleepers.removeAll { $0.continuation === continuation }
    }
  }
}
