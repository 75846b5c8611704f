import Paging
import Testing
import Unidirectional

@Suite("ListChanges of a replaced list")
struct ListChangesTests {
  @Test("Given two lists, when one replaces the other, then new ids are inserted, lost ids removed and shared ids updated")
  func aReplacementInsertsRemovesAndUpdates() {
    let changes = ListChanges(replacing: posts(1...4), with: posts(3...6), revision: 7)

    #expect(changes == ListChanges(revision: 7, inserted: [5, 6], removed: [1, 2], updated: [3, 4]))
  }

  @Test("Given a row that jumped to the top, when the list is replaced, then only that row is moved")
  func theFewestRowsThatKeepTheRestInOrderAreMoved() {
    let old = posts(1...5)
    let new = IdentifiedArray(uniqueElements: [5, 1, 2, 3, 4].map(Post.init))

    let changes = ListChanges(replacing: old, with: new, revision: 1)

    #expect(changes.moved == [5])
    #expect(changes.inserted.isEmpty && changes.removed.isEmpty)
  }

  @Test("Given a reversed list, when it replaces the original, then all rows but one are moved")
  func aReversalMovesAllButOne() {
    let new = IdentifiedArray(uniqueElements: (1...6).reversed().map(Post.init))

    let changes = ListChanges(replacing: posts(1...6), with: new, revision: 1)

    #expect(changes.moved.count == 5)
  }

  @Test("Given random replacements, when the change set is applied to the old ids, then it gives the new ids")
  func applyingAReplacementGivesTheNewList() {
    var random = SeededRandomNumberGenerator(seed: 12)
    for _ in 0..<300 {
      let old = IdentifiedArray(uniqueElements: (0..<20).filter { _ in random.nextInt(in: 0...1) == 1 }.map(Post.init))
      let shuffled = random.shuffled(Array(0..<20))
      let new = IdentifiedArray(uniqueElements: shuffled.filter { _ in random.nextInt(in: 0...1) == 1 }.map(Post.init))

      let changes = ListChanges(replacing: old, with: new, revision: 1)

      #expect(applying(changes, to: Array(old.ids), inOrderOf: new) == Array(new.ids))
    }
  }
}

/// The ids a screen shows after it applies `changes` to `ids` the way a diffable data source
/// does: removes the removed and moved rows, then inserts the inserted and moved rows where
/// `list` has them, lowest position first.
func applying(_ changes: ListChanges<Int>, to ids: [Int], inOrderOf list: IdentifiedArray<Post>) -> [Int] {
  let leaving = Set(changes.removed + changes.moved)
  var rows = ids.filter { !leaving.contains($0) }
  let arriving = (changes.inserted + changes.moved).sorted { list.index(id: $0)! < list.index(id: $1)! }
  for id in arriving { rows.insert(id, at: list.index(id: id)!) }
  return rows
}
