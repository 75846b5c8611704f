import Foundation
import Testing

@testable import Unidirectional

/// The edits code written against swift-identified-collections reaches for: by position (a
/// list's `onDelete` and `onMove`), in place (sort, shuffle, reverse), by id whether listed
/// or not (`updateOrAppend`, `updateOrInsert`), a filter that keeps the type, and `Codable`.
struct IdentifiedArrayPositionalEditTests {
  typealias Item = IdentifiedArrayTests.Item

  func items(_ ids: Int...) -> IdentifiedArrayOf<Item> {
    IdentifiedArray(uniqueElements: ids.map { Item($0) })
  }

  @Test("Given rows, when a list deletes the offsets it was handed, then exactly those rows go and every id is still found")
  func removingAtOffsetsDropsThoseRows() {
    var list = items(1, 2, 3, 4, 5)
    let before = list.fingerprint

    list.remove(atOffsets: IndexSet([0, 3]))

    #expect(list.map(\.id) == [2, 3, 5])
    #expect(list.index(id: 5) == 2 && !list.contains(id: 4))
    #expect(list.fingerprint != before)
    list.checkInvariants()
  }

  @Test("Given rows, when a list moves rows to an offset counted before the move, then they land there in their order")
  func movingOffsetsFollowsSwiftUIsOnMove() {
    var down = items(1, 2, 3, 4)
    down.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
    var up = items(1, 2, 3, 4)
    up.move(fromOffsets: IndexSet([3]), toOffset: 0)
    var nowhere = items(1, 2, 3)
    let before = nowhere.fingerprint
    nowhere.move(fromOffsets: [1], toOffset: 2)

    #expect(down.map(\.id) == [3, 1, 2, 4])
    #expect(up.map(\.id) == [4, 1, 2, 3])
    #expect(nowhere.map(\.id) == [1, 2, 3] && nowhere.fingerprint == before, "a move that moves nothing changes nothing")
    #expect(down.index(id: 4) == 3 && up.index(id: 4) == 0)
    down.checkInvariants()
    up.checkInvariants()
  }

  @Test("Given rows, when one goes by position, by predicate, or from either end, then it is returned and its id is no longer found")
  func removingByPositionReturnsTheElement() {
    var list = items(1, 2, 3, 4, 5, 6)

    #expect(list.remove(at: 1).id == 2)
    #expect(list.removeFirst().id == 1)
    #expect(list.removeLast().id == 6)
    list.removeAll { $0.id.isMultiple(of: 2) }

    #expect(list.map(\.id) == [3, 5])
    #expect(!list.contains(id: 4) && list.index(id: 5) == 1)
    list.checkInvariants()
  }

  @Test("Given rows, when they are sorted, shuffled with a seed, or reversed, then each id is found at its new position")
  func reorderingInPlaceKeepsLookupsRight() {
    var sorted = items(3, 1, 2)
    sorted.sort { $0.id < $1.id }
    var reversed = items(1, 2, 3)
    reversed.reverse()
    var shuffled = items(1, 2, 3, 4, 5, 6, 7, 8)
    var random = SeededRandomNumberGenerator(seed: 7)
    shuffled.shuffle(using: &random)
    var expected = Array(1...8)
    var sameRandom = SeededRandomNumberGenerator(seed: 7)
    expected.shuffle(using: &sameRandom)

    #expect(sorted.map(\.id) == [1, 2, 3])
    #expect(reversed.map(\.id) == [3, 2, 1])
    #expect(shuffled.map(\.id) == expected)
    for list in [sorted, reversed, shuffled] {
      for (position, item) in list.enumerated() { #expect(list.index(id: item.id) == position) }
      list.checkInvariants()
    }
  }

  @Test("Given rows, when an element is put in by id, then a listed one is replaced where it stands and a new one appended or inserted")
  func updatingOrAddingByID() {
    var list = items(1, 2)

    let replaced = list.updateOrAppend(Item(2, "edited"))
    let appended = list.updateOrAppend(Item(3))
    let inPlace = list.updateOrInsert(Item(1, "edited"), at: 2)
    let inserted = list.updateOrInsert(Item(9), at: 1)

    #expect(replaced == Item(2) && appended == nil)
    #expect(inPlace.originalMember == Item(1) && inPlace.index == 0)
    #expect(inserted.originalMember == nil && inserted.index == 1)
    #expect(list.elements == [Item(1, "edited"), Item(9), Item(2, "edited"), Item(3)])
    list.checkInvariants()
  }

  @Test("Given rows, when their ids are read, then they come in order and the view answers contains from the id table")
  func theIDsViewReadsInOrderAndLooksUpByTable() {
    let list = items(3, 1, 2)
    let colliding = IdentifiedArray(uniqueElements: (0..<20).map { IdentifiedArrayTests.CollidingItem(id: .init(value: $0)) })

    #expect(Array(list.ids) == [3, 1, 2])
    #expect(list.ids.contains(1) && !list.ids.contains(4))
    #expect(Array(list.ids[1...]) == [1, 2])
    #expect(colliding.ids.contains(.init(value: 19)) && !colliding.ids.contains(.init(value: 20)))
  }

  @Test("Given rows, when they are filtered, then the result is an identified array whose ids are found")
  func filteringKeepsTheType() {
    let list = items(1, 2, 3, 4)

    let even: IdentifiedArrayOf<Item> = list.filter { $0.id.isMultiple(of: 2) }

    #expect(even.map(\.id) == [2, 4])
    #expect(even.index(id: 4) == 1 && even[id: 2] == Item(2))
  }

  @Test("Given rows, when they are encoded and decoded, then the same rows come back, and a payload that repeats an id fails naming it")
  func codingRoundTripsAndRejectsRepeatedIDs() throws {
    let list = IdentifiedArray(uniqueElements: [Note(id: 1, text: "a"), Note(id: 2, text: "b")])

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(list)
    let decoded = try JSONDecoder().decode(IdentifiedArray<Note>.self, from: data)
    let repeated = Data(#"[{"id":1,"text":"a"},{"id":2,"text":"b"},{"id":1,"text":"c"}]"#.utf8)

    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1,"text":"a"},{"id":2,"text":"b"}]"#)
    #expect(decoded == list && decoded.index(id: 2) == 1)
    #expect {
      try JSONDecoder().decode(IdentifiedArray<Note>.self, from: repeated)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "IdentifiedArray: the id 1 appears at positions 0 and 2; ids must be unique"
    }
  }

  @Test("Given random positional edits, when each is checked against a plain array, then they agree after every step")
  func randomPositionalEditsAgreeWithAPlainArray() throws {
    var random = SeededRandomNumberGenerator(seed: 0x0FF5E7)
    var list = IdentifiedArray<Item>()
    var model: [Item] = []
    for step in 0..<5_000 {
      let operation: String
      switch random.nextInt(in: 0...6) {
      case 0:
        let id = random.nextInt(in: 0...40)
        operation = "updateOrAppend(\(id))"
        list.updateOrAppend(Item(id, "\(step)"))
        if let index = model.firstIndex(where: { $0.id == id }) { model[index] = Item(id, "\(step)") } else { model.append(Item(id, "\(step)")) }
      case 1 where !model.isEmpty:
        let offsets = Set((0..<random.nextInt(in: 1...3)).map { _ in random.nextInt(in: 0...model.count - 1) })
        operation = "remove(atOffsets: \(offsets.sorted()))"
        list.remove(atOffsets: offsets)
        model = model.indices.filter { !offsets.contains($0) }.map { model[$0] }
      case 2 where !model.isEmpty:
        let offsets = Set((0..<random.nextInt(in: 1...3)).map { _ in random.nextInt(in: 0...model.count - 1) })
        let destination = random.nextInt(in: 0...model.count)
        operation = "move(fromOffsets: \(offsets.sorted()), toOffset: \(destination))"
        list.move(fromOffsets: offsets, toOffset: destination)
        let moved = offsets.sorted().map { model[$0] }
        var rest = model.indices.filter { !offsets.contains($0) }.map { model[$0] }
        rest.insert(contentsOf: moved, at: model.indices.filter { $0 < destination && !offsets.contains($0) }.count)
        model = rest
      case 3:
        let id = random.nextInt(in: 0...40)
        let index = random.nextInt(in: 0...model.count)
        operation = "updateOrInsert(\(id), at: \(index))"
        list.updateOrInsert(Item(id, "\(step)"), at: index)
        if let at = model.firstIndex(where: { $0.id == id }) { model[at] = Item(id, "\(step)") } else { model.insert(Item(id, "\(step)"), at: index) }
      case 4:
        operation = "sort"
        list.sort { $0.id < $1.id }
        model.sort { $0.id < $1.id }
      case 5:
        operation = "reverse"
        list.reverse()
        model.reverse()
      default:
        let divisor = random.nextInt(in: 3...7)
        operation = "removeAll(where: id % \(divisor) == 0)"
        list.removeAll { $0.id % divisor == 0 }
        model.removeAll { $0.id % divisor == 0 }
      }
      try #require(list.elements == model, "step \(step): \(operation)")
      for id in 0...40 {
        try #require(list.index(id: id) == model.firstIndex { $0.id == id }, "step \(step): \(operation), id \(id)")
        try #require(list.ids.contains(id) == model.contains { $0.id == id }, "step \(step): \(operation), ids.contains(\(id))")
      }
      list.checkInvariants()
    }
  }
}

/// A row that encodes and decodes.
struct Note: Identifiable, Codable, Equatable {
  let id: Int
  var text: String
}
