import Foundation
import Unidirectional

/// `logchanges.rows`: what `logChanges` costs per action on a list of 10,000 rows against one
/// of 100 when each action changes one row, and whether that cost follows the change or the
/// state.
///
/// Each contender calls the reducer directly, so the store's own cost is not in the figures;
/// the log goes to a sink that keeps only the last entry, to check it. Beside `logChanges` at
/// both sizes, the same reducer under `observeSteps` with an observer that does nothing shows
/// what logging pays before it logs: holding the state from before the action makes the
/// action's edit copy the list's elements, O(rows), about 10 to 15 ns a row here. Two ratios
/// are checked, each within a round of samples (each `observeSteps` contender runs right
/// after its `logChanges` one) and then the median over rounds: the whole, 10,000 rows over
/// 100, at most 3.5 (it reads 1.8 to 2.7 in quick runs, the copy being the part that grows),
/// and the log alone, each size's `logChanges` minus its `observeSteps`, at most 2 (it reads
/// 0.9 to 1.4): the diff costs what changed.
enum LogChangesBenchmarks {
  /// Actions per sample.
  static let actions = 500

  static let rows = Benchmark(
    name: "logchanges.rows",
    summary: "logChanges, one row changed per action: 10,000 rows vs 100 rows"
  ) { context in
    let measurements = await context.measure(
      [
        logged(rowCount: 10_000), observed(rowCount: 10_000),
        logged(rowCount: 100), observed(rowCount: 100), unlogged(rowCount: 10_000),
      ],
      samples: context.samples(full: 9, quick: 5)
    )
    // Each check is taken within each round of samples, then the median over rounds: the
    // copy that observeSteps forces is memory-bound, and a neighbour's build moves it from
    // one round to the next more than within one.
    let rounds = measurements[0].samples.indices.map { round in measurements.map { $0.samples[round] } }
    return BenchmarkReport(
      name: "logchanges.rows",
      summary: "\(actions) actions, each liking one row, logged to a sink that discards; ns per action",
      measurements: measurements,
      checks: [
        .ratio(
          "logChanges, 10,000 rows / 100 rows (within each round)",
          value: rounds.map { $0[0] / $0[2] }.median,
          atMost: 3.5
        ),
        .ratio(
          "the log alone (logChanges − observeSteps alone), 10,000 rows / 100 rows",
          value: rounds.map { ($0[0] - $0[1]) / ($0[2] - $0[3]) }.median,
          atMost: 2
        ),
        .ratio(measurements[1], to: measurements[3]),
      ]
    )
  }

  /// The subject: the reducer with `logChanges(to:)`, one row liked per action.
  private static func logged(rowCount: Int) -> Contender {
    Contender(label: "logChanges, \(rowCount.formatted()) rows", operations: actions) {
      let sink = Sink()
      let reducer = Board().logChanges(to: sink.keep)
      var state = Board.State(rowCount: rowCount)
      let ids = (0..<actions).map { identity($0 * 7 % rowCount) }
      let elapsed = timed {
        for id in ids { _ = reducer.reduce(into: &state, action: .like(id: id)) }
      }
      let lastID = ids[ids.count - 1]
      precondition(sink.count == actions, "\(sink.count) entries logged for \(actions) actions")
      precondition(
        sink.last.contains("id: \(lastID),") && sink.last.contains("+       likes: "),
        "the last entry does not show row \(lastID)'s change:\n\(sink.last)"
      )
      blackHole(state)
      return elapsed
    }
  }

  /// What `logChanges` pays before it logs anything: the same reducer observed by
  /// `observeSteps` with an observer that does nothing. Holding the state from before the
  /// action makes the action's edit copy the list's elements, which costs O(rows).
  private static func observed(rowCount: Int) -> Contender {
    Contender(label: "observeSteps alone, \(rowCount.formatted()) rows", operations: actions) {
      let steps = Sink()
      let reducer = Board().observeSteps { _ in steps.keep("") }
      var state = Board.State(rowCount: rowCount)
      let ids = (0..<actions).map { identity($0 * 7 % rowCount) }
      let elapsed = timed {
        for id in ids { _ = reducer.reduce(into: &state, action: .like(id: id)) }
      }
      precondition(steps.count == actions, "\(steps.count) steps observed for \(actions) actions")
      blackHole(state)
      return elapsed
    }
  }

  /// The baseline: the same actions on the reducer without `logChanges`.
  private static func unlogged(rowCount: Int) -> Contender {
    Contender(label: "no log, \(rowCount.formatted()) rows", operations: actions) {
      let reducer = Board()
      var state = Board.State(rowCount: rowCount)
      let ids = (0..<actions).map { identity($0 * 7 % rowCount) }
      let elapsed = timed {
        for id in ids { _ = reducer.reduce(into: &state, action: .like(id: id)) }
      }
      precondition(state.rows.map(\.likes).reduce(0, +) == actions, "an action was lost")
      return elapsed
    }
  }

  /// Where the entries go: it counts them and keeps the last one.
  private final class Sink {
    private(set) var count = 0
    private(set) var last = ""

    func keep(_ entry: String) {
      count += 1
      last = entry
    }
  }

  /// A row of a feed: a title and a like count.
  struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var likes = 0
  }

  /// A feed of rows, one liked per action.
  struct Board: Reducer {
    struct State: Equatable {
      var title = "Feed"
      var rows: IdentifiedArray<Row>

      init(rowCount: Int) {
        rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0, title: "Row \($0)") })
      }
    }

    enum Action: Sendable { case like(id: Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .like(let id):
        state.rows.modify(id: id) { $0.likes += 1 }
        return .none
      }
    }
  }
}
