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
    counter.increment()
  }

  private static let counter = AtomicWord(0)
}
