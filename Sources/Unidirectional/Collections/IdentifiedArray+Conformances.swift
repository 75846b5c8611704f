// The standard conformances of an identified array: a random-access collection of its
// elements, written as an array literal, compared and hashed by its elements in order.

extension IdentifiedArray: RandomAccessCollection {
  /// The position of the first element: always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last element.
  @inlinable
  public var endIndex: Int { storage.count }

  /// The element at `position`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Element {
    storage[position]
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// Creates a collection from a literal whose ids are distinct.
  ///
  /// - Precondition: No two elements have the same id.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two collections are equal when they hold equal elements in the same order.
  ///
  /// Equal stamps answer at once, without comparing elements.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.stamp == rhs.stamp || lhs.storage == rhs.storage
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}

extension IdentifiedArray: Fingerprinted {
  /// A number that changes on every mutation: equal fingerprints mean equal elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var fingerprint: UInt64 { stamp }
}
