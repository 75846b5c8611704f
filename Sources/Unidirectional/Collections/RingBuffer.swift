/// The elements of an ``IdentifiedArray``: a growable ring of slots, so that elements come
/// and go at either end in amortised O(1), as a chat prepends pages and a bounded window
/// drops its top page.
///
/// Elements live in a power-of-two number of slots, the first at `head`, the rest after it
/// with wrap-around. Adding at the front moves `head` back; removing from the front moves it
/// forward; nothing else moves. It is a value type with copy-on-write storage, and a
/// `MutableCollection`, so sorting and reversing work in place. A removal in the middle
/// moves the shorter side of the gap; an insertion in the middle rebuilds it, in O(*n*).
@usableFromInline
struct RingBuffer<Element> {
  @usableFromInline
  var buffer: RingStorage<Element>

  @inlinable
  init() {
    buffer = RingStorage.make(capacity: 0)
  }

  @inlinable
  init(_ elements: some Sequence<Element>) {
    let array = Array(elements)
    buffer = RingStorage.make(capacity: array.count)
    buffer.withUnsafeMutablePointerToElements { slots in
      slots.initialize(from: array, count: array.count)
    }
    buffer.count = array.count
  }

  /// The storage, copied first if another value shares it; grown, to at least twice its
  /// size, when it cannot hold `minimumCapacity` elements.
  @inlinable
  mutating func makeUnique(minimumCapacity: Int) {
    if isKnownUniquelyReferenced(&buffer) {
      guard buffer.ringCapacity < minimumCapacity else { return }
      buffer = buffer.moved(capacity: Swift.max(minimumCapacity, buffer.ringCapacity * 2))
    } else {
      buffer = buffer.copied(capacity: minimumCapacity)
    }
  }

  /// Appends `element` at the back.
  ///
  /// - Complexity: Amortised O(1).
  @inlinable
  mutating func append(_ element: Element) {
    makeUnique(minimumCapacity: count + 1)
    buffer.initialize(at: count, to: element)
    buffer.count += 1
  }

  /// Inserts `elements` at the front, in their order.
  ///
  /// - Complexity: Amortised O(*m*), where *m* is the number of new elements.
  @inlinable
  mutating func prepend(contentsOf elements: [Element]) {
    guard !elements.isEmpty else { return }
    makeUnique(minimumCapacity: count + elements.count)
    buffer.head = (buffer.head &- elements.count) & buffer.mask
    for (offset, element) in elements.enumerated() {
      buffer.initialize(at: offset, to: element)
    }
    buffer.count += elements.count
  }

  /// Removes `k` elements from the front.
  ///
  /// - Complexity: O(*k*).
  @inlinable
  mutating func removeFirst(_ k: Int) {
    guard k > 0 else { return }
    makeUnique(minimumCapacity: 0)
    for offset in 0..<k {
      buffer.deinitialize(at: offset)
    }
    buffer.head = (buffer.head &+ k) & buffer.mask
    buffer.count -= k
  }

  /// Removes `k` elements from the back.
  ///
  /// - Complexity: O(*k*).
  @inlinable
  mutating func removeLast(_ k: Int) {
    guard k > 0 else { return }
    makeUnique(minimumCapacity: 0)
    for offset in count - k..<count {
      buffer.deinitialize(at: offset)
    }
    buffer.count -= k
  }

  /// Replaces every element with `elements`, keeping the slots when `keepingCapacity` and
  /// the storage is not shared.
  @inlinable
  mutating func replaceAll(with elements: [Element], keepingCapacity: Bool = true) {
    guard keepingCapacity, isKnownUniquelyReferenced(&buffer),
      buffer.ringCapacity >= elements.count
    else {
      self = RingBuffer(elements)
      return
    }
    removeLast(count)
    buffer.head = 0
    buffer.withUnsafeMutablePointerToElements { slots in
      slots.initialize(from: elements, count: elements.count)
    }
    buffer.count = elements.count
  }

  /// Inserts `element` at `index`, moving the elements after it.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  mutating func insert(_ element: Element, at index: Int) {
    var elements = Array(self)
    elements.insert(element, at: index)
    replaceAll(with: elements)
  }

  /// Moves the element at `index` out of its slot, leaving the slot empty for
  /// ``closeGap(at:)``.
  @inlinable
  mutating func moveOut(at index: Int) -> Element {
    precondition(index >= 0 && index < count, "Index out of range")
    makeUnique(minimumCapacity: 0)
    return buffer.slot(at: index).move()
  }

  /// Closes the gap that ``moveOut(at:)`` left at `index` by moving whichever side of it
  /// holds fewer elements.
  ///
  /// The elements before the gap move one slot towards the back and the first slot becomes
  /// the head's, or the elements after it move one slot towards the front. Either way the
  /// elements before the gap keep their positions and the ones after it end one position
  /// earlier.
  ///
  /// - Complexity: O(min(*i*, *n* − *i*)), one `memmove` per contiguous run of slots.
  @inlinable
  mutating func closeGap(at index: Int) {
    if index < count &- 1 &- index {
      buffer.moveTowardsBack(0..<index)
      buffer.head = (buffer.head &+ 1) & buffer.mask
    } else {
      buffer.moveTowardsFront(index &+ 1..<count)
    }
    buffer.count -= 1
  }

  /// Makes room for `minimumCapacity` elements.
  @inlinable
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    makeUnique(minimumCapacity: minimumCapacity)
  }
}

extension RingBuffer: RandomAccessCollection, MutableCollection {
  @inlinable
  var startIndex: Int { 0 }

  @inlinable
  var endIndex: Int { buffer.count }

  @inlinable
  var count: Int { buffer.count }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "Index out of range")
      return buffer.element(at: position)
    }
    _modify {
      precondition(position >= 0 && position < count, "Index out of range")
      makeUnique(minimumCapacity: 0)
      yield &buffer.slot(at: position).pointee
    }
  }
}

extension RingBuffer: Equatable where Element: Equatable {
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.buffer === rhs.buffer || lhs.elementsEqual(rhs)
  }
}

extension RingBuffer: Hashable where Element: Hashable {
  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

// Safe: the storage is never mutated while shared (copy-on-write), so a value handed to
// another task is never written through by the one that kept it.
extension RingBuffer: @unchecked Sendable where Element: Sendable {}

/// Where a ``RingBuffer`` keeps its slots, and how many it uses from where.
@usableFromInline
struct RingHeader {
  /// The number of slots in use as the ring: a power of two, or 0.
  @usableFromInline
  var capacity: Int
  /// The slot of the first element.
  @usableFromInline
  var head: Int
  /// The number of elements.
  @usableFromInline
  var count: Int

  @inlinable
  init(capacity: Int) {
    self.capacity = capacity
    head = 0
    count = 0
  }
}

/// The slots of a ``RingBuffer``: a heap block that deinitializes its live elements when it
/// is freed.
@usableFromInline
final class RingStorage<Element>: ManagedBuffer<RingHeader, Element> {
  /// A storage of at least `capacity` slots, rounded up to a power of two.
  @inlinable
  static func make(capacity: Int) -> RingStorage {
    var slots = capacity > 0 ? 1 : 0
    while slots < capacity { slots *= 2 }
    let storage = create(minimumCapacity: slots) { _ in RingHeader(capacity: slots) }
    return unsafeDowncast(storage, to: RingStorage.self)
  }

  deinit {
    withUnsafeMutablePointers { header, slots in
      for offset in 0..<header.pointee.count {
        (slots + ((header.pointee.head &+ offset) & (header.pointee.capacity &- 1))).deinitialize(count: 1)
      }
    }
  }

  // The header is read and written through its address: `ManagedBuffer.header` is a
  // stored property of a class, which every access from this module checks for exclusivity
  // at run time (a `swift_beginAccess` call), and a ring reads it for every element.

  /// The number of slots in use as the ring: a power of two, or 0. (`ManagedBuffer`'s own
  /// `capacity` counts the slots the allocator gave, which may be more.)
  @inlinable
  var ringCapacity: Int {
    withUnsafeMutablePointerToHeader { $0.pointee.capacity }
  }

  /// The slot of the first element.
  @inlinable
  var head: Int {
    get { withUnsafeMutablePointerToHeader { $0.pointee.head } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.head = newValue } }
  }

  /// The number of elements.
  @inlinable
  var count: Int {
    get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
  }

  /// `ringCapacity - 1`, to wrap slot numbers.
  @inlinable
  var mask: Int { ringCapacity &- 1 }

  /// The slot of the element at `offset` from the first.
  @inlinable
  func slot(at offset: Int) -> UnsafeMutablePointer<Element> {
    withUnsafeMutablePointers { header, slots in
      slots + ((header.pointee.head &+ offset) & (header.pointee.capacity &- 1))
    }
  }

  @inlinable
  func element(at offset: Int) -> Element {
    slot(at: offset).pointee
  }

  @inlinable
  func initialize(at offset: Int, to element: Element) {
    slot(at: offset).initialize(to: element)
  }

  @inlinable
  func deinitialize(at offset: Int) {
    slot(at: offset).deinitialize(count: 1)
  }

  /// Moves the elements at `offsets` one slot towards the back, the last first; the slot
  /// after them must be empty, and is filled.
  @inlinable
  func moveTowardsBack(_ offsets: Range<Int>) {
    withUnsafeMutablePointers { header, slots in
      let mask = header.pointee.capacity &- 1
      let head = header.pointee.head
      var end = offsets.upperBound
      while end > offsets.lowerBound {
        // The longest run that ends at the last element left to move and neither starts
        // nor lands across the wrap.
        let source = (head &+ end &- 1) & mask
        let target = (head &+ end) & mask
        let run = Swift.min(end &- offsets.lowerBound, source &+ 1, target &+ 1)
        let firstSource = slots + (source &- run &+ 1)
        let firstTarget = slots + (target &- run &+ 1)
        firstTarget.moveInitialize(from: firstSource, count: run)
        end &-= run
      }
    }
  }

  /// Moves the elements at `offsets` one slot towards the front, the first first; the slot
  /// before them must be empty, and is filled.
  @inlinable
  func moveTowardsFront(_ offsets: Range<Int>) {
    withUnsafeMutablePointers { header, slots in
      let capacity = header.pointee.capacity
      let head = header.pointee.head
      var start = offsets.lowerBound
      while start < offsets.upperBound {
        let source = (head &+ start) & (capacity &- 1)
        let target = (head &+ start &- 1) & (capacity &- 1)
        let run = Swift.min(offsets.upperBound &- start, capacity &- source, capacity &- target)
        (slots + target).moveInitialize(from: slots + source, count: run)
        start &+= run
      }
    }
  }

  /// A storage of at least `capacity` slots holding copies of these elements, the first in
  /// slot 0.
  @inlinable
  func copied(capacity: Int) -> RingStorage {
    let count = self.count
    let copy = RingStorage.make(capacity: Swift.max(capacity, count))
    copy.withUnsafeMutablePointerToElements { target in
      for offset in 0..<count {
        (target + offset).initialize(to: element(at: offset))
      }
    }
    copy.count = count
    return copy
  }

  /// A storage of at least `capacity` slots that the elements move to, the first in slot 0;
  /// this one is left empty.
  @inlinable
  func moved(capacity: Int) -> RingStorage {
    let count = self.count
    let larger = RingStorage.make(capacity: Swift.max(capacity, count))
    larger.withUnsafeMutablePointerToElements { target in
      for offset in 0..<count {
        (target + offset).moveInitialize(from: slot(at: offset), count: 1)
      }
    }
    larger.count = count
    self.count = 0
    return larger
  }
}
