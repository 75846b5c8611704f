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
  /// uniqueness check per row. The ids of a run of rows are hashed before any of them is
  /// probed for: once a list's table outgrows the processor's caches a probe waits for
  /// memory, and a loop of probes alone lets the processor wait for several at once.
  @inlinable
  mutating func appendUnstamped(contentsOf page: UnsafeBufferPointer<Element>) {
    reserveRoom(for: page.count)
    let base = base
    let gaps = gaps
    let elements = storage.buffer
    slots.withUnsafeMutableBufferPointer { slots in
      tags.withUnsafeMutableBufferPointer { tags in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.hashedRun) { hashes in
          var start = 0
          while start < page.count {
            let run = UnsafeBufferPointer(rebasing: page[start..<Swift.min(start + hashes.count, page.count)])
            Self.appendRun(
              run, hashes: hashes, slots: slots, tags: tags, base: base, gaps: gaps, elements: elements)
            start += run.count
          }
        }
      }
    }
  }

  /// Appends the rows of `run` whose ids the table does not hold, in order: hashes them all
  /// into `hashes` first, then probes for each and writes it into the table and `elements`.
  ///
  /// The table (`slots`, `tags`, `base`, `gaps`) must have room for the whole run.
  @inlinable
  static func appendRun(
    _ run: UnsafeBufferPointer<Element>, hashes: UnsafeMutableBufferPointer<Int>,
    slots: UnsafeMutableBufferPointer<UInt32>, tags: UnsafeMutableBufferPointer<UInt8>, base: UInt32,
    gaps: EntryGaps, elements: RingStorage<Element>
  ) {
    for offset in run.indices {
      hashes[offset] = run[offset].id.hashValue
    }
    for offset in run.indices {
      let probe = probe(
        for: run[offset].id, hash: hashes[offset], tags: UnsafeBufferPointer(tags),
        slots: UnsafeBufferPointer(slots), base: base, gaps: gaps, elements: elements)
      guard case .vacant(let slot, let tag) = probe else { continue }
      let position = elements.count
      // Past every offset in use and every gap.
      slots[slot] = entry(for: position &+ gaps.count, base: base)
      tags[slot] = tag
      elements.initialize(at: position, to: run[offset])
      elements.count = position + 1
    }
  }

  /// How many ids ``appendUnstamped(contentsOf:)`` hashes before it probes for them: a page
  /// of the usual size, on the stack.
  @inlinable
  static var hashedRun: Int { 64 }

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
