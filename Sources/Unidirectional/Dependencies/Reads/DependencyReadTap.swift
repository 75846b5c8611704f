#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What sees each value the built-in generators give on one thread: a recording notes it,
/// a replay hands back the recorded one instead.
///
/// ``DependencyValues/uuid``, ``DependencyValues/date`` and
/// ``DependencyValues/randomNumbers`` pass every value through ``pass(_:)``, whichever
/// generator made it (the live one, a test's, a subtree's override), so a reducer's reads
/// are caught wherever its values come from. A thread without a tap, which is every thread
/// but a recording store's and a replay's, costs a read one thread-local lookup.
///
/// The tap is per thread because a reducer runs on one thread from start to end: a replay
/// installs its tap around each reduce; a store, whose reduces all run on the main thread,
/// installs the main thread's while it records (``RecordingReads``).
final class DependencyReadTap: Sendable {
  /// Takes the value a generator gave and returns the one the reader gets.
  private let take: @Sendable (DependencyRead) -> DependencyRead

  /// A tap that hands `take` each value and the reader what it returns.
  ///
  /// - Parameter take: Takes a value; returns the one to give the reader.
  init(_ take: @escaping @Sendable (DependencyRead) -> DependencyRead) {
    self.take = take
  }

  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The value a reader on this thread gets for `read`: `read` itself when no tap is
  /// installed.
  ///
  /// - Parameter read: The value the generator gave.
  /// - Returns: The value to give the reader.
  static func pass(_ read: DependencyRead) -> DependencyRead {
    guard let pointer = pthread_getspecific(slot) else { return read }
    return Unmanaged<DependencyReadTap>.fromOpaque(pointer).takeUnretainedValue().take(read)
  }

  /// Runs `body` with `tap` installed on this thread, then puts back what was installed.
  ///
  /// - Parameters:
  ///   - tap: The tap.
  ///   - body: The code whose reads the tap sees.
  /// - Returns: What `body` returns.
  static func withInstalled<Result>(_ tap: DependencyReadTap, _ body: () throws -> Result) rethrows -> Result {
    let previous = install(tap)
    defer { restore(previous) }
    return try withExtendedLifetime(tap) { try body() }
  }

  /// Installs `tap` on this thread, unretained, and returns what was installed, for
  /// ``restore(_:)``: the caller keeps `tap` alive until it restores.
  static func install(_ tap: DependencyReadTap) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(tap).toOpaque())
    return previous
  }

  /// Puts back what ``install(_:)`` found installed.
  static func restore(_ previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(slot, previous)
  }
}
