import Testing

@testable import Unidirectional

/// Review: whatever the mutations, copies and overflows, an edit log that answers names
/// every element changed or removed since the stamp, and marks any insertion.
struct ReviewEditLogTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var value: Int
  }

  @Test func givenRandomMutationsAndCopiesThenEveryAnsweredLogCoversWhatChanged() {
    var random = SeededRandomNumberGenerator(seed: 42)
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    var array = IdentifiedArray(uniqueElements: (0..<6).map { Item(id: $0, value: 0) })
    var snapshots: [IdentifiedArray<Item>] = [array]
    var answered = 0
    for step in 0..<40_000 {
      let id = int(0...11)
      switch int(0...24) {
      case 0: array.append(Item(id: id, value: int(0...2)))
      case 1: array.remove(id: id)
      case 2: array[id: id] = Item(id: id, value: int(0...2))
      case 3: array[id: id] = nil
      case 4: array.modify(id: id) { $0.value = int(0...2) }
      case 5: _ = array.update(Item(id: id, value: int(0...2)))
      case 6: array.updateOrAppend(Item(id: id, value: int(0...2)))
      case 7: array.updateOrInsert(Item(id: id, value: int(0...2)), at: int(0...array.count))
      case 8: array.insert(Item(id: id, value: int(0...2)), at: int(0...array.count))
      case 9: array.prepend(contentsOf: [Item(id: id, value: 1), Item(id: (id + 1) % 12, value: 2), Item(id: id, value: 3)])
      case 10: array.removeFirst(int(0...min(2, array.count)))
      case 11: array.removeLast(int(0...min(2, array.count)))
      case 12: if !array.isEmpty { array.remove(at: int(0...array.count - 1)) }
      case 13: if !array.isEmpty { array.remove(atOffsets: [int(0...array.count - 1), int(0...array.count - 1)]) }
      case 14: array.removeAll { $0.value == int(0...2) }
      case 15: if !array.isEmpty { array.move(fromOffsets: [int(0...array.count - 1)], toOffset: int(0...array.count)) }
      case 16: array.reverse()
      case 17: array.sort { $0.value < $1.value }
      case 18: if int(0...9) == 0 { array.removeAll(keepingCapacity: int(0...1) == 0) }
      case 19: array = snapshots[int(0...snapshots.count - 1)]  // undo to any earlier value
      case 20: array = array.filter { $0.value != 2 }
      case 21: for _ in 0..<int(0...40) { array.modify(id: array.first?.id ?? 0) { $0.value += 1 } }
      case 22: array = IdentifiedArray(dropDuplicatesOf: (0..<int(0...5)).map { Item(id: $0, value: 0) })
      case 23: if array.count > 1 { array.removeFirst(array.count - 1) }
      default: if int(0...1) == 0 { array = IdentifiedArray() }
      }
      snapshots.append(array)
      if snapshots.count > 64 { snapshots.removeFirst() }
      for old in snapshots {
        if old.stamp == array.stamp {
          #expect(old.elements == array.elements, "equal stamps, different elements at step \(step)")
          continue
        }
        guard let entries = array.edits(since: old.stamp) else { continue }
        answered += 1
        let named = Set(entries.compactMap(\.id))
        let marksInsertion = entries.contains { $0.id == nil }
        for item in old where array[id: item.id] != item {
          if !named.contains(item.id) {
            Issue.record("step \(step): \(item.id) changed or left but the log does not name it")
            return
          }
        }
        if array.contains(where: { !old.contains(id: $0.id) }), !marksInsertion {
          Issue.record("step \(step): an element was inserted but the log does not mark it")
          return
        }
      }
    }
    #expect(answered > 10_000)
  }
}
