import Unidirectional

/// `scope.deep`: what each level of `Scope` adds to an action's path.
enum ScopeBenchmarks {
  static let deep = Benchmark(
    name: "scope.deep",
    summary: "an action through 10 nested Scopes vs the same reducer flat"
  ) { context in
    let sends = 100_000
    let measurements = await context.measure(
      [nestedScopes(sends), flat(sends), nestedOneLineScopes(sends)],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "scope.deep",
      summary: "100,000 actions through Store.send: 10 nested Scopes vs flat",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 40),
        .ratio(measurements[2], to: measurements[0], atMost: 2),
      ],
      notes: [
        "issue 23's goal is 3x; runs read 14-29x, 45x before issue 23 (a key-path coroutine "
          + "per level), which the check at 40x catches coming back"
      ]
    )
  }

  /// The subject: the counter under ten `Scope`s, each one a struct around the next.
  private static func nestedScopes(_ sends: Int) -> Contender {
    Contender(label: "10 nested Scopes", operations: sends) {
      let layers = nest(nest(nest(nest(nest(nest(nest(nest(nest(nest(Layer.counter))))))))))
      let store = Store(initialState: layers.state, reducer: layers.reducer)
      let action = identity(layers.action)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(layers.count(store.state) == sends, "a nested action was lost")
      return elapsed
    }
  }

  /// The same ten levels with one-line paths, `ActionPath(NestedAction.inner)`, which find
  /// the case through the enum's runtime metadata instead of an `if case` closure.
  private static func nestedOneLineScopes(_ sends: Int) -> Contender {
    Contender(label: "10 nested one-line Scopes", operations: sends) {
      let layers = nestOneLine(
        nestOneLine(nestOneLine(nestOneLine(nestOneLine(nestOneLine(nestOneLine(
          nestOneLine(nestOneLine(nestOneLine(Layer.counter))))))))))
      let store = Store(initialState: layers.state, reducer: layers.reducer)
      let action = identity(layers.action)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(layers.count(store.state) == sends, "a nested action was lost")
      return elapsed
    }
  }

  /// The baseline: the counter at the root.
  private static func flat(_ sends: Int) -> Contender {
    Contender(label: "flat reducer", operations: sends) {
      let store = Store(initialState: Counter.State(), reducer: Counter())
      let action = identity(Counter.Action.increment)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.count == sends, "an action was lost")
      return elapsed
    }
  }

  /// Wraps `layer` in one more level: a state that holds it, an action that carries it, and
  /// a `Scope` between them.
  private static func nest<R: Reducer>(
    _ layer: Layer<R>
  ) -> Layer<Scope<Nested<R.State>, NestedAction<R.Action>, R>> {
    let path = ActionPath<NestedAction<R.Action>, R.Action>(
      embed: NestedAction.inner,
      extract: { if case .inner(let action) = $0 { action } else { nil } }
    )
    let count = layer.count
    return Layer(
      reducer: Scope(state: \Nested<R.State>.inner, action: path) { layer.reducer },
      state: Nested(inner: layer.state),
      action: .inner(layer.action),
      count: { count($0.inner) }
    )
  }
}

extension ScopeBenchmarks {
  /// Wraps `layer` in one more level whose `Scope` takes a one-line path.
  fileprivate static func nestOneLine<R: Reducer>(
    _ layer: Layer<R>
  ) -> Layer<Scope<Nested<R.State>, NestedAction<R.Action>, R>> {
    let count = layer.count
    return Layer(
      reducer: Scope(state: \Nested<R.State>.inner, action: ActionPath(NestedAction.inner)) {
        layer.reducer
      },
      state: Nested(inner: layer.state),
      action: .inner(layer.action),
      count: { count($0.inner) }
    )
  }
}

/// A reducer with a state to start from, the action to send it, and how to read the count
/// back out of its state.
private struct Layer<R: Reducer> {
  let reducer: R
  let state: R.State
  let action: R.Action
  let count: (R.State) -> Int
}

extension Layer<Counter> {
  /// The innermost layer: the counter itself.
  static var counter: Layer<Counter> {
    Layer(reducer: Counter(), state: Counter.State(), action: .increment, count: \.count)
  }
}

/// One level of nested state.
struct Nested<Inner> {
  var inner: Inner
}

/// One level of nested action.
enum NestedAction<Inner> {
  case inner(Inner)
}
