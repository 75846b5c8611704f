/// The table offsets of the elements removed from the middle of an identified array since
/// its table was last renumbered, in increasing order.
///
/// A table entry is an element's offset past the table's base. Removing an element moves
/// every element after it one position nearer the front, and rewriting their entries at once
/// means a pass over the whole table for each removal: at 100,000 elements, longer than the
/// array's own `memmove`. So a removal only records its offset here; an entry's position is
/// its offset less the gaps below it, and a lookup counts them by binary search. When
/// enough gaps have gathered (``limit(forTableOf:)``), or before an edit that moves the base,
/// one pass renumbers every entry at once and the gaps go: each removal pays a share of the
/// pass.
///
/// The offsets in use and the gaps together are exactly `0..<count + gaps.count`, so the
/// next element appended takes the offset past both.
@usableFromInline
struct EntryGaps: Sendable {
  /// The offsets, in increasing order.
  @usableFromInline
  var offsets: [UInt32]

  /// No gaps: every entry's offset is its element's position.
  @inlinable
  init() {
    offsets = []
  }

  /// How many gaps a table of `capacity` slots gathers before one pass renumbers it: one
  /// for every 128 slots, and at least 64.
  ///
  /// A pass goes over every slot, so it costs about what one removal's `memmove` costs at
  /// 100,000 elements; spread over this many removals, each pays for 128 slots, a small
  /// share of its own `memmove`. A lookup's binary search over the gaps takes one step
  /// more each time the table doubles.
  @inlinable
  static func limit(forTableOf capacity: Int) -> Int {
    Swift.max(64, capacity >> 7)
  }

  /// Whether there are no gaps.
  @inlinable
  var isEmpty: Bool { offsets.isEmpty }

  /// How many gaps there are.
  @inlinable
  var count: Int { offsets.count }

  /// The position of the element whose entry is `offset` past the base.
  @inlinable
  func position(ofOffset offset: UInt32) -> Int {
    Int(offset) &- count(below: offset)
  }

  /// The offset of the entry of the element at `position`: the position plus the gaps
  /// below that offset.
  ///
  /// The gap at index `i` lies below it exactly when the gap less `i`, the live offsets
  /// below the gap, is at most `position`; that count never falls as `i` grows, so a binary
  /// search finds how many gaps do.
  @inlinable
  func offset(ofPosition position: Int) -> Int {
    position &+ partitionPoint { index, gap in Int(gap) &- index > position }
  }

  /// The number of gaps below `offset`.
  @inlinable
  func count(below offset: UInt32) -> Int {
    partitionPoint { _, gap in gap >= offset }
  }

  /// The index of the first gap for which `isAbove` holds, by binary search: `isAbove`,
  /// given a gap's index and offset, must be false for every gap before that one and true
  /// for every gap from it on.
  @inlinable
  func partitionPoint(where isAbove: (_ index: Int, _ gap: UInt32) -> Bool) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low &+ high) >> 1
      if isAbove(middle, offsets[middle]) {
        high = middle
      } else {
        low = middle &+ 1
      }
    }
    return low
  }

  /// Records the gap the element with the entry `offset` past the base left.
  @inlinable
  mutating func insert(_ offset: Int) {
    let gap = UInt32(truncatingIfNeeded: offset)
    offsets.insert(gap, at: count(below: gap))
  }

  /// Rewrites each entry in `entries` to its element's position past `base`, for a table
  /// whose offsets in use and gaps span `0..<span`.
  ///
  /// The pass counts the gaps below an offset from a bitmap of the span, one bit an offset,
  /// with the number of gaps before each 64-bit word: two reads that stay in cache. It
  /// rewrites every slot, used or not, without a branch on whether it is used: an empty
  /// slot's entry is never read.
  @inlinable
  func renumber(_ entries: UnsafeMutableBufferPointer<UInt32>, base: UInt32, span: Int) {
    guard !offsets.isEmpty else { return }
    let words = (span &+ 63) >> 6
    var bits = [UInt64](repeating: 0, count: words)
    for gap in offsets {
      bits[Int(gap >> 6)] |= 1 &<< UInt64(gap & 63)
    }
    var before = [UInt32](repeating: 0, count: words)
    var total: UInt32 = 0
    for word in 0..<words {
      before[word] = total
      total &+= UInt32(truncatingIfNeeded: bits[word].nonzeroBitCount)
    }
    let last = UInt32(truncatingIfNeeded: span &- 1)
    bits.withUnsafeBufferPointer { bits in
      before.withUnsafeBufferPointer { before in
        for slot in entries.indices {
          let offset = Swift.min(entries[slot] &- base, last)
          let word = Int(offset >> 6)
          let below = bits[word] & ((1 &<< UInt64(offset & 63)) &- 1)
          entries[slot] &-= before[word] &+ UInt32(truncatingIfNeeded: below.nonzeroBitCount)
        }
      }
    }
  }
}
