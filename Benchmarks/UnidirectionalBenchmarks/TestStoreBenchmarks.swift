import Unidirectional
import UnidirectionalTesting

/// `teststore.step`: one exhaustive test step, `send` plus the assertion of the whole state.
enum TestStoreBenchmarks {
  static let step = Benchmark(
    name: "teststore.step",
    summary: "10,000 TestStore send + exhaustive assert steps (target: at most 5 µs each)"
  ) { context in
    let steps = 10_000
    let measurements = await context.measure(
      [testStoreSteps(steps), storeSends(steps)],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "teststore.step",
      summary: "10,000 exhaustive TestStore steps: send + assert the state",
      measurements: measurements,
      checks: [
        .absolute("TestStore step (median)", value: measurements[0].perOperation, atMost: 5_000),
        .ratio(measurements[0], to: measurements[1]),
      ]
    )
  }

  /// The subject: `await store.send(.increment) { $0.count = n }`, exhaustive, with a
  /// reporter that collects failures, which must stay empty.
  private static func testStoreSteps(_ steps: Int) -> Contender {
    Contender(label: "TestStore send + assert", operations: steps) {
      let failures = LockedState<[RuntimeIssue]>([])
      let store = TestStore(
        initialState: Counter.State(),
        reducer: Counter(),
        issueReporter: IssueReporter { failure in failures.withLock { $0.append(failure) } }
      )
      let elapsed = await timed {
        for count in 1...steps {
          await store.send(.increment) { $0.count = count }
        }
      }
      await store.finish()
      precondition(store.state.count == steps, "the test store lost an action")
      precondition(store.stateHistory.count == steps + 1, "the test store lost a state")
      let reported = failures.withLock { $0 }
      precondition(reported.isEmpty, "the test store reported failures: \(reported)")
      return elapsed
    }
  }

  /// For scale: the same actions through a production `Store`, with nothing asserted.
  private static func storeSends(_ steps: Int) -> Contender {
    Contender(label: "Store.send", operations: steps) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      let elapsed = timed {
        for _ in 0..<steps { store.send(.increment) }
      }
      precondition(store.state.count == steps, "the store lost an action")
      return elapsed
    }
  }
}
