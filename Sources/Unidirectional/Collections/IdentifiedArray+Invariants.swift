#if DEBUG
extension IdentifiedArray {
  /// Stops the program if the table disagrees with the elements.
  ///
  /// Compiled into debug builds only, for tests.
  func checkInvariants() {
    precondition(slots.count & (slots.count &- 1) == 0, "Table size is not a power of two")
    precondition(Self.fits(count: storage.count, capacity: slots.count), "Table too full")
    let occupied = tags.count(where: { $0 != 0 })
    precondition(occupied == storage.count, "\(occupied) slots for \(storage.count) elements")
    precondition(tags.count == slots.count, "\(tags.count) tags for \(slots.count) slots")
    precondition(
      zip(gaps.offsets, gaps.offsets.dropFirst()).allSatisfy(<)
        && gaps.count < EntryGaps.limit(forTableOf: slots.count),
      "Gaps \(gaps.offsets) are out of order or past their limit")
    let span = storage.count + gaps.count
    for slot in tags.indices where tags[slot] != 0 {
      let offset = slots[slot] &- base
      precondition(offset < span && !gaps.offsets.contains(offset), "Slot \(slot) points at a gap")
    }
    for (position, element) in storage.enumerated() {
      precondition(index(id: element.id) == position, "Lookup of \(element.id) is wrong")
    }
    for slot in tags.indices where tags[slot] != 0 {
      let hash = storage[position(in: slot)].id.hashValue
      let tag = Self.tag(hashBits: Self.hashBits(of: hash), distance: (slot &- hash) & (slots.count - 1))
      precondition(tags[slot] == tag, "Slot \(slot)'s tag is not its element's")
    }
  }
}
#endif
