import Testing

@testable import Unidirectional

/// Removals from the middle of an identified array record gaps instead of renumbering the
/// table at once; lookups count the gaps, and one pass renumbers the table when they reach
/// their limit or an edit at the ends comes.
struct IdentifiedArrayGapsTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  static func rows(_ ids: Range<Int>) -> IdentifiedArray<Row> {
    IdentifiedArray(uniqueElements: ids.map { Row(id: $0, title: "\($0)") })
  }

  @Test func givenGapsBelowAnOffset_thePositionAndOffsetAreEachOthersInverse() {
    var gaps = EntryGaps()
    for gap in [7, 2, 3, 11] { gaps.insert(gap) }
    #expect(gaps.offsets == [2, 3, 7, 11])
    let live = (0..<14).filter { ![2, 3, 7, 11].contains($0) }
    for (position, offset) in live.enumerated() {
      #expect(gaps.offset(ofPosition: position) == offset)
      #expect(gaps.position(ofOffset: UInt32(offset)) == position)
    }
  }

  @Test func givenGaps_renumberingPointsEachEntryAtItsPosition() {
    var gaps = EntryGaps()
    for gap in [0, 64, 65, 130] { gaps.insert(gap) }
    let base: UInt32 = .max - 5
    let live = (0..<200).filter { ![0, 64, 65, 130].contains($0) }
    var entries = live.map { UInt32(truncatingIfNeeded: $0) &+ base }
    entries.withUnsafeMutableBufferPointer { gaps.renumber($0, base: base, span: 200) }
    #expect(entries == live.indices.map { UInt32(truncatingIfNeeded: $0) &+ base })
  }

  @Test func whenARowIsRemovedFromTheMiddle_theTableKeepsAGapAndEveryLookupIsRight() {
    var rows = Self.rows(0..<1_000)
    rows.remove(at: 400)
    rows.remove(id: 700)
    rows[id: 10] = nil
    #expect(rows.gaps.count == 3)
    #expect(rows.index(id: 401) == 399)
    #expect(rows.index(id: 701) == 698)
    #expect(rows.index(id: 9) == 9)
    #expect(rows.index(id: 400) == nil)
    rows.checkInvariants()
  }

  @Test func whenTheGapsReachTheirLimit_onePassRenumbersTheTable() {
    var rows = Self.rows(0..<2_000)
    let limit = EntryGaps.limit(forTableOf: rows.slots.count)
    for _ in 0..<limit - 1 { rows.remove(at: 500) }
    #expect(rows.gaps.count == limit - 1)
    rows.remove(at: 500)
    #expect(rows.gaps.isEmpty)
    #expect(rows.index(id: 500 + limit) == 500)
    rows.checkInvariants()
  }

  @Test func givenGaps_anEditAtTheEndsRenumbersFirstAndAppendsTakeOffsetsPastTheGaps() {
    var rows = Self.rows(0..<100)
    rows.remove(at: 50)
    rows.append(Row(id: 1_000, title: "single"))
    rows.append(contentsOf: [Row(id: 1_001, title: "page"), Row(id: 1_002, title: "page")])
    #expect(rows.gaps.count == 1)
    #expect(rows.index(id: 1_002) == 101)
    rows.checkInvariants()
    rows.removeLast(1)
    #expect(rows.gaps.isEmpty)
    rows.remove(at: 10)
    rows.prepend(contentsOf: [Row(id: -1, title: "top")])
    #expect(rows.gaps.isEmpty)
    #expect(rows.index(id: 11) == 11)
    rows.checkInvariants()
  }

  @Test func givenACopy_removingFromOneLeavesTheOtherWhole() {
    let original = Self.rows(0..<300)
    var copy = original
    for _ in 0..<10 { copy.remove(at: 100) }
    #expect(original.count == 300)
    #expect(original.index(id: 150) == 150)
    #expect(copy.index(id: 150) == 140)
    original.checkInvariants()
    copy.checkInvariants()
  }

  /// Removals by position, by id and through `[id:] = nil`, single appends, pages and edits
  /// at the ends over 1,500 rows, enough to reach the gaps' limit several times, checked
  /// against a plain array.
  @Test func randomRemovalsAcrossRenumberingsAgreeWithAPlainArray() throws {
    var random = SeededRandomNumberGenerator(seed: 0x6A75)
    var rows = Self.rows(0..<1_500)
    var model = Array(rows)
    var nextID = 1_500
    for step in 0..<3_000 {
      let operation = random.nextInt(in: 0...39)
      switch operation {
      case 0..<12 where !model.isEmpty:
        let index = random.nextInt(in: 0...model.count - 1)
        try #require(rows.remove(at: index) == model.remove(at: index), "step \(step)")
      case 12..<24 where !model.isEmpty:
        let id = model[random.nextInt(in: 0...model.count - 1)].id
        try #require(rows.remove(id: id) == model.remove(at: model.firstIndex { $0.id == id }!))
      case 24..<34 where !model.isEmpty:
        let id = model[random.nextInt(in: 0...model.count - 1)].id
        rows[id: id] = nil
        model.removeAll { $0.id == id }
      case 34..<37:
        let row = Row(id: nextID, title: "appended")
        nextID += 1
        rows.append(row)
        model.append(row)
      case 37:
        let page = (nextID..<nextID + 20).map { Row(id: $0, title: "page") }
        nextID += 20
        rows.append(contentsOf: page)
        model.append(contentsOf: page)
      case 38:
        let page = (nextID..<nextID + 5).map { Row(id: $0, title: "top") }
        nextID += 5
        rows.prepend(contentsOf: page)
        model.insert(contentsOf: page, at: 0)
      default:
        let k = Swift.min(model.count, 3)
        rows.removeFirst(k)
        model.removeFirst(k)
      }
      if let probe = model.randomElement(using: &random) {
        try #require(rows.index(id: probe.id) == model.firstIndex(of: probe), "step \(step)")
      }
      if step % 50 == 0 {
        try #require(Array(rows) == model, "step \(step)")
        rows.checkInvariants()
      }
    }
    try #require(Array(rows) == model)
    rows.checkInvariants()
  }
}
