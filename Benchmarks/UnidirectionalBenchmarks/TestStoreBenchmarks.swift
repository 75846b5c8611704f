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
      [testStoreSteps(steps), storeSends(steps), testStoreReceives(steps)],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "teststore.step",
      summary: "10,000 exhaustive TestStore steps: send + assert the state",
      measurements: measurements,
      checks: [
        .absolute("TestStore step (median)", value: measurements[0].perOperation, atMost: 5_000),
        .ratio(measurements[0], to: measurements[1]),
        .ratio(measurements[2], to: measurements[0], atMost: 3),
      ],
      notes: [
        "the receive contender sends one action whose effects send 10,000 actions at once, "
          + "then receives and asserts each: a step that costs more with every action still "
          + "unasserted shows here (it read 633x at 1,000 actions before issue 23 made taking "
          + "the oldest O(1))"
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

  /// `await store.receive(.increment) { $0.count = n }` for each of `steps` actions that one
  /// sent action's effects send at once, so all of them wait unasserted at first.
  private static func testStoreReceives(_ steps: Int) -> Contender {
    Contender(label: "TestStore receive + assert", operations: steps) {
      let failures = LockedState<[RuntimeIssue]>([])
      let burst = Reduce<Counter.State, Counter.Action> { state, _ in
        if state.count >= 0 {
          state.count += 1
          return .none
        }
        state.count = 0
        return .merge(Array(repeating: .send(.increment), count: steps))
      }
      let store = TestStore(
        initialState: Counter.State(count: -1),
        reducer: burst,
        issueReporter: IssueReporter { failure in failures.withLock { $0.append(failure) } }
      )
      await store.send(.increment) { $0.count = 0 }
      let elapsed = await timed {
        for count in 1...steps {
          await store.receive(.increment) { $0.count = count }
        }
      }
      await store.finish()
      precondition(store.state.count == steps, "the test store lost an action")
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
