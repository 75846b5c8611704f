import Dispatch

/// What sees each value the built-in generators give: a recording notes it, a replay hands
/// back the recorded one instead.
///
/// ``DependencyValues/uuid``, ``DependencyValues/date`` and
/// ``DependencyValues/randomNumbers`` get every value through ``read(_:made:)``, whichever
/// generator makes it (the live one, a test's, a subtree's override), so a reducer's reads
/// are caught wherever its values come from. A tap that gives a recorded value does not
/// make one, so the generator under it is neither asked nor advanced. Two places hold a
/// tap:
/// - **A thread**, for a replay or a feature handed recorded values
///   (``HandingOutReducer``): each installs its tap around each reduce, which runs on one
///   thread from start to end.
/// - **The main actor**, while a store records (``RecordingReads``): a store reduces on the
///   main actor, whose jobs may run on any thread (on Linux, an executable's main queue is
///   drained by a worker thread once it first waits), so the tap is found by asking the
///   main queue, not the thread.
///
/// A read where neither is set, the common case, costs a thread-local lookup and an atomic
/// load.
package final class DependencyReadTap: Sendable {
  /// Gives a reader a value of a kind: a recorded one, or the one the generator makes when
  /// asked.
  private let give: @Sendable (DependencyRead.Kind, () -> DependencyRead) -> DependencyRead

  /// A tap that gives each reader what `give` returns.
  ///
  /// - Parameter give: Given the kind of value read and the generator's way to make one,
  ///   returns the value to give the reader, of that kind. It must not call the generator
  ///   while holding a lock: a generator may read another.
  package init(_ give: @escaping @Sendable (DependencyRead.Kind, () -> DependencyRead) -> DependencyRead) {
    self.give = give
  }

  /// The tap installed on each thread.
  private static let slot = ThreadLocalReference<DependencyReadTap>()

  /// The main actor's tap, set while a store records.
  private static let mainActorTap = LockedState<DependencyReadTap?>(nil)
  /// 1 while ``mainActorTap`` holds a tap, else 0: read first, without the lock, by every
  /// read.
  private static let hasMainActorTap = AtomicWord(0)

  /// A key the main queue answers, so that code can tell it runs there on any thread.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The value a reader here gets: what this thread's tap gives, else what the main
  /// actor's gives when the reader runs on the main actor, else what `make` makes.
  ///
  /// - Parameters:
  ///   - kind: The kind of value read.
  ///   - make: Makes a value with the generator, of that kind.
  /// - Returns: The value to give the reader, of that kind.
  static func read(_ kind: DependencyRead.Kind, made make: () -> DependencyRead) -> DependencyRead {
    if let tap = slot.current { return tap.give(kind, make) }
    guard hasMainActorTap.load() == 1, DispatchQueue.getSpecific(key: mainQueueKey) == true,
      let tap = mainActorTap.withLock({ $0 })
    else { return make() }
    return tap.give(kind, make)
  }

  /// Sets the tap that sees the values read on the main actor; `nil` removes it.
  ///
  /// - Parameter tap: The tap, which runs on the main actor.
  package static func setMainActorTap(_ tap: DependencyReadTap?) {
    _ = mainQueueKey
    mainActorTap.withLock { $0 = tap }
    hasMainActorTap.store(tap == nil ? 0 : 1)
  }

  /// Runs `body` with `tap` installed on this thread, then puts back what was installed.
  ///
  /// - Parameters:
  ///   - tap: The tap.
  ///   - body: The code whose reads the tap sees.
  /// - Returns: What `body` returns.
  package static func withInstalled<Result>(_ tap: DependencyReadTap, _ body: () -> Result) -> Result {
    slot.withInstalled(tap, body)
  }
}
