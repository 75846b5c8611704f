// Editing an identified array by position, as SwiftUI's list modifiers hand positions over:
// `onDelete` gives the offsets to remove, `onMove` the offsets to move and where to. Each
// edit keeps ids unique and changes the fingerprint; a removal of several elements or a move
// rebuilds the id table once.

extension IdentifiedArray {
  /// Removes and returns the element at `index`.
  ///
  /// The elements on the shorter side of the gap move, so removing near either end is cheap:
  /// the elements before `index` move one place towards the back when they are fewer than
  /// those after it. No table entry changes at once: the table notes the gap, and one pass
  /// renumbers it after many removals.
  ///
  /// - Parameter index: A valid position.
  /// - Returns: The removed element.
  /// - Complexity: O(min(*i*, *n* − *i*)), where *i* is `index`: at most half the elements
  ///   move; the pass that renumbers the table comes once every *n* / 64 removals or so,
  ///   amortised O(1) each.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    precondition(
      index >= 0 && index < storage.count,
      "IdentifiedArray.remove(at: \(index)) needs an index in 0..<\(storage.count)")
    return removeElement(at: index)
  }

  /// Removes the elements at `offsets`, as a list's `onDelete` hands them over.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1), Todo(id: 2), Todo(id: 3)]
  /// todos.remove(atOffsets: [0, 2])
  /// print(todos.map(\.id))  // [2]
  /// ```
  ///
  /// - Parameter offsets: Valid positions, in any order; an `IndexSet` is one.
  /// - Complexity: O(*n*).
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let removed = Set(offsets)
    guard !removed.isEmpty else { return }
    precondition(
      removed.allSatisfy(storage.indices.contains),
      "IdentifiedArray.remove(atOffsets:) was given a position outside 0..<\(storage.count)")
    stampEdits(of: removed.map { storage[$0].id })
    storage.replaceAll(with: storage.indices.filter { !removed.contains($0) }.map { storage[$0] })
    rebuildTable(capacity: slots.count)
  }

  /// Removes every element that `shouldBeRemoved` picks.
  ///
  /// - Parameter shouldBeRemoved: Whether an element goes.
  /// - Complexity: O(*n*).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var kept: [Element] = []
    var removedIDs: [Element.ID] = []
    for element in storage {
      if try shouldBeRemoved(element) {
        removedIDs.append(element.id)
      } else {
        kept.append(element)
      }
    }
    guard !removedIDs.isEmpty else { return }
    stampEdits(of: removedIDs)
    storage.replaceAll(with: kept)
    rebuildTable(capacity: slots.count)
  }

  /// Removes and returns the first element.
  ///
  /// - Precondition: The collection is not empty.
  /// - Complexity: O(*n*): the elements shift, as ``removeFirst(_:)`` says; the id table is
  ///   not rebuilt.
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!storage.isEmpty, "IdentifiedArray.removeFirst() on an empty collection")
    let first = storage[0]
    removeFirst(1)
    return first
  }

  /// Removes and returns the last element.
  ///
  /// - Precondition: The collection is not empty.
  /// - Complexity: O(1) on average, as ``removeLast(_:)`` is.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!storage.isEmpty, "IdentifiedArray.removeLast() on an empty collection")
    let last = storage[storage.count - 1]
    removeLast(1)
    return last
  }

  /// Moves the elements at `source` to `destination`, keeping their order, as a list's
  /// `onMove` hands them over: `destination` is a position in the collection before the
  /// move.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1), Todo(id: 2), Todo(id: 3)]
  /// todos.move(fromOffsets: [0], toOffset: 3)
  /// print(todos.map(\.id))  // [2, 3, 1]
  /// ```
  ///
  /// - Parameters:
  ///   - source: Valid positions of the elements to move; an `IndexSet` is one.
  ///   - destination: Where they go, in `0...count`, counted before the move.
  /// - Complexity: O(*n*).
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(source)
    precondition(
      moving.allSatisfy(storage.indices.contains) && (0...storage.count).contains(destination),
      "IdentifiedArray.move(fromOffsets:toOffset:) was given a position outside 0..<\(storage.count) or a destination outside 0...\(storage.count)"
    )
    guard !moving.isEmpty else { return }
    let before = storage.indices.filter { $0 < destination && !moving.contains($0) }
    let after = storage.indices.filter { $0 >= destination && !moving.contains($0) }
    let moved = storage.indices.filter(moving.contains)
    let order = before + moved + after
    guard order != Array(storage.indices) else { return }
    stampInsertionOrMove()
    storage.replaceAll(with: order.map { storage[$0] })
    rebuildTable(capacity: slots.count)
  }
}
