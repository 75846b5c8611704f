import Unidirectional
import UnidirectionalNavigation

/// `navigation.stack`: what pushing, popping and sending to the top screen cost as a
/// navigation stack grows, and what the stack adds to a send: a send to the top screen is
/// checked against the same send to a store that runs the screen alone, at most 600×
/// (quick runs read 130–390×: the floor is a few nanoseconds, which swing with the machine).
enum NavigationBenchmarks {
  static let stack = Benchmark(
    name: "navigation.stack",
    summary: "push then pop 10,000 screens at depth 10 and 1,000; a send to the top of 100 screens vs of 1"
  ) { context in
    let cycles = context.quick ? 5_000 : 10_000
    let sends = context.quick ? 50_000 : 100_000
    let measurements = await context.measure(
      [
        pushAndPop(cycles, atDepth: 1_000), pushAndPop(cycles, atDepth: 10),
        pushAndPop(cycles, atDepth: 1_000, everyScreenRunning: true),
        pushAndPop(cycles, atDepth: 10, everyScreenRunning: true),
        sendToTop(sends, ofDepth: 100), sendToTop(sends, ofDepth: 1),
        // Ten times the sends: each costs a hundredth of one to the top, and a sample of
        // fewer would be too short to time steadily.
        sendToOwnStore(sends * 10),
      ],
      samples: context.samples(full: 9, quick: 3)
    )
    return BenchmarkReport(
      name: "navigation.stack",
      summary: "Store.send of stack actions, no observers: push and pop vs depth; top-screen sends vs depth",
      measurements: measurements,
      checks: [
        .ratio(measurements[0], to: measurements[1], atMost: 1.2),
        .ratio(measurements[2], to: measurements[3], atMost: 1.2),
        .ratio(measurements[4], to: measurements[5], atMost: 2),
        .ratio(measurements[4], to: measurements[6], atMost: 600),
      ]
    )
  }

  /// Pushes a screen onto a stack of `depth` screens and pops it again, `cycles` times;
  /// with `everyScreenRunning`, each of the `depth` screens first starts an effect that
  /// runs on meanwhile, as a screen's timer or stream does.
  private static func pushAndPop(
    _ cycles: Int, atDepth depth: Int, everyScreenRunning: Bool = false
  ) -> Contender {
    let label = "push + pop at depth \(depth)" + (everyScreenRunning ? ", effects" : "")
    return Contender(label: label, operations: cycles * 2) {
      let store = Store(initialState: Navigator.State(depth: depth), reducer: Navigator())
      if everyScreenRunning {
        for id in store.state.path.ids { store.send(.path(.element(id: id, action: .wait))) }
        precondition(store.inFlightEffectCount == depth, "a screen's effect did not start")
      }
      let push = identity(Navigator.Action.path(.push(Screen.State())))
      let elapsed = timed {
        for _ in 0..<cycles {
          store.send(push)
          store.send(.path(.popFrom(id: store.state.path.ids[depth])))
        }
      }
      precondition(store.state.path.count == depth, "a push or a pop was lost")
      precondition(store.state.path.ids.last == StackElementID(rawValue: UInt(depth - 1)))
      return elapsed
    }
  }

  /// Sends an action to the top screen of a stack of `depth` screens, `sends` times.
  private static func sendToTop(_ sends: Int, ofDepth depth: Int) -> Contender {
    Contender(label: "send to the top of \(depth)", operations: sends) {
      let store = Store(initialState: Navigator.State(depth: depth), reducer: Navigator())
      let top = store.state.path.ids[depth - 1]
      let action = identity(Navigator.Action.path(.element(id: top, action: .increment)))
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.path[id: top]?.count == sends, "a send to the top was lost")
      return elapsed
    }
  }

  /// The floor of a send to the top screen: the same action sent to a store that runs the
  /// screen's reducer at its root, as a screen that is not in a stack is run.
  private static func sendToOwnStore(_ sends: Int) -> Contender {
    Contender(label: "send to a screen's own store", operations: sends) {
      let store = Store(initialState: Screen.State(), reducer: Screen())
      let action = identity(Screen.Action.increment)
      let elapsed = timed {
        for _ in 0..<sends { store.send(action) }
      }
      precondition(store.state.count == sends, "a send was lost")
      return elapsed
    }
  }
}

/// A screen that counts, and that can start an effect that waits an hour.
private struct Screen: Reducer {
  struct State {
    var count = 0
  }

  enum Action {
    case increment
    case wait
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .wait:
      return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
    }
  }
}

/// A root whose navigation stack holds screens.
private struct Navigator: Reducer {
  struct State {
    var path: StackState<Screen.State>

    init(depth: Int) {
      path = StackState(repeatElement(Screen.State(), count: depth))
    }
  }

  enum Action {
    case path(StackAction<Screen.State, Screen.Action>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.path, action: .path) { Screen() }
  }
}

extension ActionPath where Root == Navigator.Action, Value == StackAction<Screen.State, Screen.Action> {
  fileprivate static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}
