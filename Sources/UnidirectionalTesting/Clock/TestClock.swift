public import Unidirectional

/// A clock whose time moves only when the test says so.
///
/// Features take their clock as a dependency (`any Clock<Duration>`). In production that is
/// a `ContinuousClock`; in tests, a `TestClock` makes debounces, timeouts and simulated
/// latency deterministic and instant.
///
/// A feature that debounces a search:
///
/// ```swift
/// struct Search: Reducer {
///   let clock: any Clock<Duration>
///   // …
///   case .queryChanged(let query):
///     state.query = query
///     return .run { send in send(.searched(query)) }
///       .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
/// }
/// ```
///
/// And its test, which never waits for real time:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search.State(), reducer: Search(clock: clock))
/// await store.send(.queryChanged("swi")) { $0.query = "swi" }
/// await store.send(.queryChanged("swift")) { $0.query = "swift" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(.searched("swift"))
/// ```
///
/// When used by a test store's effects, ``advance(by:)`` resumes sleepers one at a time, in
/// deadline order, and waits until the effects it woke have run as far as they can, so the
/// actions they send are ready for ``TestStore/receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``.
public final class TestClock: Clock, Sendable {
  /// A point in the test clock's time, counted from its creation.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let quiescence: EffectQuiescence?
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private enum SleepOutcome { case cancelled, due, parked }

  private let timeline = LockedState(Timeline())
  private let settleTimeout: Duration

  /// Creates a clock at time zero.
  ///
  /// - Parameter settleTimeout: How long ``advance(by:)`` waits, in real time, for woken
  ///   effects to settle before moving on.
  public init(settleTimeout: Duration = .seconds(5)) {
    self.settleTimeout = settleTimeout
  }

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
    let quiescence = EffectQuiescence.current
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome = timeline.withLock { timeline -> SleepOutcome in
          if Task.isCancelled { return .cancelled }
          guard deadline > timeline.now else { return .due }
          timeline.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, quiescence: quiescence)
          )
          quiescence?.park()
          return .parked
        }
        switch outcome {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .parked: break
        }
      }
    } onCancel: {
      wake(sleeperWithID: id, throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached, in
  /// deadline order.
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration = .zero) async {
    let target = now.advanced(by: duration)
    while let sleeper = nextSleeper(dueBy: target) {
      sleeper.quiescence?.unpark()
      sleeper.continuation.resume()
      await sleeper.quiescence?.settle(timeout: settleTimeout)
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

  private func wake(sleeperWithID id: Int, throwing error: any Error) {
    let sleeper = timeline.withLock { timeline -> Sleeper? in
      guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
      return timeline.sleepers.remove(at: index)
    }
    guard let sleeper else { return }
    sleeper.quiescence?.unpark()
    sleeper.continuation.resume(throwing: error)
  }
}
