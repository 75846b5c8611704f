/// Times `body` with `ContinuousClock`; put setup before the call and checks after it.
///
/// ```text
/// let store = Store(initialState: Counter.State(), reducer: Counter())  // setup
/// let elapsed = timed { for _ in 0..<n { store.send(.increment) } }
/// precondition(store.state.count == n)                                   // check
/// ```
@inline(__always)
func timed(_ body: () throws -> Void) rethrows -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  return start.duration(to: clock.now)
}

/// Times the asynchronous `body` with `ContinuousClock`.
@inline(__always)
func timed(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  try await body()
  return start.duration(to: clock.now)
}

/// Keeps `value` alive and observed, so the optimiser cannot delete the work that made it.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns `value` through a call the optimiser cannot see into, so a loop cannot be
/// folded into its result at compile time.
@inline(never)
@_optimize(none)
func identity<T>(_ value: T) -> T { value }
