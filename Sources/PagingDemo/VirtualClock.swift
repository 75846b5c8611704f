import Unidirectional

/// A clock whose sleeps end at once: sleeping moves its time forward to the deadline.
///
/// The demo waits for its simulated network latency on an injected `any Clock<Duration>`.
/// With this clock a scripted run takes milliseconds and still reports how long the
/// requests "took"; `--realtime` swaps in a `ContinuousClock` to watch at human speed.
/// Nothing is polled: a sleep advances ``now`` and returns after a single `Task.yield()`.
///
/// ```swift
/// let clock = VirtualClock()
/// try await clock.sleep(for: .milliseconds(450))
/// print(clock.now.offset)   // 0.45 seconds, reached instantly
/// ```
///
/// Several sleepers at once each move time to their own deadline, never backwards; the
/// demo sends one request at a time, so its timeline is exact.
final class VirtualClock: Clock, Sendable {
  /// A point in the clock's virtual time.
  struct Instant: InstantProtocol, Hashable, Sendable {
    /// The virtual time since the clock was created.
    let offset: Duration

    /// Creates an instant `offset` after the clock's start.
    init(offset: Duration = .zero) {
      self.offset = offset
    }

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let current = LockedState(Instant())

  /// Creates a clock at virtual time zero.
  init() {}

  /// The current virtual time; it moves only when something sleeps.
  var now: Instant { current.withLock { $0 } }

  /// Zero: virtual time has no granularity.
  var minimumResolution: Duration { .zero }

  /// Moves time forward to `deadline` (if it is later than now), yields once, and returns.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to.
  ///   - tolerance: Ignored: virtual time is exact.
  /// - Throws: `CancellationError` if the task is cancelled before or during the yield.
  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    await Task.yield()
    try Task.checkCancellation()
  }
}
