/// A clock whose sleeps end at once: sleeping moves its time forward to the deadline and
/// returns.
///
/// Give it to a feature that waits on an injected `any Clock<Duration>` (a debounce, a
/// retry delay, a simulated latency) where the waiting itself is not what matters: a
/// preview, a scripted demo, a test that only checks what comes out. Time still adds up, so
/// ``now`` tells how long the waits "took". A test that must control *when* a sleep ends
/// uses the testing module's `TestClock` instead.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .milliseconds(450))
/// print(clock.now.offset)   // 0.45 seconds, reached at once
/// ```
///
/// Sleepers at once each move time to their own deadline, never backwards. Nothing is
/// polled: a sleep checks for cancellation, moves time, yields once and returns.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the clock's time, counted from its creation.
  public typealias Instant = VirtualInstant

  private let current = LockedState(Instant())

  /// Creates a clock at time zero.
  public init() {}

  /// The clock's time; it moves only when something sleeps.
  public var now: Instant { current.withLock { $0 } }

  /// Zero: the clock's time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// Moves time forward to `deadline` (if it is later than now), yields once, and returns.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to.
  ///   - tolerance: Ignored: the clock is exact.
  /// - Throws: `CancellationError` if the task is cancelled before or during the yield.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in
      if now < deadline { now = deadline }
    }
    await Task.yield()
    try Task.checkCancellation()
  }
}
