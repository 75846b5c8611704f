/// The actions, task bodies and concatenation steps that wait for their turn, under the keys
/// that ``EffectRunnerDecision``s carry.
///
/// The effect runner's bookkeeping (``EffectRunnerStateMachine``) is not generic; what an
/// event registers that carries the action type waits here, and the runner takes it when it
/// reaches the decision that names its key. Every entry is taken once: the store is empty
/// whenever no decision is being carried out.
struct EffectPayloads<Action> {
  private var actions: [Int: Action] = [:]
  private var runs: [Int: Effect<Action>.Run] = [:]
  private var steps: [Int: ArraySlice<Effect<Action>>] = [:]

  /// Whether nothing waits.
  var isEmpty: Bool { actions.isEmpty && runs.isEmpty && steps.isEmpty }

  /// Keeps the action of a ``Effect/send(_:)`` until its delivery.
  mutating func store(_ action: Action, under key: Int) {
    actions[key] = action
  }

  /// Keeps a task's body until its launch.
  mutating func store(_ run: Effect<Action>.Run, under token: Int) {
    runs[token] = run
  }

  /// Keeps a concatenation's held-up steps until their turn.
  mutating func store(_ steps: ArraySlice<Effect<Action>>, under key: Int) {
    self.steps[key] = steps
  }

  /// The action waiting under `key`, taken.
  mutating func takeAction(_ key: Int) -> Action? {
    actions.removeValue(forKey: key)
  }

  /// The body of task `token`, taken.
  mutating func takeRun(_ token: Int) -> Effect<Action>.Run? {
    runs.removeValue(forKey: token)
  }

  /// The held-up steps of concatenation `key`, taken.
  mutating func takeSteps(of key: Int) -> ArraySlice<Effect<Action>>? {
    steps.removeValue(forKey: key)
  }

  /// Drops the steps of concatenation `key` that will not start.
  mutating func removeSteps(of key: Int) {
    steps[key] = nil
  }
}
