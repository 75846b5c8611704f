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
  /// ends. Slots whose tag holds other hash bits than the id's are passed over without
  /// reading their element.
  @inlinable
  func probe(for id: Element.ID) -> Probe {
    tags.withUnsafeBufferPointer { tags in
      slots.withUnsafeBufferPointer { slots in
        Self.probe(
          for: id, hash: id.hashValue, tags: tags, slots: slots, base: base, gaps: gaps,
          elements: storage.buffer)
      }
    }
  }

  /// ``probe(for:)`` over the table's memory, for code that holds the table open to write
  /// it: a page appended writes it through its address, without a uniqueness check per row.
  ///
  /// - Parameters:
  ///   - hash: The id's hash value.
  ///   - base: The table's ``base``.
  ///   - gaps: The table's ``gaps``.
  ///   - elements: The storage of the elements the table points at.
  @inlinable
  static func probe(
    for id: Element.ID, hash: Int, tags: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<UInt32>,
    base: UInt32, gaps: EntryGaps, elements: RingStorage<Element>
  ) -> Probe {
    let bits = hashBits(of: hash)
    let mask = tags.count &- 1
    let home = hash & mask
    var slot = home
    while true {
      let slotTag = tags[slot]
      guard slotTag != 0 else { return .vacant(slot, tag: tag(hashBits: bits, distance: (slot &- home) & mask)) }
      if slotTag & hashBitsMask == bits {
        let offset = slots[slot] &- base
        let index = gaps.isEmpty ? Int(offset) : gaps.position(ofOffset: offset)
        if elements.slot(at: index).pointee.id == id { return .found(index) }
      }
      slot = (slot &+ 1) & mask
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
    gaps.position(ofOffset: slots[slot] &- base)
  }

  /// Replaces the table by one of `capacity` slots that holds every element.
  @inlinable
  mutating func rebuildTable(capacity: Int) {
    gaps = EntryGaps()
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

  // A used slot's tag: the top bit set, so that no tag is `0`, an empty slot's; then three
  // bits of the slot's distance from its id's home slot, 7 standing for 7 or more; then the
  // top four bits of the id's hash (the home slot comes from the low bits, so the two are
  // independent). The hash bits let a probe pass over most other ids without reading their
  // elements; the distance lets a deletion move an entry back into the hole without reading
  // its element to hash its id again, which at 100,000 rows is a cache miss in the ring.

  /// The tag's bits that come from the hash.
  @inlinable
  static var hashBitsMask: UInt8 { 0x0F }

  /// The largest distance a tag holds; it stands for that distance or more.
  @inlinable
  static var saturatedDistance: Int { 7 }

  /// The four bits of `hash` a tag keeps.
  @inlinable
  static func hashBits(of hash: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: UInt(bitPattern: hash) >> 60)
  }

  /// The tag of a used slot `distance` slots past its id's home slot.
  @inlinable
  static func tag(hashBits: UInt8, distance: Int) -> UInt8 {
    0x80 | UInt8(truncatingIfNeeded: Swift.min(distance, saturatedDistance)) << 4 | hashBits
  }

  /// The distance a used slot's tag holds: exact below ``saturatedDistance``.
  @inlinable
  static func distance(in tag: UInt8) -> Int {
    Int(tag >> 4 & 0x07)
  }

  /// The table entry of the element at position `index`.
  @inlinable
  func entry(for index: Int) -> UInt32 {
    Self.entry(for: gaps.offset(ofPosition: index), base: base)
  }

  /// The table entry `offset` past `base`.
  @inlinable
  static func entry(for offset: Int, base: UInt32) -> UInt32 {
    guard let offset = UInt32(exactly: offset), offset < UInt32.max else {
      preconditionFailure("IdentifiedArray holds at most \(UInt32.max) elements")
    }
    return offset &+ base
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
