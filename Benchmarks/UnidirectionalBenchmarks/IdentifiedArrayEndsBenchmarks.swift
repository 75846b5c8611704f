import Foundation
import Unidirectional

/// `identifiedarray.ends`: what a chat that prepends pages, and a window that drops its top
/// page, cost at 100,000 rows against 1,000 rows, beside appending and dropping the bottom.
///
/// Each sample fills a list (untimed), then times 100 turns of one page of 20 in and one
/// out, so the list keeps its length: a page prepended and the top page dropped, or a page
/// appended and the bottom page dropped. Checked: each end at 100,000 rows costs at most
/// twice what it costs at 1,000 (a full run reads 1.2–1.3×; the goal is 1.5×, and CI's
/// quick runs at 100,000 rows swing with the cache). Before the elements lived in a ring,
/// the top end read 124×. The bottom end also runs on a bare `Array` of the same rows,
/// held in a struct (a page appended, `removeLast` of a page): the floor, which the
/// collection's bottom end at 100,000 rows is checked against, at most 16× (quick runs read
/// 6–9×; 26–28× before issue 35). The top end has no bare equivalent in the standard
/// library: an `Array` shifts every row to insert at its front.
enum IdentifiedArrayEndsBenchmarks {
  /// Rows per page.
  static let pageSize = 20
  /// Turns of a page in and a page out per sample.
  static let turns = 100

  static let ends = Benchmark(
    name: "identifiedarray.ends",
    summary: "a page prepended and the top page dropped, at 100,000 rows vs 1,000 (and the bottom end)"
  ) { context in
    let measurements = await context.measure(
      [
        top(rows: 100_000), top(rows: 1_000), bottom(rows: 100_000), bottom(rows: 1_000),
        bareBottom(rows: 100_000),
      ],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "identifiedarray.ends",
      summary: "\(turns) turns of a page of \(pageSize) in and one out; ns per turn",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 2),
        .ratio(measurements[2], to: measurements[3], atMost: 2),
        .ratio(measurements[2], to: measurements[4], atMost: 16),
      ]
    )
  }

  /// A page prepended, then the top page dropped, on a list of `rows` rows.
  private static func top(rows: Int) -> Contender {
    Contender(label: "top end, \(rows.formatted()) rows", operations: turns) {
      var list = filled(rows: rows)
      let pages = (1...turns).map { Item.page(-$0, size: pageSize) }
      let elapsed = timed {
        for page in pages {
          list.prepend(contentsOf: page)
          list.removeFirst(pageSize)
        }
      }
      precondition(list.count == rows, "the list changed length")
      blackHole(list)
      return elapsed
    }
  }

  /// A page appended, then the bottom page dropped, on a list of `rows` rows.
  private static func bottom(rows: Int) -> Contender {
    Contender(label: "bottom end, \(rows.formatted()) rows", operations: turns) {
      var list = filled(rows: rows)
      let pages = (1...turns).map { Item.page(rows / pageSize + $0, size: pageSize) }
      let elapsed = timed {
        for page in pages {
          list.append(contentsOf: page)
          list.removeLast(pageSize)
        }
      }
      precondition(list.count == rows, "the list changed length")
      blackHole(list)
      return elapsed
    }
  }

  /// The floor of the bottom end: the same turns on a bare `Array` of `rows` rows.
  private static func bareBottom(rows: Int) -> Contender {
    Contender(label: "bottom end, bare Array, \(rows.formatted()) rows", operations: turns) {
      var list = BareList(rows: Array(filled(rows: rows)))
      list.rows.reserveCapacity(rows + pageSize)
      let pages = (1...turns).map { Item.page(rows / pageSize + $0, size: pageSize) }
      let elapsed = timed {
        for page in pages {
          list.rows.append(contentsOf: page)
          list.rows.removeLast(pageSize)
        }
      }
      precondition(list.rows.count == rows, "the array changed length")
      blackHole(list)
      return elapsed
    }
  }

  /// A list of `rows` rows, in pages of ``pageSize``.
  private static func filled(rows: Int) -> IdentifiedArray<Item> {
    var list = IdentifiedArray<Item>()
    list.reserveCapacity(rows + pageSize)
    for index in 0..<rows / pageSize { list.append(contentsOf: Item.page(index, size: pageSize)) }
    return list
  }
}
