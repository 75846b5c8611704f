// Removing one element from the middle of an identified array. The ring moves whichever side
// of the gap is shorter, so a removal moves at most half the elements. The table entries of
// the elements after the gap would each need one less; instead the removal records the gap
// (`EntryGaps`), lookups subtract the gaps below an entry, and one pass over the table
// renumbers every entry once the gaps reach their limit or an edit at the ends comes.

extension IdentifiedArray {
  /// Removes the element at `index`, with its table entry, and returns it.
  @inlinable
  mutating func removeElement(at index: Int) -> Element {
    let removed = storage.moveOut(at: index)
    closeGap(at: index, leftBy: removed.id)
    return removed
  }

  /// Ends an edit through ``subscript(id:)`` of the element `id`, which was moved out of
  /// position `index` for it: puts `element` back there, or, when the edit left `nil`,
  /// removes the element.
  @inlinable
  mutating func endEdit(of id: Element.ID, at index: Int, leaving element: Element?) {
    guard let element else {
      closeGap(at: index, leftBy: id)
      return
    }
    precondition(element.id == id, "IdentifiedArray[id: \(id)] was edited into an element with id \(element.id)")
    stampEdit(of: id)
    storage.buffer.initialize(at: index, to: element)
  }

  /// Removes the table entry of the element `id`, already moved out of position `index`,
  /// and closes the gap it left.
  @inlinable
  mutating func closeGap(at index: Int, leftBy id: Element.ID) {
    stampEdit(of: id)
    let offset = gaps.offset(ofPosition: index)
    vacateSlot(holding: Self.entry(for: offset, base: base), id: id)
    storage.closeGap(at: index)
    gaps.insert(offset)
    if gaps.count >= EntryGaps.limit(forTableOf: slots.count) { renumberEntries() }
  }

  /// Points every entry at its element's position past ``base`` again, and forgets the
  /// gaps: one pass over the table.
  @inlinable
  mutating func renumberEntries() {
    guard !gaps.isEmpty else { return }
    let span = storage.count &+ gaps.count
    let base = base
    let gaps = gaps
    slots.withUnsafeMutableBufferPointer { slots in
      gaps.renumber(slots, base: base, span: span)
    }
    self.gaps = EntryGaps()
  }

  /// The used slot whose entry is `entry`, searched from the home slot of `id`, the id of
  /// the element the entry points at.
  @inlinable
  func slot(holding entry: UInt32, id: Element.ID) -> Int {
    let mask = slots.count &- 1
    var slot = id.hashValue & mask
    while tags[slot] == 0 || slots[slot] != entry {
      slot = (slot &+ 1) & mask
    }
    return slot
  }
}
