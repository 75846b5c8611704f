#if !canImport(Darwin)
  import Synchronization
#endif

/// A 64-bit word read and written atomically: the package's one atomic pattern.
///
/// `Synchronization.Atomic` needs macOS 15 / iOS 18, newer than the package's minimum, so
/// on Darwin the word sits behind a ``LockedState``; elsewhere it is an `Atomic`. Every
/// operation is relaxed: it orders nothing around it, so a word may count or flag, never
/// publish other memory.
@usableFromInline
package final class AtomicWord: Sendable {
  #if canImport(Darwin)
    private let word: LockedState<UInt64>
  #else
    private let word: Atomic<UInt64>
  #endif

  /// A word holding `initialValue`.
  @usableFromInline
  package init(_ initialValue: UInt64) {
    #if canImport(Darwin)
      word = LockedState(initialValue)
    #else
      word = Atomic(initialValue)
    #endif
  }

  /// The value the word holds now.
  @usableFromInline
  package func load() -> UInt64 {
    #if canImport(Darwin)
      word.withLock { $0 }
    #else
      word.load(ordering: .relaxed)
    #endif
  }

  /// Makes the word hold `value`.
  @usableFromInline
  package func store(_ value: UInt64) {
    #if canImport(Darwin)
      word.withLock { $0 = value }
    #else
      word.store(value, ordering: .relaxed)
    #endif
  }

  /// Adds one, wrapping at the top, and returns the new value.
  package func increment() -> UInt64 {
    #if canImport(Darwin)
      word.withLock { value in
        value &+= 1
        return value
      }
    #else
      word.wrappingAdd(1, ordering: .relaxed).newValue
    #endif
  }
}
