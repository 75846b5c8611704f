#if !canImport(Darwin)
  import Synchronization
#endif

/// Numbers that are never handed out twice in a process, so a value that takes a fresh one
/// on every mutation can tell "unchanged" from "changed" by comparing one number.
///
/// ``IdentifiedArray`` stamps itself this way: two arrays with the same stamp hold the same
/// elements, so a store compares a list slice in O(1), without keeping a copy of it.
@usableFromInline
enum MutationStamp {
  /// The stamp of every empty collection made with `init()`: they are all equal.
  @usableFromInline
  static let empty: UInt64 = 0

  /// A number no earlier call returned, and never ``empty``.
  @usableFromInline
  static func next() -> UInt64 {
    #if canImport(Darwin)
      // `Synchronization.Atomic` needs macOS 15 / iOS 18, newer than the package's minimum.
      counter.withLock { value in
        value += 1
        return value
      }
    #else
      counter.wrappingAdd(1, ordering: .relaxed).newValue
    #endif
  }

  #if canImport(Darwin)
    private static let counter = LockedState<UInt64>(0)
  #else
    private static let counter = Atomic<UInt64>(0)
  #endif
}
