import Foundation
import Unidirectional

/// `identifiedarray.remove`: deleting one row of 100,000, by position, by id and through
/// `subscript(id:) = nil`, against `Array.remove(at:)` at the same positions.
///
/// Each sample fills a list of 100,000 rows (untimed), then times 4,096 removals, one row
/// each, at positions drawn from a seeded generator, the same for every contender: enough
/// for the id table to be renumbered twice, so each removal pays its share of the passes.
/// Checked: each spelling at random positions, `remove(at:)` in the middle and in the last
/// tenth, at most twice the bare array (quick runs read 0.53–0.58×, 1.03–1.07× and
/// 1.38–1.59×). The collection moves the shorter side of the gap and notes the gap in its
/// table; one pass renumbers the table after 2,048 gaps. Before issue 38 every removal
/// rebuilt the id table: 26–60 ms a row; then each renumbered the rows that moved at once,
/// 1.6–3.3× the array, 13–21× in the last tenth.
enum IdentifiedArrayRemovalBenchmarks {
  /// Rows in the list before the removals.
  static let rows = 100_000
  /// Removals per sample: enough for the table to be renumbered several times, so each
  /// removal pays its share of the passes.
  static let removals = 4_096

  /// Where the removals happen.
  enum Place: String {
    case anywhere = "random positions"
    case middle = "the middle"
    case lastTenth = "the last tenth"

    /// The positions of `removals` removals from a list of `rows` rows that shrinks by one
    /// each time.
    func positions(rows: Int, removals: Int) -> [Int] {
      var random = SeededRandomNumberGenerator(seed: 0x5EED_0038)
      return (0..<removals).map { removed in
        let count = rows - removed
        switch self {
        case .anywhere: return Int.random(in: 0..<count, using: &random)
        case .middle: return count / 2
        case .lastTenth: return Int.random(in: count - count / 10..<count, using: &random)
        }
      }
    }
  }

  /// How a row is removed.
  enum Spelling: String {
    case offset = "remove(at:)"
    case id = "remove(id:)"
    case subscriptNil = "[id:] = nil"
  }

  static let remove = Benchmark(
    name: "identifiedarray.remove",
    summary: "one row of 100,000 removed by position, by id and by [id:] = nil, vs Array.remove(at:)"
  ) { context in
    let measurements = await context.measure(
      [
        removing(.offset, at: .anywhere), removing(.id, at: .anywhere),
        removing(.subscriptNil, at: .anywhere), bare(at: .anywhere),
        removing(.offset, at: .middle), bare(at: .middle),
        removing(.offset, at: .lastTenth), bare(at: .lastTenth),
      ],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "identifiedarray.remove",
      summary: "\(removals) removals from \(rows.formatted()) rows; ns per removal",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[3], atMost: 2),
        .ratio(measurements[1], to: measurements[3], atMost: 2),
        .ratio(measurements[2], to: measurements[3], atMost: 2),
        .ratio(measurements[4], to: measurements[5], atMost: 2),
        .ratio(measurements[6], to: measurements[7], atMost: 2),
      ]
    )
  }

  /// `removals` rows removed from a full list with `spelling`, at `place`.
  private static func removing(_ spelling: Spelling, at place: Place) -> Contender {
    Contender(label: "\(spelling.rawValue), \(place.rawValue)", operations: removals) {
      var list = IdentifiedArray(uniqueElements: (0..<rows / 20).flatMap { Item.page($0, size: 20) })
      let positions = place.positions(rows: rows, removals: removals)
      let ids = idsRemoved(at: positions)
      let elapsed = timed {
        switch spelling {
        case .offset:
          for position in positions { list.remove(at: position) }
        case .id:
          for id in ids { list.remove(id: id) }
        case .subscriptNil:
          for id in ids { list[id: id] = nil }
        }
      }
      precondition(list.count == rows - removals, "a removal was missed")
      blackHole(list)
      return elapsed
    }
  }

  /// The floor: the same removals from a bare `Array` of the same rows.
  private static func bare(at place: Place) -> Contender {
    Contender(label: "bare Array.remove(at:), \(place.rawValue)", operations: removals) {
      var list = BareList(rows: (0..<rows / 20).flatMap { Item.page($0, size: 20) })
      let positions = place.positions(rows: rows, removals: removals)
      let elapsed = timed {
        for position in positions { list.rows.remove(at: position) }
      }
      precondition(list.rows.count == rows - removals, "a removal was missed")
      blackHole(list)
      return elapsed
    }
  }

  /// The ids of the rows that removals at `positions` take, in order.
  private static func idsRemoved(at positions: [Int]) -> [Int] {
    var ids = Array(0..<rows)
    return positions.map { ids.remove(at: $0) }
  }
}
