// Putting an element in whether or not its id is listed, and keeping the collection's type
// through a filter: what code written against swift-identified-collections reaches for.

extension IdentifiedArray {
  /// Replaces the element with the same id in place, or appends `element` when its id is
  /// new.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int; var title: String }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
  /// todos.updateOrAppend(Todo(id: 1, title: "Buy oat milk"))  // returns the old todo
  /// todos.updateOrAppend(Todo(id: 2, title: "Walk"))          // returns nil: appended
  /// ```
  ///
  /// - Parameter element: The element to put in.
  /// - Returns: The element it replaced, or `nil` when it was appended.
  /// - Complexity: Amortised O(1) on average.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    if let old = update(element) { return old }
    append(element)
    return nil
  }

  /// Replaces the element with the same id in place, or inserts `element` at `index` when
  /// its id is new.
  ///
  /// - Parameters:
  ///   - element: The element to put in.
  ///   - index: Where a new element goes, in `0...count`.
  /// - Returns: The element it replaced (`nil` when it inserted) and where `element` now is.
  /// - Complexity: O(1) on average to replace; O(*n*) to insert.
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at index: Int) -> (originalMember: Element?, index: Int) {
    if let position = self.index(id: element.id) {
      return (update(element), position)
    }
    insert(element, at: index)
    return (nil, index)
  }

  /// The elements that `isIncluded` keeps, in order, as an identified array.
  ///
  /// - Parameter isIncluded: Whether an element stays.
  /// - Returns: The kept elements.
  /// - Complexity: O(*n*).
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IdentifiedArray {
    IdentifiedArray(uniqueElements: try storage.filter(isIncluded))
  }
}

/// An identified array of `Element`, spelled as code ported from swift-identified-collections
/// spells it.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>
