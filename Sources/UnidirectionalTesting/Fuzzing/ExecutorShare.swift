/// When a long loop on a shared executor hands it to the work waiting behind it: after
/// ``interval`` of its own work, however many steps that took.
///
/// A walk of minutes on the main actor shares it with every other main-actor test running
/// beside it. Yielding every fixed number of steps holds it for microseconds in a release
/// build and for a second under ThreadSanitizer, where each step is a thousand times
/// slower: long enough for a test whose effects hand values to the main actor to wait out
/// its timeout. Reading the clock instead keeps the hold the same in every build.
package struct ExecutorShare {
  /// How long the loop works before it yields.
  package static var interval: Duration { .milliseconds(2) }

  private let clock = ContinuousClock()
  private var lastYield: ContinuousClock.Instant

  /// Starts counting the loop's work now.
  package init() {
    lastYield = clock.now
  }

  /// Yields the caller's executor once ``interval`` has passed since the last yield.
  package mutating func yieldIfDue() async {
    let now = clock.now
    guard lastYield.duration(to: now) >= Self.interval else { return }
    await Task.yield()
    lastYield = clock.now
  }
}
