#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A slot per thread for an object installed around synchronous work, such as a reduce:
/// the dependencies a store installs, or a replay's tap on the values its reducer reads.
///
/// The slot holds the object unretained: whoever installs it keeps it alive until it puts
/// back what was installed before. A lookup costs one `pthread_getspecific`.
struct ThreadLocalReference<Object: AnyObject>: Sendable {
  private let key: pthread_key_t

  /// A new slot, empty on every thread.
  init() {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    self.key = key
  }

  /// The object installed on this thread, if any.
  var current: Object? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `object` installed on this thread, then puts back what was installed.
  func withInstalled<Result>(_ object: Object, _ body: () -> Result) -> Result {
    let previous = install(object)
    defer { restore(previous) }
    return withExtendedLifetime(object) { body() }
  }

  /// Installs `object` on this thread and returns what was installed, for ``restore(_:)``.
  func install(_ object: Object) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(object).toOpaque())
    return previous
  }

  /// Puts back what ``install(_:)`` found installed.
  func restore(_ previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, previous)
  }
}
