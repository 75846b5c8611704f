import Observation

/// The core of a child ``Store``: reads from and sends into its parent's core, and notifies
/// its own observers only when its own slice of the state changed.
///
/// Reading the child's state registers the child with the root's ``ObservedSlices``, with a
/// snapshot of what was read (see ``ChangeDetector``). After each action the root asks the
/// child whether its slice differs from the snapshot; only then does the child tell its
/// observers. A child of a list element keeps the element's last value, so a row store
/// whose row was removed still has a state to show while its view goes away.
@MainActor
final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore, ObservedSlice {
  private let parent: any StoreCore<ParentState, ParentAction>
  private let toChild: (ParentState) -> State?
  private let embed: (Action) -> ParentAction
  private let detector = ChangeDetector<State>()
  private let registrar = ObservationRegistrar()
  private let anchor = StateAnchor()
  /// What the observers last read, while they wait to hear of a change.
  private var shown: Snapshot<State>?
  /// Whether the state can disappear from the parent (a list element), so the last one
  /// read is kept to show. A key-path scope keeps nothing: a kept copy of a large slice
  /// would make the next in-place mutation of it copy it whole.
  private let keepsLastState: Bool
  /// The last state read from the parent, when ``keepsLastState``.
  private var lastState: State?

  /// Creates a child of `parent`.
  ///
  /// - Parameters:
  ///   - toChild: Reads the child's state, `nil` once it is gone (a removed element).
  ///   - lastState: The state to show if it is gone before it is ever read; giving one
  ///     makes the core keep the last state it read.
  ///   - embed: Wraps the child's actions for the parent.
  init(
    parent: any StoreCore<ParentState, ParentAction>,
    state toChild: @escaping (ParentState) -> State?,
    lastState: State? = nil,
    embed: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toChild = toChild
    self.keepsLastState = lastState != nil
    self.lastState = lastState
    self.embed = embed
  }

  var state: State {
    let state = currentState
    if shown == nil {
      shown = detector.snapshot(state)
      observedSlices.insert(self)
    }
    registrar.access(anchor, keyPath: StateAnchor.stateKeyPath)
    return state
  }

  var currentState: State {
    if let state = toChild(parent.currentState) {
      if keepsLastState { lastState = state }
      return state
    }
    guard let lastState else {
      preconditionFailure("A child store was scoped to a part of the state that is absent.")
    }
    return lastState
  }

  var observedSlices: ObservedSlices { parent.observedSlices }

  var effects: any EffectsInFlight { parent.effects }

  func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  func hasChanged() -> Bool {
    guard let shown, let state = toChild(parent.currentState) else { return true }
    return shown.differs(state)
  }

  func notifyObservers() {
    shown = nil
    registrar.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
    registrar.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
  }

  func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int {
    parent.addStateObserver { [toChild] state in
      if let child = toChild(state) { onChange(child) }
    }
  }

  func removeStateObserver(_ id: Int) {
    parent.removeStateObserver(id)
  }
}
