/// What an ``IdentifiedArray`` remembers of its latest mutations: the ids each one touched,
/// so an observer that last saw the array at an earlier stamp looks at those ids alone.
///
/// A store's row observers use it: after an action, instead of asking every observed row
/// whether it changed, they ask the rows the log names. The log is bounded; an observer
/// whose stamp it no longer reaches gets `nil` and looks at every row it watches, so a
/// short log costs time, never a missed change.
@usableFromInline
struct EditLog<ID> {
  /// One mutation's mark: the array's stamp after it, and the id of an element whose value
  /// changed or that left the array. `nil` marks elements inserted or moved, which changes
  /// no element that was there.
  @usableFromInline
  struct Entry {
    @usableFromInline let stamp: UInt64
    @usableFromInline let id: ID?

    @inlinable
    init(stamp: UInt64, id: ID?) {
      self.stamp = stamp
      self.id = id
    }
  }

  /// The stamp the log starts from: every mutation after it has an entry.
  @usableFromInline
  var start: UInt64

  /// The entries, oldest first.
  @usableFromInline
  var entries: [Entry] = []

  /// The most entries the log keeps; when full it forgets its older half.
  @usableFromInline
  static var capacity: Int { 32 }

  @inlinable
  init(start: UInt64) {
    self.start = start
  }

  /// Notes a mutation that left the array at `stamp` and touched the element `id` (`nil`:
  /// inserted or moved elements).
  @inlinable
  mutating func record(_ id: ID?, at stamp: UInt64) {
    if entries.count == Self.capacity {
      let forgotten = Self.capacity / 2
      start = entries[forgotten - 1].stamp
      entries.removeFirst(forgotten)
    }
    entries.append(Entry(stamp: stamp, id: id))
  }

  /// Forgets every entry: the mutation that left the array at `stamp` touched more than
  /// the log could name.
  @inlinable
  mutating func restart(at stamp: UInt64) {
    start = stamp
    entries.removeAll(keepingCapacity: true)
  }

  /// The entries after the array's stamp was `stamp`, or `nil` when the log does not reach
  /// back that far (or never saw that stamp).
  func entries(since stamp: UInt64) -> ArraySlice<Entry>? {
    if stamp == start { return entries[...] }
    guard let last = entries.lastIndex(where: { $0.stamp == stamp }) else { return nil }
    return entries[(last + 1)...]
  }
}

extension EditLog: Sendable where ID: Sendable {}

extension EditLog.Entry: Sendable where ID: Sendable {}
