import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Unidirectional
import UnidirectionalTesting

/// `explorer.paging`: how many distinct states of `PagingFeature` the state-space explorer
/// visits per second.
///
/// The exploration tells states apart by their ``Shape``: the list's case with its row count
/// instead of its rows, and the request ids as they are. Over a feed of 1,000 pages of 2
/// posts new states keep appearing, so the run stops at its state budget: 1,000,000 states
/// (50,000 in a quick run, whose figure is not judged). Every user action and every answer (the page, a failure,
/// a cancellation) is tried from every state, with a late answer from the newest cancelled
/// request, and four rules are checked on each step.
enum ExplorerBenchmarks {
  struct Post: Identifiable, Hashable, Sendable {
    let id: Int
  }

  typealias Feed = PagingFeature<Post, Int>
  typealias Explorer = StateSpaceExplorer<Feed.State, Feed.Action, InFlightRequest<PageRequest<Int>>>

  static let pageCount = 1_000

  static let paging = Benchmark(
    name: "explorer.paging",
    summary: "distinct PagingFeature states explored per second (1,000,000 states; 50,000 quick)"
  ) { context in
    let budget = context.quick ? 50_000 : 1_000_000
    let samples = context.samples(full: 3, quick: 1)
    var durations: [Duration] = []
    var visited = 0
    for _ in 0..<samples {
      let report = explorer().explore(maxDepth: .max, maxStates: budget)
      precondition(report.violation == nil, "explorer.paging broke a rule:\n\(report.violation!.story)")
      precondition(report.statesVisited == budget, "explorer.paging ran out of states before its budget")
      visited = report.statesVisited
      durations.append(report.duration)
    }
    let perState = Measurement(label: "explored state", operations: visited, durations: durations)
    let reduce = await context.measure(
      [featureReductions(100_000)], samples: context.samples(full: 9, quick: 3))[0]
    let memory = memoryPerState(quick: context.quick, executable: context.executablePath)
    let perMinute = 60e9 / perState.perOperation
    return BenchmarkReport(
      name: "explorer.paging",
      summary: "distinct states of PagingFeature visited per second by the explorer, four rules checked",
      measurements: [perState, reduce, memory],
      checks: [
        .ratio(perState, to: reduce, atMost: 30),
        .absolute("time per explored state", value: perState.perOperation, atMost: 12_000),
        .absolute("memory per explored state", value: memory.perOperation, unit: "B", atMost: 150),
      ],
      notes: [
        "\(visited.formatted()) states per run; \(Int(1e9 / perState.perOperation).formatted()) "
          + "states/s, \(Int(perMinute).formatted()) per minute (goal: 5,000,000 per minute, "
          + "12,000 ns per state)",
        "an explored state tries every user action and every answer from the state, each a "
          + "reduction, a copy of the state, its abstraction and four rules: one explored "
          + "state read 9-18x one reduction (a refresh or its page) after issue 23, checked "
          + "at 30x in every run",
        "memory: the peak resident memory of a child process that explores as many states, "
          + "net of an empty child's, per state (goal: at most 150 bytes)",
      ]
    )
  }

  /// The peak resident memory of a child process exploring the benchmark's states, net of
  /// an empty child's, per state: what the explorer keeps of each state it reached.
  static func memoryPerState(quick: Bool, executable: String) -> Measurement {
    let kind: MemoryProbe.Kind = quick ? .explorerQuick : .explorer
    let used = MemoryBenchmarks.run(kind, executable: executable)
    let empty = MemoryBenchmarks.run(.empty, executable: executable)
    return Measurement(
      label: "memory per explored state", operations: kind.expectedCount, unit: .bytes,
      samples: [Double(used - empty) / Double(kind.expectedCount)])
  }

  /// For scale, and for the check that runs in quick runs too: one reduction of the
  /// explored feature, a refresh and its page in turn, the reducer called directly.
  private static func featureReductions(_ count: Int) -> Contender {
    Contender(label: "PagingFeature.reduce", operations: count) {
      let feed = Feed(pageSize: 2, prefetchDistance: 1) { _ in throw CancellationError() }
      var state = Feed.State()
      let elapsed = timed {
        for turn in 0..<count / 2 {
          _ = feed.reduce(into: &state, action: .refresh)
          guard let flight = state.requests.inFlight else {
            preconditionFailure("a refresh started no request")
          }
          let page = Page(items: [Post(id: turn * 2), Post(id: turn * 2 + 1)], nextCursor: 1)
          _ = feed.reduce(into: &state, action: .responseReceived(requestID: flight.id, result: .success(page)))
        }
      }
      precondition(state.items.count == 2, "a refresh did not replace the rows")
      return elapsed
    }
  }

  /// A state with its rows counted instead of listed (the feed's rows follow from the pages
  /// loaded, so the count tells them apart) and its tasks named by their requests: hashing
  /// it costs O(1) instead of O(rows).
  struct Shape: Hashable {
    let phase: LoadPhase
    let rows: Int
    let error: AppError?
    let nextPage: PageLink<Int>
    let requests: RequestLedger<PageRequest<Int>>
    let runningRequests: [InFlightRequest<PageRequest<Int>>]
    let lateRequests: [InFlightRequest<PageRequest<Int>>]

    init(_ explored: Explorer.Explored) {
      let state = explored.state
      phase = state.list.phase
      rows = state.items.count
      error = state.list.error
      nextPage = state.nextPage
      requests = state.requests
      runningRequests = explored.requestsInFlight
      lateRequests = explored.flights.filter(\.isCancelled).map(\.request)
    }
  }

  static func explorer() -> Explorer {
    let feed = Feed(pageSize: 2, prefetchDistance: 1) { _ in throw CancellationError() }
    return Explorer(
      feed, initialState: Feed.State(),
      userActions: { state in
        var actions: [Feed.Action] = [.appear, .disappear, .refresh, .reachBottom, .retry]
        if let last = state.items.last { actions.append(.itemAppeared(last.id)) }
        return actions
      },
      request: \.requests.inFlight,
      answers: { flight, _ in
        let cursor = flight.request.request.cursor ?? 0
        let page = Page(
          items: [Post(id: cursor * 2), Post(id: cursor * 2 + 1)],
          nextCursor: cursor + 1 < pageCount ? cursor + 1 : nil)
        return [.success(page), .failure(.network), .failure(.cancelled)].map {
          .responseReceived(requestID: flight.request.id, result: $0)
        }
      },
      abstraction: Shape.init
    )
    .invariant("never two requests in flight") { $0.requestsInFlight.count <= 1 }
    .invariant("the request the state waits for is the one running") {
      $0.state.requests.inFlight == $0.requestsInFlight.first
    }
    .transitionInvariant("no late answer changes the state") { transition in
      guard case .lateAnswer = transition.cause else { return true }
      return transition.after.state == transition.before.state
    }
    .transitionInvariant("every ignored action has a reason") { transition in
      transition.changedNothing == (feed.reasonForIgnoring(transition.action, in: transition.before.state) != nil)
    }
  }
}
