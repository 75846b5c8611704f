/// An ordered collection of identifiable elements with constant-time lookup by id and no
/// duplicate ids.
///
/// Use it for feature state that is a list of rows, so a reducer can find, update or
/// remove a row by its id without a linear search, and so a paging feature can append a
/// page while dropping rows it already holds. It is a value type: copies share storage
/// until one of them is mutated, and mutating a uniquely referenced value never copies its
/// elements.
///
/// The elements live in a ring of slots, so adding or dropping a page at either end costs
/// what the page does, not what the list does: a chat that prepends pages and a bounded
/// window that drops its top page stay as fast at 100,000 rows as at 1,000. Besides the
/// elements it keeps one compact hash table: per slot a 32-bit element position (counted
/// from a base that moves with the front, so the front can change without renumbering the
/// rest, and less the removals from the middle since the last renumbering, so a removal
/// renumbers nothing at once) and an 8-bit tag, at most half the slots in use. Ids are never stored twice, and the
/// table costs 10 to 20 bytes per element. A tag holds four bits of the id's hash, which let a
/// lookup pass over most other ids without reading their elements, and how far the slot is
/// from the id's home slot, which lets a removal move entries back without reading theirs:
/// appending to or trimming a long list costs what it does on a short one, even once the
/// list no longer fits in cache. Its code is
/// `@inlinable`, so a feature in another module runs a version specialized for its element
/// type; unspecialized generic code would look up type metadata and call through witness
/// tables for every id it hashes and compares.
///
/// ```swift
/// struct Todo: Identifiable { let id: Int; var title: String }
///
/// var todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
/// todos.append(contentsOf: [Todo(id: 1, title: "Stale copy"), Todo(id: 2, title: "Walk")])
/// todos.modify(id: 2) { $0.title = "Walk the dog" }
/// print(todos.map(\.title))
/// ```
///
/// ```text
/// ["Buy milk", "Walk the dog"]
/// ```
public struct IdentifiedArray<Element: Identifiable> {
  /// The elements, in order; ``elements`` is its public, read-only face.
  @usableFromInline
  var storage: RingBuffer<Element>

  /// An open-addressing table with linear probing and a power-of-two number of slots, at
  /// most half of them used: the position of an element in `storage` plus ``base``
  /// (wrapping), meaningful only where `tags` marks the slot used.
  @usableFromInline
  var slots: [UInt32]

  /// What a table entry holds beyond its element's position: prepending `m` elements
  /// lowers it by `m` and removing `k` from the front raises it by `k`, so the positions
  /// of the elements that stay need no new entries.
  @usableFromInline
  var base: UInt32

  /// The offsets of elements removed from the middle whose followers' entries still count
  /// them: an entry's position is its offset past ``base`` less the gaps below it.
  @usableFromInline
  var gaps: EntryGaps

  /// One tag per slot of `slots`: `0` for an empty slot, otherwise the top bit set, the
  /// slot's distance from its id's home slot (three bits, 7 for 7 or more) and four bits of
  /// the id's hash. A probe reads an element only when its tag's hash bits match.
  @usableFromInline
  var tags: [UInt8]

  /// A number that changes on every mutation and is shared by no other value, unless that
  /// value is an unmutated copy of this one: equal stamps mean equal elements.
  @usableFromInline
  var stamp: UInt64

  /// What the latest mutations touched, for observers that look at one element each.
  @usableFromInline
  var edits: EditLog<Element.ID>

  /// The elements, in order, as an array.
  ///
  /// - Complexity: O(*n*): the array is made on each read, as the collection keeps its
  ///   elements in a ring of its own. To go through them, iterate the collection itself.
  @inlinable
  public var elements: [Element] { Array(storage) }

  /// Creates an empty collection.
  @inlinable
  public init() {
    storage = RingBuffer()
    slots = []
    base = 0
    gaps = EntryGaps()
    tags = []
    stamp = MutationStamp.empty
    edits = EditLog(start: stamp)
  }

  /// Creates a collection from elements whose ids are known to be distinct.
  ///
  /// Use it when a duplicate id would be a programming error. When the input may contain
  /// duplicates, such as pages from a server, use ``init(dropDuplicatesOf:)`` instead.
  ///
  /// - Parameter uniqueElements: The elements, in order.
  /// - Precondition: No two elements have the same id.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  public init(uniqueElements: some Sequence<Element>) {
    storage = RingBuffer(uniqueElements)
    slots = []
    base = 0
    gaps = EntryGaps()
    tags = []
    stamp = MutationStamp.next()
    edits = EditLog(start: stamp)
    rebuildTable(capacity: Self.tableCapacity(for: storage.count))
  }

  /// Creates a collection from elements that may repeat an id, keeping the first element
  /// with each id.
  ///
  /// - Parameter elements: The elements, in order.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  public init(dropDuplicatesOf elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, in order.
  ///
  /// The view is lazy: it reads each id from the elements when accessed, and answers
  /// ``IDs/contains(_:)`` from the id table in O(1).
  @inlinable
  public var ids: IDs { IDs(base: self) }

  /// Returns the position of the element with the given id, if there is one.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(id: Element.ID) -> Int? {
    guard !slots.isEmpty, case .found(let index) = probe(for: id) else { return nil }
    return index
  }

  /// Returns whether an element with the given id is present.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(id: Element.ID) -> Bool {
    index(id: id) != nil
  }

  /// Returns whether an element with the id of `element` is present, as
  /// swift-identified-collections answers it: the rest of `element` is not compared.
  ///
  /// The ids of an identified array are unique, so the question that matters is whether
  /// the id is taken. To compare whole values as well, read the element:
  /// `todos[id: todo.id] == todo`.
  ///
  /// ```swift
  /// struct Todo: Identifiable, Equatable { let id: Int; var title: String }
  ///
  /// let todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
  /// print(todos.contains(Todo(id: 1, title: "Walk")))  // true: id 1 is present
  /// ```
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ element: Element) -> Bool {
    contains(id: element.id)
  }

  /// Accesses the element with the given id.
  ///
  /// Reading returns `nil` when no element has the id. Assigning `nil` removes the
  /// element, assigning an element replaces the one with the same id in place, or appends
  /// it when the id is new.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int; var title: String }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
  /// todos[id: 3] = Todo(id: 3, title: "New")  // appends
  /// todos[id: 3] = nil                        // removes
  /// ```
  ///
  /// Changing the element through the subscript edits it where it is, without copying it:
  /// `todos[id: 1]?.title = "Buy oat milk"` is as cheap as ``modify(id:_:)``.
  ///
  /// - Precondition: An assigned element's id equals `id`.
  /// - Complexity: O(1) on average to read, replace, edit or append; to remove, what
  ///   ``remove(id:)`` costs.
  @inlinable
  public subscript(id id: Element.ID) -> Element? {
    get {
      index(id: id).map { storage[$0] }
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      precondition(
        newValue.id == id,
        "IdentifiedArray[id: \(id)] was assigned an element with id \(newValue.id)"
      )
      if let index = index(id: id) {
        stampEdit(of: id)
        storage[index] = newValue
      } else {
        append(newValue)
      }
    }
    _modify {
      guard let index = index(id: id) else {
        var absent: Element?
        defer { if let absent { self[id: id] = absent } }
        yield &absent
        return
      }
      var present: Element? = storage.moveOut(at: index)
      defer { endEdit(of: id, at: index, leaving: present) }
      yield &present
    }
  }

  /// Appends an element unless an element with the same id is already present.
  ///
  /// - Parameter element: The element to append.
  /// - Returns: `true` if the element was appended; `false`, leaving the collection
  ///   unchanged, if its id was already present.
  /// - Complexity: Amortised O(1) on average.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    guard appendUnstamped(element) else { return false }
    stampInsertionOrMove()
    return true
  }

  /// Appends the elements whose ids are not yet present, in order, and reports how many
  /// were dropped.
  ///
  /// Use it to add a page of results that may overlap the ones already loaded. An element
  /// whose id repeats an earlier element of `newElements` is dropped too.
  ///
  /// - Parameter newElements: The elements to append.
  /// - Returns: The number of elements dropped because their id was already present.
  /// - Complexity: Amortised O(*m*), where *m* is the number of new elements.
  @inlinable
  @discardableResult
  public mutating func append(contentsOf newElements: some Sequence<Element>) -> Int {
    let countBefore = storage.count
    let offered =
      newElements.withContiguousStorageIfAvailable { page in
        appendUnstamped(contentsOf: page)
        return page.count
      } ?? appendEachUnstamped(newElements)
    let appended = storage.count - countBefore
    // One stamp and one entry in the edit log for the whole page: the log names no element
    // for an insertion, so one entry says what fifty would.
    if appended > 0 { stampInsertionOrMove() }
    return offered - appended
  }

  /// Removes and returns the element with the given id, if there is one.
  ///
  /// - Returns: The removed element, or `nil` if no element has the id.
  /// - Complexity: O(min(*i*, *n* − *i*)) for the element at position *i*: the shorter side
  ///   of the gap moves, as ``remove(at:)`` says.
  @inlinable
  @discardableResult
  public mutating func remove(id: Element.ID) -> Element? {
    guard let index = index(id: id) else { return nil }
    return removeElement(at: index)
  }

  /// Removes all elements.
  ///
  /// - Parameter keepingCapacity: Pass `true` to keep the storage for reuse, as when a
  ///   feature refreshes a list to about the same size.
  /// - Complexity: O(*n*).
  public mutating func removeAll(keepingCapacity: Bool = false) {
    stampReplacement()
    storage.replaceAll(with: [], keepingCapacity: keepingCapacity)
    slots = keepingCapacity ? Array(repeating: 0, count: slots.count) : []
    gaps = EntryGaps()
    tags = keepingCapacity ? Array(repeating: 0, count: tags.count) : []
  }

  /// Reserves storage for at least `minimumCapacity` elements.
  ///
  /// Use it before appending a known number of elements. As with `Array`, calling it
  /// before every small append defeats the geometric growth of the elements' storage.
  ///
  /// - Complexity: O(*n*) when the storage grows, O(1) otherwise.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    storage.reserveCapacity(minimumCapacity)
    if !Self.fits(count: minimumCapacity, capacity: slots.count) {
      rebuildTable(capacity: Self.tableCapacity(for: minimumCapacity))
    }
  }

  /// Replaces the element that has the same id as `element`, keeping its position.
  ///
  /// - Parameter element: The new value.
  /// - Returns: The replaced element, or `nil`, leaving the collection unchanged, if no
  ///   element has the id.
  /// - Complexity: O(1) on average.
  @inlinable
  public mutating func update(_ element: Element) -> Element? {
    guard let index = index(id: element.id) else { return nil }
    stampEdit(of: element.id)
    let old = storage[index]
    storage[index] = element
    return old
  }

  /// Mutates the element with the given id in place and returns what `body` returns.
  ///
  /// Use it to run a child reducer on one row without copying the row out and back in.
  ///
  /// ```swift
  /// struct Todo: Identifiable { let id: Int; var title: String }
  ///
  /// var todos: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
  /// todos.modify(id: 1) { $0.title = "Buy oat milk" }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id of the element to mutate.
  ///   - body: A closure that mutates the element; it must not change the element's id.
  /// - Returns: The result of `body`, or `nil` without calling `body` if no element has
  ///   the id.
  /// - Precondition: `body` leaves the element's id unchanged.
  /// - Complexity: O(1) on average, plus the cost of `body`.
  @inlinable
  public mutating func modify<R>(
    id: Element.ID,
    _ body: (inout Element) throws -> R
  ) rethrows -> R? {
    guard let index = index(id: id) else { return nil }
    stampEdit(of: id)
    defer {
      precondition(
        storage[index].id == id,
        "IdentifiedArray.modify(id: \(id)) changed the element's id to \(storage[index].id)"
      )
    }
    return try body(&storage[index])
  }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}
