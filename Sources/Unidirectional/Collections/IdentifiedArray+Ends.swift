// Editing an identified array at its ends and at a position. A bounded paging window needs
// these: it prepends the page above the rows on screen and drops rows from the far end, so
// the list keeps a fixed number of rows however far the user scrolls.

extension IdentifiedArray {
  /// Inserts the elements whose ids are not yet present at the front, in their order, and
  /// reports how many were dropped.
  ///
  /// Use it to add the page above the rows already loaded, as when a feed loads newer posts
  /// or a bounded window scrolls back up. An element whose id repeats an earlier element of
  /// `newElements` is dropped too, as ``append(contentsOf:)`` does.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int; var title: String }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 3, title: "Walk")]
  /// let dropped = todos.prepend(contentsOf: [
  ///   Todo(id: 1, title: "Buy milk"),
  ///   Todo(id: 3, title: "Stale copy"),
  ///   Todo(id: 2, title: "Cook"),
  /// ])
  /// print(todos.map(\.title), dropped)
  /// ```
  ///
  /// ```text
  /// ["Buy milk", "Cook", "Walk"] 1
  /// ```
  ///
  /// - Parameter newElements: The elements to insert, in order.
  /// - Returns: The number of elements dropped because their id was already present.
  /// - Complexity: Amortised O(*m*), where *m* is the number of new elements: no element
  ///   already present moves or is renumbered, unless elements were removed from the middle
  ///   since the table was last renumbered; then one pass renumbers it first.
  @inlinable
  @discardableResult
  public mutating func prepend(contentsOf newElements: some Sequence<Element>) -> Int {
    var front = IdentifiedArray()
    var dropped = 0
    for element in newElements where contains(id: element.id) || !front.appendUnstamped(element) {
      dropped += 1
    }
    guard !front.isEmpty else { return dropped }
    stampInsertionOrMove()
    renumberEntries()
    let added = Array(front.storage)
    storage.prepend(contentsOf: added)
    base &-= UInt32(truncatingIfNeeded: added.count)
    guard Self.fits(count: storage.count, capacity: slots.count) else {
      rebuildTable(capacity: Self.tableCapacity(for: storage.count))
      return dropped
    }
    for (index, element) in added.enumerated() {
      guard case .vacant(let slot, let tag) = probe(for: element.id) else {
        preconditionFailure("IdentifiedArray.prepend found the duplicate id \(element.id)")
      }
      occupy(slot, tag: tag, with: index)
    }
    return dropped
  }

  /// Inserts an element at a position unless an element with the same id is already present.
  ///
  /// Use it to put a row where the user sees it, such as a new message above the ones read.
  /// Inserting at ``endIndex`` appends.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int; var title: String }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk")]
  /// todos.insert(Todo(id: 3, title: "Cook"), at: 1)        // true
  /// todos.insert(Todo(id: 1, title: "Stale copy"), at: 0)  // false: id 1 is present
  /// print(todos.map(\.title))
  /// ```
  ///
  /// ```text
  /// ["Buy milk", "Cook", "Walk"]
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: Where to insert it: the position it will have.
  /// - Returns: `true` if the element was inserted; `false`, leaving the collection
  ///   unchanged, if its id was already present.
  /// - Precondition: `0 <= index <= count`.
  /// - Complexity: O(*n*): the elements after `index` shift and the table is rebuilt;
  ///   amortised O(1) on average at ``endIndex``.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    precondition(
      index >= 0 && index <= storage.count,
      "IdentifiedArray.insert(_:at: \(index)) needs an index in 0...\(storage.count)"
    )
    guard index < storage.count else { return append(element) }
    guard !contains(id: element.id) else { return false }
    stampInsertionOrMove()
    storage.insert(element, at: index)
    rebuildTable(capacity: Swift.max(slots.count, Self.tableCapacity(for: storage.count)))
    return true
  }

  /// Removes the given number of elements from the front.
  ///
  /// Use it to keep a window of rows bounded: after appending a page at the bottom, drop
  /// as many rows from the top. Removing no elements leaves the collection, and its
  /// ``fingerprint``, unchanged.
  ///
  /// ```swift
  /// var window = IdentifiedArray(uniqueElements: (1...5).map { Post(id: $0) })
  /// window.append(contentsOf: (6...7).map { Post(id: $0) })
  /// window.removeFirst(window.count - 5)  // keep the newest five rows
  /// print(window.map(\.id))
  /// ```
  ///
  /// ```text
  /// [3, 4, 5, 6, 7]
  /// ```
  ///
  /// - Parameter k: The number of elements to remove.
  /// - Precondition: `0 <= k <= count`.
  /// - Complexity: O(*k*) on average: no other element moves or is renumbered, unless
  ///   elements were removed from the middle since the table was last renumbered; then one
  ///   pass renumbers it first.
  @inlinable
  public mutating func removeFirst(_ k: Int) {
    precondition(
      k >= 0 && k <= storage.count,
      "IdentifiedArray.removeFirst(\(k)) needs 0...\(storage.count) elements to remove"
    )
    guard k > 0 else { return }
    stampEdits(of: storage[..<k].lazy.map(\.id))
    renumberEntries()
    for index in 0..<k {
      vacateSlot(of: index, id: storage[index].id)
    }
    storage.removeFirst(k)
    // Every remaining element moved k places towards the front; its entry stays.
    base &+= UInt32(truncatingIfNeeded: k)
  }

  /// Removes the given number of elements from the end.
  ///
  /// Use it to keep a window of rows bounded from below: after prepending a page at the
  /// top, drop as many rows from the bottom. Removing no elements leaves the collection,
  /// and its ``fingerprint``, unchanged.
  ///
  /// ```swift
  /// var window = IdentifiedArray(uniqueElements: (3...7).map { Post(id: $0) })
  /// window.prepend(contentsOf: (1...2).map { Post(id: $0) })
  /// window.removeLast(window.count - 5)  // keep the oldest five rows
  /// print(window.map(\.id))
  /// ```
  ///
  /// ```text
  /// [1, 2, 3, 4, 5]
  /// ```
  ///
  /// - Parameter k: The number of elements to remove.
  /// - Precondition: `0 <= k <= count`.
  /// - Complexity: O(*k*) on average: no other element moves, so only the removed
  ///   elements' table entries change, after the one pass that renumbers the table when
  ///   elements were removed from the middle since it was last renumbered.
  @inlinable
  public mutating func removeLast(_ k: Int) {
    precondition(
      k >= 0 && k <= storage.count,
      "IdentifiedArray.removeLast(\(k)) needs 0...\(storage.count) elements to remove"
    )
    guard k > 0 else { return }
    stampEdits(of: storage[(storage.count - k)...].lazy.map(\.id))
    renumberEntries()
    for index in storage.count - k..<storage.count {
      vacateSlot(of: index, id: storage[index].id)
    }
    storage.removeLast(k)
  }
}

// MARK: - Deleting from the table

extension IdentifiedArray {
  /// Empties the slot that points at the element at `index`, whose id is `id`, and moves
  /// the entries after it in its probe run back into the gap, so every remaining id is
  /// still found without tombstones.
  ///
  /// Every other element the table points at must still be in `storage`: the entries that
  /// move are placed by their ids' hashes. The element at `index` itself may be gone.
  @inlinable
  mutating func vacateSlot(of index: Int, id: Element.ID) {
    vacateSlot(holding: entry(for: index), id: id)
  }

  /// Empties the used slot whose entry is `entry`, that of the element `id`, as
  /// ``vacateSlot(of:id:)`` does.
  @inlinable
  mutating func vacateSlot(holding entry: UInt32, id: Element.ID) {
    let mask = slots.count - 1
    var hole = slot(holding: entry, id: id)
    // Backward-shift deletion: an entry may fill the hole unless its home slot lies after
    // the hole, up to the entry's own slot, where a lookup would then stop short of it; its
    // tag says how far it is from home, and it gets that much nearer.
    var next = (hole + 1) & mask
    while tags[next] != 0 {
      let distance = distanceFromHome(ofSlot: next)
      let gap = (next &- hole) & mask
      if distance >= gap {
        slots[hole] = slots[next]
        tags[hole] = Self.tag(hashBits: tags[next] & Self.hashBitsMask, distance: distance - gap)
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
    tags[hole] = 0
  }

  /// How far the used slot `slot` is from its id's home slot: from its tag, or, when the
  /// tag says only that it is far, from its element's id.
  @inlinable
  func distanceFromHome(ofSlot slot: Int) -> Int {
    let distance = Self.distance(in: tags[slot])
    guard distance == Self.saturatedDistance else { return distance }
    let mask = slots.count - 1
    return (slot &- storage[position(in: slot)].id.hashValue) & mask
  }
}
