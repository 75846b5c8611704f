import Unidirectional

/// `dependencies.send`: what the registry costs a send, with nothing installed, with a
/// store's own values installed, and with a reducer that reads one.
enum DependencyBenchmarks {
  static let send = Benchmark(
    name: "dependencies.send",
    summary: "1,000,000 sends: a plain store, a store with its own dependencies, a reducer reading one"
  ) { context in
    let sends = 1_000_000
    let measurements = await context.measure(
      [plainStore(sends), storeWithDependencies(sends), readingReducer(sends)],
      samples: context.samples(full: 11, quick: 5)
    )
    return BenchmarkReport(
      name: "dependencies.send",
      summary: "1,000,000 sends through stores with and without dependencies",
      measurements: measurements,
      checks: [
        .ratio(measurements[1], to: measurements[0]),
        .ratio(measurements[2], to: measurements[0]),
      ]
    )
  }

  /// The baseline: `store.send.sync`'s subject, a store that installs nothing.
  private static func plainStore(_ sends: Int) -> Contender {
    Contender(label: "plain store", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      return sendIncrements(sends, to: store)
    }
  }

  /// A store made `withDependencies`, whose counter reads none: the installation alone.
  private static func storeWithDependencies(_ sends: Int) -> Contender {
    Contender(label: "store with dependencies", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: Counter()) {
        $0.context = .preview
      }
      return sendIncrements(sends, to: store)
    }
  }

  /// The same store, its reducer reading the registry's random numbers on every action.
  private static func readingReducer(_ sends: Int) -> Contender {
    Contender(label: "reducer reading a dependency", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: RandomCounter()) {
        $0.randomNumbers = .seeded(7)
      }
      return sendIncrements(sends, to: store)
    }
  }

  @MainActor
  private static func sendIncrements(_ sends: Int, to store: Store<Counter.State, Counter.Action>) -> Duration {
    let action = identity(Counter.Action.increment)
    let elapsed = timed {
      for _ in 0..<sends { store.send(action) }
    }
    precondition(store.state.count == sends, "the store lost an action")
    return elapsed
  }
}

/// The counter, reading a dependency on every action.
private struct RandomCounter: Reducer {
  @Dependency(\.randomNumbers) var randomNumbers

  func reduce(into state: inout Counter.State, action: Counter.Action) -> Effect<Counter.Action> {
    _ = randomNumbers.next()
    state.count += 1
    return .none
  }
}
