import LoadingStates

/// What a run of the demo did: the states it went through, the requests it made, the
/// failures it injected, and why it stopped.
///
/// Printed as a small table at the end of a run, or as the last line of `--json` output:
///
/// ```text
/// ══ summary ═════════════════════════════════════
///   steps            31 (1 ignored)
///   requests         13
///   …
///   states visited   9 of 9 ✓ all nine
/// ```
struct DemoSummary: Hashable, Sendable {
  /// Why a run stopped.
  enum Ending: Hashable, Sendable {
    /// The last page loaded and one more `reachBottom` was ignored.
    case endOfList
    /// Requests kept failing; the script stopped retrying after this many in a row.
    case gaveUp(failuresInARow: Int)
    /// The script reached its bound on actions.
    case stepLimit(actions: Int)
    /// The store was still loading, or in a state the script has no move for.
    case unexpected(LoadPhase)
    /// The user quit the interactive session.
    case quit

    /// A short name for JSON: `"endOfList"`, `"gaveUp"`, `"stepLimit"`, `"unexpected"`,
    /// `"quit"`.
    var code: String {
      switch self {
      case .endOfList: "endOfList"
      case .gaveUp: "gaveUp"
      case .stepLimit: "stepLimit"
      case .unexpected: "unexpected"
      case .quit: "quit"
      }
    }

    /// A phrase for people: `"end of list reached"`.
    var description: String {
      switch self {
      case .endOfList: "end of list reached"
      case .gaveUp(let count): "gave up after \(count) failures in a row"
      case .stepLimit(let count): "stopped at the limit of \(count) actions"
      case .unexpected(let phase): "stopped in an unexpected state (\(phase.rawValue))"
      case .quit: "quit"
      }
    }
  }

  /// The nine states in the order the scripted walk first reaches them.
  static let walkOrder: [LoadPhase] = [
    .idle, .initialLoading, .loadingFailure, .retryLoading, .success, .paging, .pagingFailure,
    .reLoading, .reLoadingFailure,
  ]

  /// How many actions the store reduced.
  var steps: Int
  /// How many of them the feature ignored.
  var ignoredActions: Int
  /// How many times each state was entered.
  var phaseCounts: [LoadPhase: Int]
  /// How many page requests the feed answered or failed.
  var requests: Int
  /// Failures the script or the `f` key asked for.
  var forcedFailures: Int
  /// Failures drawn from `--failure-rate`.
  var randomFailures: Int
  /// The posts on screen at the end.
  var itemsShown: Int
  /// The posts the feed holds.
  var itemsInFeed: Int
  /// The simulated latency of all requests, added up.
  var simulatedLatency: Duration
  /// Why the run stopped.
  var ending: Ending

  /// Every failure the feed injected.
  var failuresInjected: Int { forcedFailures + randomFailures }

  /// How many of the nine states were entered at least once.
  var visitedCount: Int { Self.walkOrder.count(where: { phaseCounts[$0, default: 0] > 0 }) }

  /// Whether the run went through all nine states.
  var allNineVisited: Bool { visitedCount == Self.walkOrder.count }

  /// The simulated latency in whole milliseconds.
  var simulatedLatencyMilliseconds: Int {
    let (seconds, attoseconds) = simulatedLatency.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  /// The summary as a table, 48 columns wide.
  var text: String {
    let milliseconds = simulatedLatencyMilliseconds
    let hundredths = (milliseconds % 1000) / 10
    var lines = [
      "══ summary " + String(repeating: "═", count: ScreenRenderer.width - 11),
      row("steps", "\(steps) (\(ignoredActions) ignored)"),
      row("requests", "\(requests)"),
      row(
        "failures",
        "\(failuresInjected) injected (\(forcedFailures) forced, \(randomFailures) random)"
      ),
      row("posts shown", "\(itemsShown) of \(itemsInFeed)"),
      row("simulated wait", "\(milliseconds / 1000).\(hundredths < 10 ? "0" : "")\(hundredths) s"),
      row("ended", ending.description),
      row(
        "states visited",
        "\(visitedCount) of 9 " + (allNineVisited ? "✓ all nine" : "✕ not all nine")
      ),
    ]
    for phase in Self.walkOrder {
      let name = phase.rawValue.padding(to: 19)
      lines.append("    \(name)\(phaseCounts[phase, default: 0])")
    }
    return lines.joined(separator: "\n")
  }

  private func row(_ title: String, _ value: String) -> String {
    "  \(title.padding(to: 17))\(value)"
  }
}

extension DemoSummary: Encodable {
  private enum CodingKeys: String, CodingKey {
    case summary, steps, ignoredActions, requests, forcedFailures, randomFailures,
      failuresInjected, itemsShown, itemsInFeed, simulatedLatencyMs, ended, endedBecause,
      statesVisited, allNineVisited
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(true, forKey: .summary)
    try container.encode(steps, forKey: .steps)
    try container.encode(ignoredActions, forKey: .ignoredActions)
    try container.encode(requests, forKey: .requests)
    try container.encode(forcedFailures, forKey: .forcedFailures)
    try container.encode(randomFailures, forKey: .randomFailures)
    try container.encode(failuresInjected, forKey: .failuresInjected)
    try container.encode(itemsShown, forKey: .itemsShown)
    try container.encode(itemsInFeed, forKey: .itemsInFeed)
    try container.encode(simulatedLatencyMilliseconds, forKey: .simulatedLatencyMs)
    try container.encode(ending.code, forKey: .ended)
    try container.encode(ending.description, forKey: .endedBecause)
    let visited = Dictionary(
      uniqueKeysWithValues: Self.walkOrder.map { ($0.rawValue, phaseCounts[$0, default: 0]) }
    )
    try container.encode(visited, forKey: .statesVisited)
    try container.encode(allNineVisited, forKey: .allNineVisited)
  }
}
