#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value guarded by a mutex: the package's one lock type.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, newer than the package's minimum, so
/// this wraps a `pthread_mutex_t`, available on every platform the package supports. It is
/// `Sendable` only when its state is: a lock serialises access, but a non-`Sendable` value
/// handed out of `withLock` could still be shared between threads.
package final class LockedState<State> {
  // `state` is only read or written inside `withLock`, which holds `mutex`; the mutex is
  // heap-allocated once and never moved.
  private var state: State
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init(_ initialState: State) {
    state = initialState
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the state. Never call back into the same lock.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}

// Safe: `state` is only read or written inside `withLock`, which holds `mutex`, and the
// state itself may cross threads.
extension LockedState: @unchecked Sendable where State: Sendable {}
