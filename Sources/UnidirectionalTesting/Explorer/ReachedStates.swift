/// The states a search has reached, told apart by their abstraction.
///
/// The explorer holds one through this protocol so that the set's key is the abstraction's
/// own type: hashing and comparing keys is then specialized for it, where an `AnyHashable`
/// would box each key and compare through its box.
@usableFromInline
protocol ReachedStates<Explored>: AnyObject {
  associatedtype Explored

  /// Adds `explored` and returns whether it was new.
  func insert(_ explored: Explored) -> Bool
}

/// Reached states keyed by `Key`, the abstraction's type.
@usableFromInline
final class ReachedStatesByKey<Explored, Key: Hashable>: ReachedStates {
  @usableFromInline let key: (Explored) -> Key
  @usableFromInline var keys: Set<Key> = []

  @inlinable
  init(key: @escaping (Explored) -> Key) {
    self.key = key
  }

  @inlinable
  func insert(_ explored: Explored) -> Bool {
    keys.insert(key(explored)).inserted
  }
}
