import Unidirectional

/// The value the probe dumps: fifty rows with string ids in an `IdentifiedArray`, whose hash
/// table is laid out by the process's random hash seed, plus a set and a dictionary, whose
/// iteration orders depend on that seed too.
struct Catalog: Sendable {
  /// One row of the catalog.
  struct Row: Identifiable, Sendable {
    let id: String
    var title: String
  }

  var rows: IdentifiedArray<Row>
  var tags: Set<String>
  var stock: [String: Int]

  /// The fixed value that the probe prints and that the cross-process test dumps in its own
  /// process.
  static var sample: Catalog {
    let rows = (1...50).map { Row(id: "item-\($0)", title: "Item \($0)") }
    return Catalog(
      rows: IdentifiedArray(uniqueElements: rows),
      tags: ["new", "sale", "gift", "bulk"],
      stock: Dictionary(uniqueKeysWithValues: rows.prefix(5).map { ($0.id, $0.title.count) })
    )
  }
}
