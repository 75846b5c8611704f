import Testing

@testable import Unidirectional

/// What code ported from swift-identified-collections relies on: `contains(_:)` by id,
/// sorted copies and filters that keep the type, ids compared with `==`, edits through
/// `[id:]?` that change the row where it is, and removals that keep every lookup right.
struct IdentifiedArrayPortingTests {
  struct Todo: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var notes: [Int] = []
  }

  let todos: IdentifiedArray = [
    Todo(id: 3, title: "Walk"), Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Cook"),
  ]

  // MARK: - Meaning

  @Test func givenAnElementWhoseIDIsPresentWhenAskedWhetherItIsContainedThenTheAnswerIsYesWhateverItsOtherFields() {
    #expect(todos.contains(Todo(id: 1, title: "Something else")))
    #expect(!todos.contains(Todo(id: 4, title: "Buy milk")))
  }

  @Test func givenAListWhenSortedThenTheCopyIsAnIdentifiedArrayThatFindsEveryIDAndTheListIsUnchanged() {
    let sorted = todos.sorted { $0.title < $1.title }

    #expect(sorted.map(\.title) == ["Buy milk", "Cook", "Walk"])
    #expect(sorted.index(id: 3) == 2)
    #expect(todos.map(\.id) == [3, 1, 2])
    sorted.checkInvariants()
  }

  @Test func givenAListWhenFilteredThenTheResultIsAnIdentifiedArrayThatFindsEveryKeptID() {
    let filtered: IdentifiedArrayOf<Todo> = todos.filter { $0.id != 1 }

    #expect(filtered.index(id: 2) == 1)
    #expect(filtered[id: 1] == nil)
  }

  @Test func givenTwoListsWhenTheirIDsAreComparedThenTheOrderCounts() {
    #expect(todos.ids == [3, 1, 2])
    #expect([3, 1, 2] == todos.ids)
    #expect(!(todos.ids == [1, 2, 3]))
    #expect(todos.ids == todos.filter { _ in true }.ids)
    #expect(!(todos.ids == todos.sorted { $0.id < $1.id }.ids))
  }

  // MARK: - Editing through [id:]

  @Test func givenARowThatHoldsAnArrayWhenAFieldIsEditedThroughTheIDSubscriptThenTheRowIsNotCopied() {
    var list = todos
    list.modify(id: 2) { $0.notes = Array(0..<1_000) }
    let before = list[id: 2]?.notes.withUnsafeBufferPointer(\.baseAddress)

    list[id: 2]?.notes[0] = 42

    #expect(list[id: 2]?.notes[0] == 42)
    #expect(list[id: 2]?.notes.withUnsafeBufferPointer(\.baseAddress) == before)
  }

  @Test func givenARowEditedThroughTheIDSubscriptThenTheFingerprintChangesAndTheEditLogNamesTheRow() {
    var list = todos
    let seen = list.fingerprint

    list[id: 1]?.title = "Buy oat milk"

    #expect(list.map(\.title) == ["Walk", "Buy oat milk", "Cook"])
    #expect(list.fingerprint != seen)
    #expect(list.edits(since: seen)?.map(\.id) == [1])
    list.checkInvariants()
  }

  @Test func givenAnAbsentIDWhenEditedThroughTheIDSubscriptThenNothingChanges() {
    var list = todos
    let seen = list.fingerprint

    list[id: 9]?.title = "Nobody"

    #expect(list.map(\.id) == [3, 1, 2])
    #expect(list.fingerprint == seen)
  }

  @Test func givenARowSetToNilThroughAnInoutAccessThenItIsRemovedAndTheRestAreFound() {
    var list = todos

    Self.dismiss(&list[id: 1])

    #expect(list.map(\.id) == [3, 2])
    #expect(list.index(id: 2) == 1)
    list.checkInvariants()
  }

  @Test func givenAnAbsentIDFilledThroughAnInoutAccessThenTheElementIsAppended() {
    var list = todos

    Self.fill(&list[id: 4], with: Todo(id: 4, title: "Read"))

    #expect(list.map(\.id) == [3, 1, 2, 4])
    list.checkInvariants()
  }

  @Test func editingARowIntoAnotherIDThroughTheIDSubscriptStops() async {
    await #expect(processExitsWith: .failure) {
      var list: IdentifiedArray = [Todo(id: 1, title: "Buy milk")]
      Self.fill(&list[id: 1], with: Todo(id: 2, title: "Stolen"))
    }
  }

  // MARK: - Removing in the middle

  @Test(arguments: [0, 1, 499, 500, 501, 998, 999])
  func givenAThousandRowsPartlyAcrossTheRingsEndWhenOneIsRemovedThenEveryOtherIsFoundWhereItIs(position: Int) {
    var list = IdentifiedArray(uniqueElements: (300..<1_000).map { Todo(id: $0, title: "\($0)") })
    list.prepend(contentsOf: (0..<300).map { Todo(id: $0, title: "\($0)") })
    var model = Array(0..<1_000)

    let removed = list.remove(at: position)

    #expect(removed.id == model.remove(at: position))
    #expect(list.map(\.id) == model)
    list.checkInvariants()
  }

  @Test func givenACopyWhenOneOfThemLosesARowThenTheOtherKeepsIt() {
    var list = todos
    let copy = list

    list.remove(id: 1)

    #expect(copy.map(\.id) == [3, 1, 2])
    #expect(list.map(\.id) == [3, 2])
    copy.checkInvariants()
  }

  /// Sets a row to `nil` through an `inout` access, as a child reducer dismisses itself.
  static func dismiss(_ row: inout Todo?) {
    row = nil
  }

  /// Sets a row to `todo` through an `inout` access.
  static func fill(_ row: inout Todo?, with todo: Todo) {
    row = todo
  }
}
