import Testing

@testable import Unidirectional

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String

  init(_ id: Int, _ title: String = "") {
    self.id = id
    self.title = title
  }
}

/// How an `IdentifiedArray` dumps, prints and diffs: as its elements, never its hash table.
struct IdentifiedArrayDumpTests {
  @Test func anIdentifiedArrayDumpsAsItsElements() {
    // Given
    let todos: IdentifiedArray = [Todo(1, "Buy milk"), Todo(2, "Walk")]

    // When
    let dump = structuralDump(todos)

    // Then
    #expect(
      dump == """
        [
          [0]: Todo(
            id: 1,
            title: "Buy milk"
          ),
          [1]: Todo(
            id: 2,
            title: "Walk"
          )
        ]
        """
    )
    #expect(dump == structuralDump(todos.elements))
    #expect(structuralDump(IdentifiedArray<Todo>()) == "[]")
  }

  @Test func equalElementsWithDifferentHistoriesDumpIdentically() {
    // Given the same elements, once from a literal and once after a larger table and two
    // removals, so the two hash tables differ
    let direct: IdentifiedArray = [Todo(1), Todo(2), Todo(3)]
    var reshaped = IdentifiedArray<Todo>()
    reshaped.reserveCapacity(100)
    reshaped.append(contentsOf: [Todo(9), Todo(1), Todo(2), Todo(8), Todo(3)])
    reshaped.remove(id: 9)
    reshaped.remove(id: 8)
    #expect(direct == reshaped)
    #expect(direct.slots != reshaped.slots)

    // When / Then
    #expect(structuralDump(reshaped) == structuralDump(direct))
  }

  @Test func printingAndSwiftDumpShowTheElementsLikeAnArray() {
    // Given
    let todos: IdentifiedArray = [Todo(1, "Buy milk"), Todo(2, "Walk")]

    // When
    var dumped = ""
    dump(todos, to: &dumped)
    var arrayDumped = ""
    dump(todos.elements, to: &arrayDumped)

    // Then
    #expect(String(describing: todos) == String(describing: todos.elements))
    #expect(String(reflecting: todos) == String(reflecting: todos.elements))
    #expect(dumped == arrayDumped)
  }

  @Test func valueDiffOfTwoIdentifiedArraysShowsTheChangedElementLines() {
    // Given
    let before: IdentifiedArray = [Todo(1, "a"), Todo(2, "b"), Todo(3, "c")]
    var after = before

    // When
    after.modify(id: 2) { $0.title = "B" }
    after.append(Todo(4, "d"))

    // Then
    #expect(
      valueDiff(before, after) == """
          [
          … (4 unchanged)
            [1]: Todo(
              id: 2,
        −     title: "b"
        +     title: "B"
            ),
            [2]: Todo(
              id: 3,
              title: "c"
        +   ),
        +   [3]: Todo(
        +     id: 4,
        +     title: "d"
            )
          ]
        """
    )
  }
}
