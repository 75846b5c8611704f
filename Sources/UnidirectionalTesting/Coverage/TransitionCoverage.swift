import Unidirectional

/// Which pairs of a state's case and an action the tests exercised, compared with the pairs
/// the state-space explorer finds reachable.
///
/// Every `TestStore` created inside ``recording(isolation:_:)`` records each step it reduces, sent or
/// received, as the case of the state before it and the action's name. The explorer lists
/// the pairs that can happen at all; the difference is what no scenario test has tried.
///
/// ```swift
/// @MainActor func countingUpAndDown() async {
///   let store = TestStore(initialState: Counter.State(), reducer: Counter())
///   await store.send(.increment) { $0.count = 1 }
///   await store.send(.decrement) { $0.count = 0 }
/// }
///
/// @Test @MainActor func everyReachableStepIsTested() async {
///   let coverage = TransitionCoverage<Counter.State, Counter.Action>(
///     stateCase: { $0.loadID == nil ? "idle" : "loading" }
///   )
///   await coverage.recording {
///     await countingUpAndDown()
///   }
///   let explorer = StateSpaceExplorer(
///     Counter(), initialState: Counter.State(),
///     userActions: { _ in [.increment, .decrement, .load] },
///     request: { $0.loadID },
///     answers: { flight, _ in [.loaded(id: flight.request, value: 7)] }
///   )
///   let reachable = coverage.reachable(in: explorer)
///   print(coverage.matrix(of: reachable))
///   #expect(coverage.unexercised(of: reachable).isEmpty)
/// }
/// ```
public final class TransitionCoverage<State, Action>: Sendable {
  private let stateCase: @Sendable (State) -> String
  private let actionName: @Sendable (Action) -> String
  private let pairs = LockedState<[TransitionPair]>([])

  /// Creates an empty coverage.
  ///
  /// - Parameters:
  ///   - stateCase: The name of a state's case.
  ///   - actionName: The name of an action; by default its case name.
  public init(
    stateCase: @escaping @Sendable (State) -> String,
    actionName: @escaping @Sendable (Action) -> String = { enumCaseName(of: $0) }
  ) {
    self.stateCase = stateCase
    self.actionName = actionName
  }

  /// Runs `body`, recording the steps of every `TestStore` of this feature it creates.
  ///
  /// - Parameters:
  ///   - isolation: The actor `body` runs on: the caller's.
  ///   - body: The scenarios, usually calls of test functions.
  /// - Returns: What `body` returns.
  public func recording<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let recorder = TransitionRecorder { [self] before, action in
      guard let before = before as? State, let action = action as? Action else { return }
      record(TransitionPair(stateCase: stateCase(before), action: actionName(action)))
    }
    return try await TransitionRecorder.$current.withValue(recorder, operation: body)
  }

  /// The pairs exercised so far, each once, in the order they were first exercised.
  public var exercised: [TransitionPair] { pairs.withLock { $0 } }

  /// The pairs the explorer reaches, each once, in the order it first reaches them: each
  /// step's action, and each action its effects sent at once, which a test store receives.
  ///
  /// - Parameters:
  ///   - explorer: The feature's explorer.
  ///   - maxDepth: The longest sequence of actions to try.
  ///   - maxStates: The most distinct states to visit.
  /// - Returns: The reachable pairs.
  public func reachable<Request>(
    in explorer: StateSpaceExplorer<State, Action, Request>, maxDepth: Int = 20,
    maxStates: Int = 100_000
  ) -> [TransitionPair] {
    var reachable: [TransitionPair] = []
    var seen: Set<TransitionPair> = []
    func reach(_ action: Action, from state: State) {
      let pair = TransitionPair(stateCase: stateCase(state), action: actionName(action))
      if seen.insert(pair).inserted { reachable.append(pair) }
    }
    explorer.visitTransitions(maxDepth: maxDepth, maxStates: maxStates) { transition in
      reach(transition.action, from: transition.before.state)
      var before = transition.stateAfterAction
      for sent in transition.sentAtOnce {
        reach(sent.action, from: before)
        before = sent.state
      }
    }
    return reachable
  }

  /// The pairs of `reachable` that no recorded scenario exercised.
  ///
  /// - Parameter reachable: The pairs that can happen.
  /// - Returns: The pairs never exercised, in the order of `reachable`.
  public func unexercised(of reachable: [TransitionPair]) -> [TransitionPair] {
    let exercised = Set(self.exercised)
    return reachable.filter { !exercised.contains($0) }
  }

  /// A table of state cases (rows) by actions (columns): `✓` exercised, `✗` reachable and
  /// never exercised, `·` unreachable. Rows and columns keep the order of `reachable`.
  ///
  /// - Parameter reachable: The pairs that can happen.
  /// - Returns: The table, one row per line.
  public func matrix(of reachable: [TransitionPair]) -> String {
    let states = reachable.map(\.stateCase).uniqued()
    let actions = reachable.map(\.action).uniqued()
    let reachableSet = Set(reachable)
    let exercisedSet = Set(exercised)
    let width = (states.map(\.count).max() ?? 0) + 2
    var lines = [pad("", width) + actions.joined(separator: " ")]
    for state in states {
      let cells = actions.map { action -> String in
        let pair = TransitionPair(stateCase: state, action: action)
        let mark = exercisedSet.contains(pair) ? "✓" : reachableSet.contains(pair) ? "✗" : "·"
        return pad(mark, action.count)
      }
      lines.append(pad(state, width) + cells.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }

  private func record(_ pair: TransitionPair) {
    pairs.withLock { pairs in
      if !pairs.contains(pair) { pairs.append(pair) }
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

/// The case name of an enum value, without its payload: `responseReceived`; for any other
/// value, its description.
///
/// - Parameter value: The value to name.
/// - Returns: The name.
public func enumCaseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return String(describing: value) }
  return mirror.children.first?.label ?? String(caseName(of: value).trimmingPrefix("."))
}

extension Array where Element: Hashable {
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}
