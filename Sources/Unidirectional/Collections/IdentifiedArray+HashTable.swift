extension IdentifiedArray {
  /// Where an id lives in the table, or the empty slot, and its tag, where it would go.
  @usableFromInline
  enum Probe {
    case found(Int)
    case vacant(Int, tag: UInt8)
  }

  /// Walks the probe sequence of `id` until it meets the id or an empty slot.
  ///
  /// The table must not be empty; the load limit guarantees an empty slot, so the walk
  /// ends. Slots whose tag differs from the id's are passed over without reading their
  /// element.
  @inlinable
  func probe(for id: Element.ID) -> Probe {
    let hash = id.hashValue
    let tag = Self.tag(for: hash)
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let slotTag = tags[slot]
      guard slotTag != 0 else { return .vacant(slot, tag: tag) }
      if slotTag == tag {
        let index = position(in: slot)
        if storage[index].id == id { return .found(index) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Points the empty `slot` at the element at `index`.
  @inlinable
  mutating func occupy(_ slot: Int, tag: UInt8, with index: Int) {
    slots[slot] = entry(for: index)
    tags[slot] = tag
  }

  /// The position of the element whose entry is in the used slot `slot`.
  @inlinable
  func position(in slot: Int) -> Int {
    Int(slots[slot] &- base)
  }

  /// Replaces the table by one of `capacity` slots that holds every element.
  @inlinable
  mutating func rebuildTable(capacity: Int) {
    // Release the old table first, so growing never holds two tables.
    slots = []
    tags = []
    slots = Array(repeating: 0, count: capacity)
    tags = Array(repeating: 0, count: capacity)
    for index in storage.indices {
      let id = storage[index].id
      guard case .vacant(let slot, let tag) = probe(for: id) else {
        preconditionFailure("IdentifiedArray found the duplicate id \(id)")
      }
      occupy(slot, tag: tag, with: index)
    }
  }

  /// The tag of an id whose hash is `hash`: its top seven bits, with the top bit set so
  /// that no tag is `0`. The slot comes from the low bits, so the two are independent.
  @inlinable
  static func tag(for hash: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: UInt(bitPattern: hash) >> 57) | 0x80
  }

  /// The table entry that points at the element at `index`.
  /// The table entry of the element at position `index`.
  @inlinable
  func entry(for index: Int) -> UInt32 {
    guard let position = UInt32(exactly: index), position < UInt32.max else {
      preconditionFailure("IdentifiedArray holds at most \(UInt32.max) elements")
    }
    return position &+ base
  }

  /// Whether `count` elements stay within the maximum load factor of 1/2.
  ///
  /// A half-empty table keeps probe sequences short, so even when the table has outgrown
  /// the processor's caches an append touches about one cache line of it.
  @inlinable
  static func fits(count: Int, capacity: Int) -> Bool {
    count * 2 <= capacity
  }

  /// The smallest power-of-two table that holds `count` elements.
  @inlinable
  static func tableCapacity(for count: Int) -> Int {
    guard count > 0 else { return 0 }
    var capacity = 1
    while !fits(count: count, capacity: capacity) {
      capacity *= 2
    }
    return capacity
  }
}
