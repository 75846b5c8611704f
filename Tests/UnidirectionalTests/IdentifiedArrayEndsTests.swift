import Testing

@testable import Unidirectional

struct IdentifiedArrayEndsTests {
  struct Item: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String

    init(_ id: Int, _ title: String = "") {
      self.id = id
      self.title = title
    }
  }

  /// An id whose hash keeps only `value % buckets`, so ids pile up in a few long probe runs
  /// that wrap around the end of the table: the case where deleting from the table must
  /// move the right entries back.
  struct ClusteredID: Hashable, Sendable {
    static let buckets = 4
    let value: Int

    func hash(into hasher: inout Hasher) {
      hasher.combine(value % Self.buckets)
    }
  }

  struct ClusteredItem: Identifiable, Hashable, Sendable {
    let id: ClusteredID
    var title: String

    init(_ value: Int, _ title: String = "") {
      self.id = ClusteredID(value: value)
      self.title = title
    }
  }

  /// Expects every element to be found at its own position, and the table to agree with
  /// the elements.
  static func expectEveryLookup<Element: Identifiable>(
    _ items: IdentifiedArray<Element>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (position, element) in items.enumerated() {
      #expect(
        items.index(id: element.id) == position,
        "\(element.id) is not found at \(position)",
        sourceLocation: sourceLocation
      )
    }
    items.checkInvariants()
  }

  // MARK: - Prepending

  @Test func prependingInsertsTheNewElementsAtTheFrontInTheirOrder() {
    // Given
    var items: IdentifiedArray = [Item(3), Item(4)]
    let before = items.fingerprint

    // When
    let dropped = items.prepend(contentsOf: [Item(1), Item(2)])

    // Then
    #expect(dropped == 0)
    #expect(items.elements == [Item(1), Item(2), Item(3), Item(4)])
    #expect(items.fingerprint != before)
    Self.expectEveryLookup(items)
  }

  @Test func prependingDropsPresentAndRepeatedIDsAndCountsThem() {
    // Given
    var items: IdentifiedArray = [Item(3, "kept"), Item(4)]

    // When the page repeats an id on screen, and one of its own
    let dropped = items.prepend(
      contentsOf: [Item(1, "first"), Item(3, "stale"), Item(2), Item(1, "repeat")]
    )

    // Then
    #expect(dropped == 2)
    #expect(items.elements == [Item(1, "first"), Item(2), Item(3, "kept"), Item(4)])
    Self.expectEveryLookup(items)
  }

  @Test func prependingOnlyPresentIDsChangesNothingAndKeepsTheFingerprint() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]
    let before = items.fingerprint

    // When
    let dropped = items.prepend(contentsOf: [Item(2, "stale"), Item(1, "stale")])

    // Then
    #expect(dropped == 2)
    #expect(items.elements == [Item(1), Item(2)])
    #expect(items.fingerprint == before)
    Self.expectEveryLookup(items)
  }

  @Test func prependingManyElementsGrowsTheTable() {
    // Given three elements, the most a four-slot table holds
    var items: IdentifiedArray = [Item(1_000), Item(1_001), Item(1_002)]

    // When
    let dropped = items.prepend(contentsOf: (0..<1_000).map { Item($0) })

    // Then
    #expect(dropped == 0)
    #expect(items.ids.elementsEqual(0...1_002))
    Self.expectEveryLookup(items)
  }

  @Test func prependingToAnEmptyArrayKeepsTheFirstOfEachID() {
    // Given
    var items = IdentifiedArray<Item>()

    // When
    let dropped = items.prepend(contentsOf: [Item(1, "a"), Item(2), Item(1, "b")])

    // Then
    #expect(dropped == 1)
    #expect(items.elements == [Item(1, "a"), Item(2)])
    Self.expectEveryLookup(items)
  }

  @Test func prependingToACopyLeavesTheOriginalUnchanged() {
    // Given
    let original: IdentifiedArray = [Item(2), Item(3)]
    var copy = original

    // When
    copy.prepend(contentsOf: [Item(1)])

    // Then
    #expect(original.elements == [Item(2), Item(3)])
    #expect(copy.elements == [Item(1), Item(2), Item(3)])
    Self.expectEveryLookup(original)
    Self.expectEveryLookup(copy)
  }

  // MARK: - Inserting

  @Test func insertingAtZeroPutsTheElementFirst() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]
    let before = items.fingerprint

    // When
    let inserted = items.insert(Item(0), at: 0)

    // Then
    #expect(inserted)
    #expect(items.elements == [Item(0), Item(1), Item(2)])
    #expect(items.fingerprint != before)
    Self.expectEveryLookup(items)
  }

  @Test func insertingAtCountAppends() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]
    let before = items.fingerprint

    // When
    let inserted = items.insert(Item(3), at: items.count)

    // Then
    #expect(inserted)
    #expect(items.elements == [Item(1), Item(2), Item(3)])
    #expect(items.fingerprint != before)
    Self.expectEveryLookup(items)
  }

  @Test func insertingInTheMiddleShiftsTheElementsAfterIt() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(3), Item(4)]

    // When
    let inserted = items.insert(Item(2), at: 1)

    // Then
    #expect(inserted)
    #expect(items.elements == [Item(1), Item(2), Item(3), Item(4)])
    Self.expectEveryLookup(items)
  }

  @Test(arguments: [0, 1, 2])
  func insertingAPresentIDIsRefusedAndChangesNothing(at index: Int) {
    // Given
    var items: IdentifiedArray = [Item(1, "kept"), Item(2)]
    let before = items.fingerprint

    // When
    let inserted = items.insert(Item(1, "stale"), at: index)

    // Then
    #expect(!inserted)
    #expect(items.elements == [Item(1, "kept"), Item(2)])
    #expect(items.fingerprint == before)
    Self.expectEveryLookup(items)
  }

  @Test func insertingAtTheFrontOneByOneGrowsTheTable() {
    // Given
    var items = IdentifiedArray<Item>()

    // When
    for id in (0..<100).reversed() {
      items.insert(Item(id), at: 0)
    }

    // Then
    #expect(items.ids.elementsEqual(0..<100))
    Self.expectEveryLookup(items)
  }

  @Test func insertingPastTheEndStopsNamingTheRange() async {
    let result = await #expect(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      var items: IdentifiedArray = [Item(1), Item(2)]
      items.insert(Item(3), at: 3)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("IdentifiedArray.insert(_:at: 3) needs an index in 0...2"))
  }

  @Test func insertingAtANegativeIndexStops() async {
    await #expect(processExitsWith: .failure) {
      var items: IdentifiedArray = [Item(1)]
      items.insert(Item(2), at: -1)
    }
  }

  // MARK: - Removing from the front

  @Test func removingFromTheFrontKeepsTheRestInOrderAndFindsThem() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<10).map { Item($0) })
    let before = items.fingerprint

    // When
    items.removeFirst(3)

    // Then
    #expect(items.ids.elementsEqual(3..<10))
    #expect(items.fingerprint != before)
    #expect((0..<3).allSatisfy { items.index(id: $0) == nil })
    Self.expectEveryLookup(items)
  }

  @Test func removingNoneFromTheFrontChangesNothingAndKeepsTheFingerprint() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]
    let before = items.fingerprint

    // When
    items.removeFirst(0)

    // Then
    #expect(items.elements == [Item(1), Item(2)])
    #expect(items.fingerprint == before)
    Self.expectEveryLookup(items)
  }

  @Test func removingEveryElementFromTheFrontLeavesAnArrayThatAcceptsAppends() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<20).map { Item($0) })

    // When
    items.removeFirst(items.count)

    // Then
    #expect(items.isEmpty)
    #expect(items.index(id: 0) == nil)
    Self.expectEveryLookup(items)

    // When
    items.append(Item(0, "back"))

    // Then
    #expect(items.elements == [Item(0, "back")])
    Self.expectEveryLookup(items)
  }

  @Test func removingFromTheFrontOfClusteredIDsFindsEveryOtherElement() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<40).map { ClusteredItem($0) })

    // When
    items.removeFirst(13)

    // Then
    #expect(items.ids.map(\.value) == Array(13..<40))
    #expect(items.index(id: ClusteredID(value: 12)) == nil)
    Self.expectEveryLookup(items)
  }

  @Test func removingMoreThanCountFromTheFrontStopsNamingTheCount() async {
    let result = await #expect(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      var items: IdentifiedArray = [Item(1), Item(2)]
      items.removeFirst(3)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("IdentifiedArray.removeFirst(3) needs 0...2 elements to remove"))
  }

  @Test func removingANegativeNumberFromTheFrontStops() async {
    await #expect(processExitsWith: .failure) {
      var items: IdentifiedArray = [Item(1)]
      items.removeFirst(-1)
    }
  }

  // MARK: - Removing from the end

  @Test func removingFromTheEndKeepsTheRestInOrderAndFindsThem() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<10).map { Item($0) })
    let before = items.fingerprint

    // When
    items.removeLast(3)

    // Then
    #expect(items.ids.elementsEqual(0..<7))
    #expect(items.fingerprint != before)
    #expect((7..<10).allSatisfy { items.index(id: $0) == nil })
    Self.expectEveryLookup(items)
  }

  @Test func removingNoneFromTheEndChangesNothingAndKeepsTheFingerprint() {
    // Given
    var items: IdentifiedArray = [Item(1), Item(2)]
    let before = items.fingerprint

    // When
    items.removeLast(0)

    // Then
    #expect(items.elements == [Item(1), Item(2)])
    #expect(items.fingerprint == before)
    Self.expectEveryLookup(items)
  }

  @Test func removingEveryElementFromTheEndLeavesAnArrayThatAcceptsAppends() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<20).map { Item($0) })
    let before = items.fingerprint

    // When
    items.removeLast(items.count)

    // Then
    #expect(items.isEmpty)
    #expect(items.fingerprint != before)
    #expect(items.index(id: 19) == nil)
    Self.expectEveryLookup(items)

    // When
    items.append(Item(19, "back"))

    // Then
    #expect(items.elements == [Item(19, "back")])
    Self.expectEveryLookup(items)
  }

  @Test func removingFromTheEndOfClusteredIDsFindsEveryOtherElement() {
    // Given
    var items = IdentifiedArray(uniqueElements: (0..<40).map { ClusteredItem($0) })

    // When
    items.removeLast(13)

    // Then
    #expect(items.ids.map(\.value) == Array(0..<27))
    #expect(items.index(id: ClusteredID(value: 27)) == nil)
    Self.expectEveryLookup(items)
  }

  @Test func removingFromTheEndOfACopyLeavesTheOriginalUnchanged() {
    // Given
    let original = IdentifiedArray(uniqueElements: (0..<5).map { Item($0) })
    var copy = original

    // When
    copy.removeLast(2)
    copy.removeFirst(1)

    // Then
    #expect(original.ids.elementsEqual(0..<5))
    #expect(copy.ids.elementsEqual(1..<3))
    Self.expectEveryLookup(original)
    Self.expectEveryLookup(copy)
  }

  @Test func removingMoreThanCountFromTheEndStopsNamingTheCount() async {
    let result = await #expect(
      processExitsWith: .failure,
      observing: [\.standardErrorContent]
    ) {
      var items: IdentifiedArray = [Item(1), Item(2)]
      items.removeLast(3)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("IdentifiedArray.removeLast(3) needs 0...2 elements to remove"))
  }

  @Test func removingANegativeNumberFromTheEndStops() async {
    await #expect(processExitsWith: .failure) {
      var items: IdentifiedArray = [Item(1)]
      items.removeLast(-1)
    }
  }
}
