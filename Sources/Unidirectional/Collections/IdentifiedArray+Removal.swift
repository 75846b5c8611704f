// Removing one element from the middle of an identified array. The ring moves whichever side
// of the gap is shorter, so a removal moves at most half the elements; the table then points
// the entries of the side that moved at their new positions. That side's entries change one
// by one, found through their ids, when they are few, or in one pass over every slot when
// finding them one by one would cost more: a pass reads the slots in order, which a
// processor does many times faster than it follows ids to scattered slots.

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
    let countBefore = storage.count
    vacateSlot(of: index, id: id)
    switch storage.closeGap(at: index) {
    case .front:
      // The elements before the gap kept their positions and the ones after it lost one:
      // the base absorbs the loss, and the entries before the gap make up for it.
      shiftEntries(ofElementsAt: 0..<index, from: base, by: 1)
      base &+= 1
    case .back:
      shiftEntries(
        ofElementsAt: index..<countBefore &- 1, from: base &+ UInt32(truncatingIfNeeded: index &+ 1),
        by: UInt32.max)
    }
  }

  /// Adds `delta` (wrapping) to the entries of the elements now at `positions`, which hold
  /// `oldFirst`, `oldFirst + 1`, and so on.
  @inlinable
  mutating func shiftEntries(ofElementsAt positions: Range<Int>, from oldFirst: UInt32, by delta: UInt32) {
    guard !positions.isEmpty else { return }
    if positions.count &* Self.slotsPassedPerLookup < slots.count {
      for (offset, position) in positions.enumerated() {
        let old = oldFirst &+ UInt32(truncatingIfNeeded: offset)
        slots[slot(holding: old, id: storage.buffer.slot(at: position).pointee.id)] = old &+ delta
      }
    } else {
      // Every slot, used or not: an empty slot's entry is never read, so changing it is
      // harmless, and a loop without a branch on the tags runs several slots per
      // instruction.
      let width = UInt32(truncatingIfNeeded: positions.count)
      slots.withUnsafeMutableBufferPointer { slots in
        for slot in slots.indices {
          slots[slot] &+= slots[slot] &- oldFirst < width ? delta : 0
        }
      }
    }
  }

  /// How many slots one pass goes through in the time it takes to find one entry through
  /// its id: below this many slots per moved element, the pass is cheaper.
  @inlinable
  static var slotsPassedPerLookup: Int { 64 }

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
