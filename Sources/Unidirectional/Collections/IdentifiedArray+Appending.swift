// Appending to an identified array: a page at a time, since that is how lists grow. The
// storage and the table grow once for the page, the rows are written through their
// addresses, and the page takes one stamp, not one per row: a stamp is an atomic add, and
// each takes an entry in the edit log.

extension IdentifiedArray {
  /// Appends the elements of `page` whose ids are not yet present, in order, without
  /// stamping the mutation: the caller stamps once.
  ///
  /// The storage and the table make room for the whole page first; then each row is probed
  /// for and written through the table's and the storage's memory, with no growth test or
  /// uniqueness check per row.
  @inlinable
  mutating func appendUnstamped(contentsOf page: UnsafeBufferPointer<Element>) {
    reserveRoom(for: page.count)
    let base = base
    let elements = storage.buffer
    slots.withUnsafeMutableBufferPointer { slots in
      tags.withUnsafeMutableBufferPointer { tags in
        for element in page {
          let id = element.id
          let probe = Self.probe(
            for: id, hash: id.hashValue, tags: UnsafeBufferPointer(tags), slots: UnsafeBufferPointer(slots),
            base: base, elements: elements)
          guard case .vacant(let slot, let tag) = probe else { continue }
          let position = elements.count
          slots[slot] = Self.entry(for: position, base: base)
          tags[slot] = tag
          elements.initialize(at: position, to: element)
          elements.count = position + 1
        }
      }
    }
  }

  /// Appends the elements of `newElements` whose ids are not yet present, one at a time,
  /// without stamping the mutation: for a sequence that keeps no contiguous storage.
  ///
  /// - Returns: The number of elements offered.
  @inlinable
  mutating func appendEachUnstamped(_ newElements: some Sequence<Element>) -> Int {
    reserveRoom(for: newElements.underestimatedCount)
    var offered = 0
    for element in newElements {
      offered += 1
      appendUnstamped(element)
    }
    return offered
  }

  /// Appends `element` unless its id is present, without stamping the mutation: the caller
  /// stamps once for all it appends.
  ///
  /// - Returns: Whether the element was appended.
  @inlinable
  @discardableResult
  mutating func appendUnstamped(_ element: Element) -> Bool {
    guard Self.fits(count: storage.count + 1, capacity: slots.count) else {
      guard !contains(id: element.id) else { return false }
      storage.append(element)
      rebuildTable(capacity: Self.tableCapacity(for: storage.count))
      return true
    }
    guard case .vacant(let slot, let tag) = probe(for: element.id) else { return false }
    occupy(slot, tag: tag, with: storage.count)
    storage.append(element)
    return true
  }

  /// Makes room for `additional` more elements in the storage and the table at once, so
  /// that appending them grows each at most once and rebuilds no table midway.
  @inlinable
  mutating func reserveRoom(for additional: Int) {
    guard additional > 0 else { return }
    let count = storage.count + additional
    storage.reserveCapacity(count)
    if !Self.fits(count: count, capacity: slots.count) {
      rebuildTable(capacity: Self.tableCapacity(for: count))
    }
  }
}
