import Unidirectional

/// A row of the lists the components draw in these tests.
struct Row: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String { "Row \(id)" }
}

/// The rows with `ids`, in order.
func listed(_ ids: ClosedRange<Int>) -> IdentifiedArray<Row> {
  IdentifiedArray(uniqueElements: ids.map(Row.init(id:)))
}
