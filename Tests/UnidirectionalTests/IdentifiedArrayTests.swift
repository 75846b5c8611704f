import Testing

@testable import Unidirectional

struct IdentifiedArrayTests {
  struct Item: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String

    init(_ id: Int, _ title: String = "") {
      self.id = id
      self.title = title
    }
  }

  /// An id whose hashes all collide, so every element lands in one probe cluster.
  struct CollidingID: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(0)
    }
  }

  struct CollidingItem: Identifiable, Hashable, Sendable {
    let id: CollidingID
  }

  // MARK: - Creating

  @Test func anEmptyArrayHoldsNothingAndFindsNothing() {
    // Given / When
    let items = IdentifiedArray<Item>()

    // Then
    #expect(items.isEmpty)
    #expect(items.index(id: 1) == nil)
    #expect(items[id: 1] == nil)
    #expect(!items.contains(id: 1))
    items.checkInvariants()
  }

  @Test func anArrayLiteralKeepsOrderAndFindsEachElementByID() {
    // Given / When
    let items: IdentifiedArray = [Item(3, "c"), Item(1, "a"), Item(2, "b")]

    // Then
    #expect(items.elements == [Item(3, "c"), Item(1, "a"), Item(2, "b")])
    #expect(items.index(id: 3) == 0)
    #expect(items.index(id: 1) == 1)
    #expect(items.index(id: 2) == 2)
    #expect(items[id: 2] == Item(2, "b"))
    #expect(items[1] == Item(1, "a"))
    items.checkInvariants()
  }

  @Test func creatingFromUniqueElementsKeepsThemAll() {
    // Given
    let source = (0..<50).map { Item($0) }

    // When
    let items = IdentifiedArray(uniqueElements: source)

    // Then
    #expect(items.elements == source)
    #expect(items.count == 50)
    items.checkInvariants()
  }

  @Test func creatingFromUniqueElementsWithADuplicateStopsNamingTheID() async {
    let result = await #expect(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      _ = IdentifiedArray(uniqueElements: [Item(1), Item(42), Item(42)])
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("duplicate id 42"))
  }

  @Test func creatingByDroppingDuplicatesKeepsTheFirstOccurrence() {
    // Given
    let source = [Item(1, "first"), Item(2), Item(1, "second"), Item(3), Item(2, "again")]

    // When
    let items = IdentifiedArray(dropDuplicatesOf: source)

    // Then
    #expect(items.elements == [Item(1, "first"), Item(2), Item(3)])
    items.checkInvariants()
  }

  // MARK: - Appending

  @Test func appendingANewIDAddsItAtTheEnd() {
    // Given
    var items: IdentifiedArray = [Item(1)]

    // When
    let appended = items.append(Item(2))

    // Then
    #expect(appended)
    #expect(items.elements == [Item(1), Item(2)])
    #expect(items.index(id: 2) == 1)
    items.checkInvariants()
  }

  @Test func appendingAnExistingIDDropsItAndKeepsTheFirst() {
    // Given
    var items: IdentifiedArray = [Item(1, "first"), Item(2)]

    // When
    let appended = items.append(Item(1, "second"))

    // Then
    #expect(!appended)
    #expect(items.elements == [Item(1, "first"), Item(2)])
    items.checkInvariants()
  }

  @Test func appendingAnExistingIDWhenTheTableIsFullDropsIt() {
    // Given three elements, the most a four-slot table holds
    var items: IdentifiedArray = [Item(1), Item(2), Item(3)]

    // When
    let appended = items.append(Item(3, "again"))

    // Then
    #expect(!appended)
    #expect(items.elements == [Item(1), Item(2), Item(3)])
    items.checkInvariants()
  }

  @Test func appendContentsOfReportsDroppedDuplicates() {
    // Given a first page
    var items = IdentifiedArray(uniqueElements: (1...3).map { Item($0, "page 1") })

    // When a second page overlaps it, and repeats an id of its own
    let dropped = items.append(
      contentsOf: [Item(3, "page 2"), Item(4, "page 2"), Item(5, "page 2"), Item(4, "dup")]
    )

    // Then
    #expect(dropped == 2)
    #expect(items.ids.elementsEqual([1, 2, 3, 4, 5]))
    #expect(items[id: 3]?.title == "page 1")
    #expect(items[id: 4]?.title == "page 2")
    items.checkInvariants()
  }

  @Test func lookupByIDFindsElementsAfterManyGrowths() {
    // Given
    var items = IdentifiedArray<Item>()

    // When
    for id in 0..<20_000 {
      items.append(Item(id))
    }

    // Then
    #expect(items.count == 20_000)
    #expect((0..<20_000).allSatisfy { items.index(id: $0) == $0 })
    #expect(items.index(id: 20_000) == nil)
    #expect(items.index(id: -1) == nil)
    items.checkInvariants()
  }

  @Test func appendingToAUniqueValueMutatesItsStorageInPlace() {
    // Given
    var items = IdentifiedArray<Item>()
    items.reserveCapacity(100)
    let storage = ObjectIdentifier(items.storage.buffer)

    // When
    for id in 0..<100 {
      items.append(Item(id))
    }

    // Then
    #expect(ObjectIdentifier(items.storage.buffer) == storage)
    items.checkInvariants()
  }

  // MARK: - Removing

  @Test func removingByIDKeepsOrderAndLookups() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<10).map { Item($0) })

    // When
    let removed = items.remove(id: 4)

    // Then
    #expect(removed == Item(4))
    #expect(items.ids.elementsEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]))
    #expect(items.index(id: 4) == nil)
    #expect(items.index(id: 5) == 4)
    #expect(items.index(id: 9) == 8)
    items.checkInvariants()
  }

  @Test func removingAMissingIDChangesNothing() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]

    // When
    let removed = items.remove(id: 3)

    // Then
    #expect(removed == nil)
    #expect(items.elements == [Item(1), Item(2)])
    items.checkInvariants()
  }

  @Test func removingEveryElementLeavesAnArrayThatAcceptsAppends() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]

    // When
    items.remove(id: 1)
    items.remove(id: 2)
    items.append(Item(1, "back"))

    // Then
    #expect(items.elements == [Item(1, "back")])
    items.checkInvariants()
  }

  @Test(arguments: [false, true])
  func removeAllEmptiesTheArrayAndAllowsReuse(keepingCapacity: Bool) {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<20).map { Item($0) })

    // When
    items.removeAll(keepingCapacity: keepingCapacity)

    // Then
    #expect(items.isEmpty)
    #expect(items.index(id: 3) == nil)
    items.checkInvariants()

    // When
    items.append(Item(3))

    // Then
    #expect(items.elements == [Item(3)])
    items.checkInvariants()
  }

  @Test func collidingHashesStillFindAndRemoveEveryElement() {
    // Given
    var items = IdentifiedArray(
      uniqueElements: (0..<40).map { CollidingItem(id: CollidingID(value: $0)) }
    )

    // When
    let duplicateAppended = items.append(CollidingItem(id: CollidingID(value: 7)))
    items.remove(id: CollidingID(value: 0))
    items.remove(id: CollidingID(value: 20))

    // Then
    #expect(!duplicateAppended)
    #expect(items.ids.map(\.value) == (1..<40).filter { $0 != 20 })
    #expect(items.index(id: CollidingID(value: 39)) == 37)
    #expect(items.index(id: CollidingID(value: 20)) == nil)
    items.checkInvariants()
  }

  @Test func aPageWhoseIDsShareAHomeSlotKeepsEveryRowAndDropsItsRepeats() {
    // Given: a list whose table will hold 128 slots, and a page of Int ids that all hash
    // to the same home slot there, one of them twice
    var items = IdentifiedArray(uniqueElements: (0..<10).map { Item(-1 - $0) })
    items.reserveCapacity(64)
    let mask = items.slots.count - 1
    let home = 1_000.hashValue & mask
    let sharing = (1_000...).lazy.filter { $0.hashValue & mask == home }
    let ids = Array(sharing.prefix(6))

    // When: one page appends them all, each probing past the ones before it
    let dropped = items.append(contentsOf: (ids + [ids[2]]).map { Item($0) })

    // Then
    #expect(items.slots.count == mask + 1)
    #expect(dropped == 1)
    #expect(Array(items.ids.suffix(6)) == ids)
    #expect(ids.allSatisfy { items.contains(id: $0) })
    items.checkInvariants()
  }

  // MARK: - Mutating by id

  @Test func settingThroughTheIDSubscriptReplacesAppendsAndRemoves() {
    // Given
    var items: IdentifiedArray = [Item(1, "a"), Item(2, "b"), Item(3, "c")]

    // When / Then: an existing id is replaced in place
    items[id: 2] = Item(2, "B")
    #expect(items.elements == [Item(1, "a"), Item(2, "B"), Item(3, "c")])

    // When / Then: a new id is appended
    items[id: 4] = Item(4, "d")
    #expect(items.elements == [Item(1, "a"), Item(2, "B"), Item(3, "c"), Item(4, "d")])

    // When / Then: nil removes
    items[id: 1] = nil
    #expect(items.elements == [Item(2, "B"), Item(3, "c"), Item(4, "d")])

    // When / Then: nil for a missing id changes nothing
    items[id: 9] = nil
    #expect(items.elements == [Item(2, "B"), Item(3, "c"), Item(4, "d")])

    // When / Then: an optional-chained mutation writes back
    items[id: 3]?.title = "C"
    #expect(items.elements == [Item(2, "B"), Item(3, "C"), Item(4, "d")])
    items.checkInvariants()
  }

  @Test func settingAnElementUnderAnotherIDStops() async {
    await #expect(processExitsWith: .failure) {
      var items: IdentifiedArray = [Item(1)]
      items[id: 1] = Item(2)
    }
  }

  @Test func updateReplacesInPlaceAndReturnsTheOldElement() {
    // Given
    var items: IdentifiedArray = [Item(1, "a"), Item(2, "b")]

    // When
    let old = items.update(Item(1, "A"))

    // Then
    #expect(old == Item(1, "a"))
    #expect(items.elements == [Item(1, "A"), Item(2, "b")])
    items.checkInvariants()
  }

  @Test func updateOfAMissingIDChangesNothing() {
    // Given
    var items: IdentifiedArray = [Item(1, "a")]

    // When
    let old = items.update(Item(2, "b"))

    // Then
    #expect(old == nil)
    #expect(items.elements == [Item(1, "a")])
  }

  @Test func modifyMutatesInPlaceAndReturnsTheBodyResult() {
    // Given
    var items: IdentifiedArray = [Item(1, "a"), Item(2, "b")]

    // When
    let result = items.modify(id: 2) { item -> Int in
      item.title += "!"
      return item.title.count
    }

    // Then
    #expect(result == 2)
    #expect(items.elements == [Item(1, "a"), Item(2, "b!")])
    items.checkInvariants()
  }

  @Test func modifyOfAMissingIDDoesNotCallTheBody() {
    // Given
    var items: IdentifiedArray = [Item(1, "a")]
    var called = false

    // When
    let result: Void? = items.modify(id: 2) { _ in called = true }

    // Then
    #expect(result == nil)
    #expect(!called)
    #expect(items.elements == [Item(1, "a")])
  }

  @Test func modifyRethrowsWhatTheBodyThrows() {
    // Given
    struct Failure: Error {}
    var items: IdentifiedArray = [Item(1, "a")]

    // When / Then
    #expect(throws: Failure.self) {
      try items.modify(id: 1) { _ in throw Failure() }
    }
  }

  @Test func modifyThatChangesTheIDStops() async {
    struct Row: Identifiable {
      var id: Int
    }
    await #expect(processExitsWith: .failure) {
      var rows: IdentifiedArray = [Row(id: 1)]
      rows.modify(id: 1) { $0.id = 2 }
    }
  }

  // MARK: - Values

  @Test func mutatingACopyLeavesTheOriginalUnchanged() {
    // Given
    let original: IdentifiedArray = [Item(1, "a"), Item(2, "b")]
    var copy = original

    // When
    copy.append(Item(3))
    copy[id: 1] = Item(1, "A")
    copy.remove(id: 2)

    // Then
    #expect(original.elements == [Item(1, "a"), Item(2, "b")])
    #expect(original.index(id: 2) == 1)
    #expect(original.index(id: 3) == nil)
    #expect(copy.elements == [Item(1, "A"), Item(3)])
    original.checkInvariants()
    copy.checkInvariants()
  }

  @Test func equalityComparesElementsInOrder() {
    // Given
    let items: IdentifiedArray = [Item(1), Item(2)]
    var grownThenShrunk = IdentifiedArray(uniqueElements: (1...100).map { Item($0) })
    grownThenShrunk.removeAll()
    grownThenShrunk.append(contentsOf: [Item(1), Item(2)])

    // Then
    #expect(items == grownThenShrunk)
    #expect(items.hashValue == grownThenShrunk.hashValue)
    #expect(items != [Item(2), Item(1)])
    #expect(items != [Item(1), Item(2, "changed")])
  }

  @Test func idsListsTheIDsInOrder() {
    // Given
    let items: IdentifiedArray = [Item(5), Item(3), Item(9)]

    // Then
    #expect(Array(items.ids) == [5, 3, 9])
  }

  @Test func descriptionPrintsLikeAnArray() {
    // Given
    let items: IdentifiedArray = [Item(1, "a"), Item(2, "b")]

    // Then
    #expect(items.description == [Item(1, "a"), Item(2, "b")].description)
  }

  @Test func reserveCapacityKeepsContentsAndLookups() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]

    // When
    items.reserveCapacity(1_000)

    // Then
    #expect(items.elements == [Item(1), Item(2)])
    #expect(items.index(id: 2) == 1)
    #expect(items.storage.buffer.header.capacity >= 1_000)
    items.checkInvariants()
  }
}
