import Unidirectional

/// `scope.body`: what a one-line path costs where features make it, in a `body` that runs
/// again on every action.
enum ScopeBodyBenchmarks {
  static let body = Benchmark(
    name: "scope.body",
    summary: "an action through a body whose Scopes take one-line paths vs declared paths"
  ) { context in
    let sends = 100_000
    let measurements = await context.measure(
      [
        send(sends, to: OneLineParent(), label: "one-line paths"),
        send(sends, to: DeclaredParent(), label: "declared paths"),
      ],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "scope.body",
      summary: "100,000 actions to the second of two Scopes in a body",
      measurements: measurements,
      checks: [.ratio(measurements[0], to: measurements[1], atMost: 2)],
      notes: [
        "a one-line path made in a body looks its case up in a table kept per pair of types, "
          + "and finds it through the enum's metadata"
      ]
    )
  }

  private static func send<Parent: Reducer & Sendable>(
    _ sends: Int,
    to parent: Parent,
    label: String
  ) -> Contender where Parent.State == Pair, Parent.Action == PairAction {
    Contender(label: label, operations: sends) {
      let store = Store(initialState: Pair(), reducer: parent)
      let action = identity(PairAction.second(.increment))
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.second.count == sends, "an action was lost")
      return elapsed
    }
  }
}

/// Two counters side by side.
struct Pair: Sendable {
  var first = Counter.State()
  var second = Counter.State()
}

/// An action of either counter.
enum PairAction: Sendable {
  case first(Counter.Action)
  case second(Counter.Action)
}

/// The two counters scoped with one-line paths, made anew each time the body runs.
private struct OneLineParent: Reducer {
  var body: some Reducer<Pair, PairAction> {
    Scope(state: \.first, action: ActionPath(PairAction.first)) { Counter() }
    Scope(state: \.second, action: ActionPath(PairAction.second)) { Counter() }
  }
}

/// The two counters scoped with paths declared once with `embed` and `extract`.
private struct DeclaredParent: Reducer {
  var body: some Reducer<Pair, PairAction> {
    Scope(state: \.first, action: .first) { Counter() }
    Scope(state: \.second, action: .second) { Counter() }
  }
}

extension ActionPath where Root == PairAction, Value == Counter.Action {
  fileprivate static var first: Self {
    ActionPath(embed: Root.first) { if case .first(let action) = $0 { action } else { nil } }
  }

  fileprivate static var second: Self {
    ActionPath(embed: Root.second) { if case .second(let action) = $0 { action } else { nil } }
  }
}
