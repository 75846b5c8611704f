import Observation

/// The core of a root ``Store``: owns the state, runs the reducer, queues actions and owns
/// the effect runner.
@MainActor
package final class RootStoreCore<State, Action>: StoreCore, Observable {
  private var storedState: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private let registrar = ObservationRegistrar()
  /// Runs the effects; the test store reads its in-flight count. Implicitly unwrapped only
  /// because its delivery closure captures `self`, which needs every other property first.
  package private(set) var runner: EffectRunner<Action>!
  /// Called after every reduce with the action and the new state; the test store records
  /// each step here, on the same path a production store takes.
  package var didReduce: ((Action, State) -> Void)?
  private var queue = ActionQueue<Action>()
  private var isProcessing = false
  private var batch: EffectGroup?
  private var observers: [Int: (State) -> Void] = [:]
  private var nextObserverID = 0

  package init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    issueReporter: IssueReporter
  ) {
    storedState = initialState
    self.reducer = reducer
    runner = EffectRunner(issueReporter: issueReporter) { [unowned self] action in
      _ = self.send(action)
    }
  }

  package var state: State {
    registrar.access(self, keyPath: \.state)
    return storedState
  }

  package func send(_ action: Action) -> StoreTask {
    guard !isProcessing else {
      queue.append(action)
      return StoreTask(group: currentBatch())
    }
    isProcessing = true
    process(action)
    while let next = queue.popFirst() { process(next) }
    isProcessing = false
    guard let batch else { return StoreTask(group: nil) }
    self.batch = nil
    batch.leave()
    return StoreTask(group: batch)
  }

  package func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int {
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = onChange
    return id
  }

  package func removeStateObserver(_ id: Int) {
    observers[id] = nil
  }

  private func process(_ action: Action) {
    var effect = Effect<Action>.none
    registrar.withMutation(of: self, keyPath: \.state) {
      effect = reducer(&storedState, action)
    }
    didReduce?(action, storedState)
    if !observers.isEmpty { notifyObservers() }
    if !effect.isNone { runner.start(effect, in: currentBatch()) }
  }

  private func currentBatch() -> EffectGroup {
    if let batch { return batch }
    let batch = runner.makeBatch()
    self.batch = batch
    return batch
  }

  private func notifyObservers() {
    for observer in observers.values { observer(storedState) }
  }
}
