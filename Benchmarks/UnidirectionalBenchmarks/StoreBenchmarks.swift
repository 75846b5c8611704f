import Unidirectional

/// `store.send.sync`: the cost of one synchronous action through `Store.send`.
enum StoreBenchmarks {
  static let sendSync = Benchmark(
    name: "store.send.sync",
    summary: "1,000,000 synchronous actions through Store.send vs an @Observable view model"
  ) { context in
    let sends = 1_000_000
    let measurements = await context.measure(
      [storeSend(sends), viewModelMethod(sends), bareReducer(sends)],
      samples: context.samples(full: 11, quick: 5)
    )
    let store = measurements[0]
    return BenchmarkReport(
      name: "store.send.sync",
      summary: "1,000,000 synchronous actions through Store.send",
      measurements: measurements,
      checks: [
        .ratio(store, to: measurements[1], atMost: 2),
        .ratio(store, to: measurements[2], atMost: 3),
        .absolute("Store.send per action", value: store.perOperation, atMost: 100),
      ]
    )
  }

  /// The subject: a store running the counter, observable as SwiftUI sees it; also the
  /// baseline `recording.send` compares a recording store with.
  static func storeSend(_ sends: Int) -> Contender {
    Contender(label: "Store.send", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      let action = identity(Counter.Action.increment)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.count == sends, "the store lost an action")
      return elapsed
    }
  }

  /// The baseline the contract names: the same mutation as an `@Observable` method, with
  /// the same Observation bookkeeping per change.
  private static func viewModelMethod(_ sends: Int) -> Contender {
    Contender(label: "@Observable view model", operations: sends) {
      let model = identity(CounterViewModel())
      let elapsed = timed {
        for _ in 0..<sends { model.increment() }
      }
      precondition(model.count == sends, "the view model lost a call")
      return elapsed
    }
  }

  /// The floor: the reducer alone, called through an opaque closure as the store calls it,
  /// with no observation, queue or effects.
  private static func bareReducer(_ sends: Int) -> Contender {
    Contender(label: "bare reducer call", operations: sends) {
      let reduce = identity(Counter().reduce(into:action:))
      let action = identity(Counter.Action.increment)
      var state = Counter.State()
      let elapsed = timed {
        for _ in 0..<sends { _ = reduce(&state, action) }
      }
      precondition(state.count == sends, "the reducer lost an action")
      return elapsed
    }
  }
}
