// Reordering an identified array in place, or into a sorted copy: sorting, shuffling and
// reversing keep every element and so every id; the id table is rebuilt once, not per swap. The collection is
// not a `MutableCollection`, on purpose: assigning an element to a position could repeat
// an id, which these whole-collection operations never do.

extension IdentifiedArray {
  /// Sorts the elements in place, by `areInIncreasingOrder`.
  ///
  /// - Parameter areInIncreasingOrder: Whether its first argument goes before its second.
  /// - Complexity: O(*n* log *n*).
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    stampInsertionOrMove()
    try storage.sort(by: areInIncreasingOrder)
    rebuildTable(capacity: slots.count)
  }

  /// The elements sorted by `areInIncreasingOrder`, as an identified array.
  ///
  /// - Parameter areInIncreasingOrder: Whether its first argument goes before its second.
  /// - Complexity: O(*n* log *n*).
  public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> IdentifiedArray {
    var sorted = self
    try sorted.sort(by: areInIncreasingOrder)
    return sorted
  }

  /// Shuffles the elements in place, drawing from `generator`.
  ///
  /// - Parameter generator: The source of randomness, for a test a seeded one.
  /// - Complexity: O(*n*).
  public mutating func shuffle(using generator: inout some RandomNumberGenerator) {
    stampInsertionOrMove()
    storage.shuffle(using: &generator)
    rebuildTable(capacity: slots.count)
  }

  /// Shuffles the elements in place.
  ///
  /// - Complexity: O(*n*).
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Reverses the order of the elements in place.
  ///
  /// - Complexity: O(*n*).
  public mutating func reverse() {
    stampInsertionOrMove()
    storage.reverse()
    rebuildTable(capacity: slots.count)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place, in increasing order.
  ///
  /// - Complexity: O(*n* log *n*).
  public mutating func sort() {
    sort(by: <)
  }

  /// The elements in increasing order, as an identified array.
  ///
  /// - Complexity: O(*n* log *n*).
  public func sorted() -> IdentifiedArray {
    sorted(by: <)
  }
}
