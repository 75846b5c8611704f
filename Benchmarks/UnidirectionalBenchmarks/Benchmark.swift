/// One named benchmark: what it measures and how to run it.
///
/// Each area file (`StoreBenchmarks.swift`, `PagingBenchmarks.swift`, …) defines its
/// benchmarks; ``all`` lists them in the order they run.
struct Benchmark: Sendable {
  /// The name `--filter` matches and the JSON carries, such as `store.send.sync`.
  let name: String
  /// One line on what is measured against what.
  let summary: String
  /// Runs the contenders and returns their measurements, ratios and checks.
  let run: @MainActor @Sendable (BenchmarkContext) async -> BenchmarkReport

  /// Every benchmark, in the order they run.
  static let all: [Benchmark] = [
    StoreBenchmarks.sendSync,
    RecordingBenchmarks.send,
    RecordingBenchmarks.reads,
    InspectBenchmarks.page,
    DependencyBenchmarks.send,
    EffectBenchmarks.roundTrip,
    PagingBenchmarks.append,
    PagingWindowBenchmarks.window,
    ChangeSetBenchmarks.changes,
    TestStoreBenchmarks.step,
    ScopeBenchmarks.deep,
    ScopeBodyBenchmarks.body,
    NavigationBenchmarks.stack,
    SharingBenchmarks.follow,
    ObservationBenchmarks.rows,
    LogChangesBenchmarks.rows,
    IdentifiedArrayEndsBenchmarks.ends,
    IdentifiedArrayRemovalBenchmarks.remove,
    IdentifiedArrayEditBenchmarks.edit,
    EffectBenchmarks.fanOut,
    MemoryBenchmarks.items,
    MemoryBenchmarks.cancelIDs,
    ExplorerBenchmarks.paging,
    StreamBenchmarks.bulk,
  ]
}

/// What a benchmark needs from the run: how many samples to take, and the binary's path for
/// child processes.
struct BenchmarkContext: Sendable {
  /// Whether this is a `--quick` run.
  let quick: Bool
  /// The running executable, re-executed by memory probes.
  let executablePath: String

  /// `full` samples in a full run, `quick` in a quick one.
  func samples(full: Int, quick: Int) -> Int {
    self.quick ? quick : full
  }
}

/// One side of a comparison: sets itself up, times its work, checks its result.
///
/// `sample` does all three, so setup and checks stay outside the timed region while the
/// contender owns them:
///
/// ```text
/// Contender(label: "Store.send", operations: n) {
///   let store = Store(…)                                   // setup, untimed
///   let elapsed = timed { for _ in 0..<n { store.send(.increment) } }
///   precondition(store.state.count == n)                   // check, untimed
///   return elapsed
/// }
/// ```
struct Contender {
  /// The row label.
  let label: String
  /// How many operations one sample times.
  let operations: Int
  /// Sets up, times `operations` operations, checks the result and returns the time.
  let sample: @MainActor () async -> Duration
}

extension BenchmarkContext {
  /// Warms every contender up, then takes `samples` samples of each, interleaved.
  ///
  /// Interleaving (A B C, C B A, A B C, …) spreads background noise, such as another build
  /// on the machine, over every contender instead of the one that happened to run then.
  ///
  /// - Parameters:
  ///   - contenders: The contenders; the first is usually the subject, the rest baselines.
  ///   - samples: Samples per contender.
  ///   - warmups: Untimed runs per contender first.
  /// - Returns: One measurement per contender, in order.
  @MainActor
  func measure(_ contenders: [Contender], samples: Int, warmups: Int = 1) async -> [Measurement] {
    for _ in 0..<warmups {
      for contender in contenders { _ = await contender.sample() }
    }
    var durations = Array(repeating: [Duration](), count: contenders.count)
    for round in 0..<samples {
      let order: [Int] =
        round.isMultiple(of: 2) ? Array(contenders.indices) : contenders.indices.reversed()
      for index in order {
        durations[index].append(await contenders[index].sample())
      }
    }
    return contenders.indices.map {
      Measurement(
        label: contenders[$0].label,
        operations: contenders[$0].operations,
        durations: durations[$0]
      )
    }
  }
}
