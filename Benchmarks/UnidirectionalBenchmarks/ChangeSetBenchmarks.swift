import Foundation
import Paging
import Unidirectional

/// `paging.changes`: with `recordsChanges: true`, a change set costs what the change does,
/// not what the list holds.
///
/// Each sample fills a list of 1,000 rows and one of 100,000 (pages of 20, untimed), then
/// times the answers that append the next 15 pages one by one and keeps the fastest. The
/// slower appends carry other processes' traffic in the shared cache, which evicts the
/// longer list's id table between two appends (with builds running beside it, the ratio of
/// the medians read 1.2× to 2.3× from run to run, of the fastest 1.1×), and the one that
/// grows the array or the id table; a cost proportional to the list cannot hide from the fastest, since
/// every append would pay it. Then it times 1,000 `.edit(.update(item))` one by one,
/// cycling over the 20 rows of one screen in the middle of the list, and takes their
/// median. The checked ratios are taken within each sample (100,000 rows over 1,000 rows),
/// then the median over samples. The same appends with `recordsChanges: false` show what
/// recording costs, and the same appends to a bare `IdentifiedArray` how much of the longer
/// list's extra cost is the collection's own (both reported).
enum ChangeSetBenchmarks {
  typealias Feature = PagingFeature<Item, Int>

  /// Items per page, the feature's default.
  static let pageSize = 20
  /// Appends timed one by one in a sample; the fastest is the sample's figure.
  static let appendsPerSample = 15
  /// Edits timed together in a sample.
  static let editsPerSample = 1_000

  /// One list a sample fills and changes.
  private enum List: CaseIterable {
    case short, long, shortWithoutChanges, longWithoutChanges, shortCollection, longCollection

    var rows: Int {
      switch self {
      case .short, .shortWithoutChanges, .shortCollection: 1_000
      case .long, .longWithoutChanges, .longCollection: 100_000
      }
    }

    var recordsChanges: Bool { self == .short || self == .long }

    /// Whether this is a bare `IdentifiedArray`, no store, no feature: the collection's own
    /// share of the cost.
    var isCollectionAlone: Bool { self == .shortCollection || self == .longCollection }

    var label: String {
      let rows = "\(self.rows.formatted()) rows"
      if isCollectionAlone { return rows + ", IdentifiedArray alone" }
      return rows + (recordsChanges ? "" : ", recordsChanges: false")
    }
  }

  static let changes = Benchmark(
    name: "paging.changes",
    summary: "recordsChanges: true; one page of 20 appended, one row edited: 1,000 rows vs 100,000"
  ) { context in
    let samples = context.samples(full: 21, quick: 7)
    var appends: [List: [Double]] = [:]
    var edits: [List: [Double]] = [:]
    for round in -1..<samples {
      let order = round.isMultiple(of: 2) ? List.allCases : List.allCases.reversed()
      for list in order {
        let (append, edit) = list.isCollectionAlone ? (collectionSample(list), nil) : sample(list)
        guard round >= 0 else { continue }  // the warm-up round
        appends[list, default: []].append(append)
        if let edit { edits[list, default: []].append(edit) }
      }
    }
    return report(appends: appends, edits: edits)
  }

  private static func report(appends: [List: [Double]], edits: [List: [Double]]) -> BenchmarkReport {
    func measurement(_ kind: String, _ list: List, _ figures: [List: [Double]]) -> Measurement {
      Measurement(
        label: "\(kind), \(list.label)", operations: 1, unit: .nanoseconds, samples: figures[list]!)
    }
    /// `subject / baseline` within each sample, median over samples.
    func ratio(_ figures: [List: [Double]], _ subject: List, _ baseline: List) -> Double {
      zip(figures[subject]!, figures[baseline]!).map { $0 / $1 }.median
    }
    return BenchmarkReport(
      name: "paging.changes",
      summary: "one page of 20 appended (fastest of 15 in a row), one row edited (median of 1,000), "
        + "recordsChanges: true unless said; ns per change",
      measurements: List.allCases.map { measurement("append", $0, appends) }
        + [measurement("edit", .short, edits), measurement("edit", .long, edits)],
      checks: [
        .ratio("append, 100,000 rows / 1,000 rows", value: ratio(appends, .long, .short), atMost: 1.5),
        .ratio("edit, 100,000 rows / 1,000 rows", value: ratio(edits, .long, .short), atMost: 1.5),
        .ratio(
          "append, recordsChanges: true / false, 100,000 rows",
          value: ratio(appends, .long, .longWithoutChanges)),
        .ratio(
          "append, recordsChanges: true / false, 1,000 rows",
          value: ratio(appends, .short, .shortWithoutChanges)),
        .ratio(
          "append, IdentifiedArray alone, 100,000 rows / 1,000 rows",
          value: ratio(appends, .longCollection, .shortCollection)),
      ],
      notes: [
        "each change set is checked: an append's inserted ids are the page's, an edit's updated "
          + "id is the edited row's, and the revision counts every change"
      ]
    )
  }

  /// Fills `list`, then returns the fastest append and, when it records changes, the median
  /// edit, in nanoseconds.
  @MainActor
  private static func sample(_ list: List) -> (append: Double, edit: Double?) {
    let driver = PagingDriver(pageSize: pageSize, recordsChanges: list.recordsChanges)
    let filledPages = list.rows / pageSize
    for page in 0..<filledPages {
      let items = Item.page(page, size: pageSize)
      driver.store.send(driver.request(page: page, items: items, isLast: false))
    }
    precondition(driver.holdsRows(0..<list.rows), "the list was not filled")
    var times: [Double] = []
    for page in filledPages..<filledPages + appendsPerSample {
      let items = Item.page(page, size: pageSize)
      let answer = driver.request(page: page, items: items, isLast: false)
      let revision = driver.store.state.changes.revision
      times.append(timed { driver.store.send(answer) }.nanoseconds)
      precondition(
        recordedAppend(
          of: items, after: revision, in: driver.store.state, recordsChanges: list.recordsChanges),
        "the append's change set is not the page's")
    }
    let edit = list.recordsChanges ? editCost(in: driver) : nil
    blackHole(driver.store)
    return (times.min()!, edit)
  }

  /// Whether the state's change set is the appended page's, one revision on (or, without
  /// recording, the empty change set of revision 0).
  private static func recordedAppend(
    of items: [Item], after revision: Int, in state: Feature.State, recordsChanges: Bool
  ) -> Bool {
    guard recordsChanges else { return state.changes == ListChanges() }
    return state.changes == ListChanges(revision: revision + 1, inserted: items.map(\.id))
      && state.items.last == items.last
  }

  /// The median cost of an `.edit(.update(item))` of a row on screen, in nanoseconds.
  @MainActor
  private static func editCost(in driver: PagingDriver) -> Double {
    let rows = driver.store.state.items.count
    let screen = rows / 2
    let edits = (0..<editsPerSample).map { index in
      Item(id: screen + index % pageSize, title: "Edited \(index % 100)", score: Double(index))
    }
    let actions = edits.map { Feature.Action.edit(.update($0)) }
    let revision = driver.store.state.changes.revision
    var times: [Double] = []
    times.reserveCapacity(editsPerSample)
    for action in actions {
      times.append(timed { driver.store.send(action) }.nanoseconds)
    }
    let state = driver.store.state
    let last = edits[editsPerSample - 1]
    precondition(
      state.changes == ListChanges(revision: revision + editsPerSample, updated: [last.id])
        && state.items[id: last.id] == last && state.items.count == rows,
      "the edits' change sets are not the edited rows'")
    return times.median
  }

  /// For diagnosis: fills a bare `IdentifiedArray` page by page as the feature fills its
  /// list, then returns the fastest of the next appends, in nanoseconds.
  private static func collectionSample(_ list: List) -> Double {
    let filledPages = list.rows / pageSize
    var rows = IdentifiedArray<Item>()
    for page in 0..<filledPages {
      rows.append(contentsOf: Item.page(page, size: pageSize))
    }
    var times: [Double] = []
    for page in filledPages..<filledPages + appendsPerSample {
      let items = Item.page(page, size: pageSize)
      times.append(timed { rows.append(contentsOf: items) }.nanoseconds)
    }
    precondition(
      rows.count == (filledPages + appendsPerSample) * pageSize && rows.last?.id == rows.count - 1,
      "the collection lost items")
    blackHole(rows)
    return times.min()!
  }
}
