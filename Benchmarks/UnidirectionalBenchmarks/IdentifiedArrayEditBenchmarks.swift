import Foundation
import Unidirectional

/// `identifiedarray.edit`: a field of a row changed through `list[id: id]?.field`, where the
/// row holds 100,000 values, against the same change made in place with `modify(id:_:)`
/// and on a bare `Array`.
///
/// Each sample times 1,000 edits of one of the first 64 values of a row's 100,000, so that
/// the values edited stay in cache and the figures are the edit's own cost. An edit that
/// copied the row would copy its 100,000 values, about 800 KB, and read about two thousand
/// times `modify(id:_:)`, which edits in place. Checked: the subscript costs at most four
/// times `modify(id:_:)` (quick runs read 1.8–2.3×: the subscript's accessor is a coroutine
/// whose frame holds the row, allocated on every edit); both against the bare array are
/// reported, the difference being the id's hash and the mutation's stamp.
enum IdentifiedArrayEditBenchmarks {
  /// A row that holds many values.
  struct Bag: Identifiable {
    let id: Int
    var values: [Int]
  }

  /// Rows in the list.
  static let rows = 16
  /// Values per row.
  static let valuesPerRow = 100_000
  /// Edits per sample.
  static let edits = 1_000

  /// How the edits are made.
  enum Spelling: String {
    case subscriptEdit = "list[id:]?.values[k] += 1"
    case modify = "list.modify(id:) { $0.values[k] += 1 }"
  }

  static let edit = Benchmark(
    name: "identifiedarray.edit",
    summary: "one value of a row that holds 100,000 changed through [id:]?, vs modify(id:) and a bare Array"
  ) { context in
    let measurements = await context.measure(
      [editing(.subscriptEdit), editing(.modify), bare()],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "identifiedarray.edit",
      summary: "\(edits) edits of rows of \(valuesPerRow.formatted()) values; ns per edit",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 4),
        .ratio(measurements[0], to: measurements[2]),
        .ratio(measurements[1], to: measurements[2]),
      ]
    )
  }

  /// `edits` edits through the identified array, spelled as `spelling`.
  private static func editing(_ spelling: Spelling) -> Contender {
    Contender(label: spelling.rawValue, operations: edits) {
      var list = IdentifiedArray(uniqueElements: bags())
      let elapsed = timed {
        for edit in 0..<edits {
          let id = edit % rows
          let value = edit % 64
          switch spelling {
          case .subscriptEdit: list[id: id]?.values[value] += 1
          case .modify: list.modify(id: id) { $0.values[value] += 1 }
          }
        }
      }
      precondition(total(list) == rows * valuesPerRow + edits, "an edit was lost")
      blackHole(list)
      return elapsed
    }
  }

  /// The floor: the same edits on a bare `Array`, in place.
  private static func bare() -> Contender {
    Contender(label: "bare array[index].values[k] += 1", operations: edits) {
      var list = bags()
      let elapsed = timed {
        for edit in 0..<edits {
          list[edit % rows].values[edit % 64] += 1
        }
      }
      precondition(total(list) == rows * valuesPerRow + edits, "an edit was lost")
      blackHole(list)
      return elapsed
    }
  }

  /// The sum of every value of every row.
  private static func total(_ rows: some Sequence<Bag>) -> Int {
    rows.reduce(0) { $0 + $1.values.reduce(0, +) }
  }

  /// The rows, each holding `valuesPerRow` ones.
  private static func bags() -> [Bag] {
    (0..<rows).map { Bag(id: $0, values: Array(repeating: 1, count: valuesPerRow)) }
  }
}
