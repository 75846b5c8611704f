#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Dispatch
import Synchronization

/// What sees each value the built-in generators give: a recording notes it, a replay hands
/// back the recorded one instead.
///
/// ``DependencyValues/uuid``, ``DependencyValues/date`` and
/// ``DependencyValues/randomNumbers`` pass every value through ``pass(_:)``, whichever
/// generator made it (the live one, a test's, a subtree's override), so a reducer's reads
/// are caught wherever its values come from. Two places hold a tap:
/// - **A thread**, for a replay: it installs its tap around each reduce, which runs on one
///   thread from start to end.
/// - **The main actor**, while a store records (``RecordingReads``): a store reduces on the
///   main actor, whose jobs may run on any thread (on Linux, an executable's main queue is
///   drained by a worker thread once it first waits), so the tap is found by asking the
///   main queue, not the thread.
///
/// A read where neither is set, the common case, costs a thread-local lookup and an atomic
/// load.
final class DependencyReadTap: Sendable {
  /// Takes the value a generator gave and returns the one the reader gets.
  private let take: @Sendable (DependencyRead) -> DependencyRead

  /// A tap that hands `take` each value and the reader what it returns.
  ///
  /// - Parameter take: Takes a value; returns the one to give the reader.
  init(_ take: @escaping @Sendable (DependencyRead) -> DependencyRead) {
    self.take = take
  }

  /// The thread-local slot of a replay's tap.
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The main actor's tap, set while a store records.
  private static let mainActorTap = Mutex<DependencyReadTap?>(nil)
  /// Whether ``mainActorTap`` holds a tap: read first, without the lock, by every read.
  private static let hasMainActorTap = Atomic<Bool>(false)

  /// A key the main queue answers, so that code can tell it runs there on any thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The value a reader here gets for `read`: what this thread's tap gives, else what the
  /// main actor's gives when the reader runs on the main actor, else `read` itself.
  ///
  /// - Parameter read: The value the generator gave.
  /// - Returns: The value to give the reader.
  static func pass(_ read: DependencyRead) -> DependencyRead {
    if let pointer = pthread_getspecific(slot) {
      return Unmanaged<DependencyReadTap>.fromOpaque(pointer).takeUnretainedValue().take(read)
    }
    guard hasMainActorTap.load(ordering: .relaxed), DispatchQueue.getSpecific(key: mainQueueKey) == true,
      let tap = mainActorTap.withLock({ $0 })
    else { return read }
    return tap.take(read)
  }

  /// Sets the tap that sees the values read on the main actor; `nil` removes it.
  ///
  /// - Parameter tap: The tap, which runs on the main actor.
  static func setMainActorTap(_ tap: DependencyReadTap?) {
    _ = mainQueueKey
    mainActorTap.withLock { $0 = tap }
    hasMainActorTap.store(tap != nil, ordering: .relaxed)
  }

  /// Runs `body` with `tap` installed on this thread, then puts back what was installed.
  ///
  /// - Parameters:
  ///   - tap: The tap.
  ///   - body: The code whose reads the tap sees.
  /// - Returns: What `body` returns.
  static func withInstalled<Result>(_ tap: DependencyReadTap, _ body: () -> Result) -> Result {
    let previous = pthread_getspecific(slot)
    pthread_setspecific(slot, Unmanaged.passUnretained(tap).toOpaque())
    defer { pthread_setspecific(slot, previous) }
    return withExtendedLifetime(tap) { body() }
  }
}
