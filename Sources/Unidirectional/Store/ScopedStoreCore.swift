/// The core of a child ``Store``: reads from and sends into its parent's core, and notifies
/// its own observers only when what they read of its slice of the state changed.
///
/// Reading the child's state, or a field of it, registers the read with the child's
/// ``StateReaders`` and lists the child where it waits: in its parent's ``ObservedSlices``,
/// or, for a row of a list, in the list's ``ObservedRows``. A child's own children wait in
/// the child's table, so they are asked when the child is. After each action the root asks
/// the waiting children whether what they showed changed; only then do they tell their
/// observers. A child of a list element keeps the element's last value, so a row store
/// whose row was removed still has a state to show while its view goes away — the value
/// its observers read, so they are not told.
@MainActor
final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore, ObservedSlice {
  private let parent: any StoreCore<ParentState, ParentAction>
  private let toChild: (ParentState) -> State?
  private let embed: (Action) -> ParentAction
  private let readers = StateReaders<State>(detector: ChangeDetector(keepingCopies: true))
  /// Lists this core where it waits for changes, when a read makes it start waiting.
  private let waitIn: (ScopedStoreCore) -> Void
  /// Whether the state can disappear from the parent (a list element), so the last one
  /// read is kept to show. A key-path scope keeps nothing: a kept copy of a large slice
  /// would make the next in-place mutation of it copy it whole.
  private let keepsLastState: Bool
  /// The last state read from the parent, when ``keepsLastState``.
  private var lastState: State?
  /// The table this core's own children wait in, made when the first one is scoped.
  private var children: ObservedSlices?
  var isListed = false
  private(set) var isGone = false

  /// Creates a child of `parent`.
  ///
  /// - Parameters:
  ///   - toChild: Reads the child's state, `nil` once it is gone (a removed element).
  ///   - lastState: The state to show if it is gone before it is ever read; giving one
  ///     makes the core keep the last state it read.
  ///   - embed: Wraps the child's actions for the parent.
  ///   - waitIn: Lists the core where it waits for changes; by default the root's table.
  init(
    parent: any StoreCore<ParentState, ParentAction>,
    state toChild: @escaping (ParentState) -> State?,
    lastState: State? = nil,
    embed: @escaping (Action) -> ParentAction,
    waitIn: ((ScopedStoreCore) -> Void)? = nil
  ) {
    self.parent = parent
    self.toChild = toChild
    self.keepsLastState = lastState != nil
    self.lastState = lastState
    self.embed = embed
    self.waitIn = waitIn ?? { [observedSlices = parent.observedSlices] in observedSlices.insert($0) }
  }

  var state: State {
    let state = currentState
    let wasWaiting = isWaiting
    readers.readWhole(state)
    if !wasWaiting { waitIn(self) }
    return state
  }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    let state = currentState
    let wasWaiting = isWaiting
    let value = readers.read(keyPath, of: state)
    if !wasWaiting { waitIn(self) }
    return value
  }

  var currentState: State {
    if let state = toChild(parent.currentState) {
      isGone = false
      if keepsLastState { lastState = state }
      return state
    }
    isGone = true
    guard let lastState else {
      preconditionFailure("A child store was scoped to a part of the state that is absent.")
    }
    return lastState
  }

  var observedSlices: ObservedSlices {
    if let children { return children }
    let children = ObservedSlices { [unowned self] in
      if !self.readers.isWaiting { self.waitIn(self) }
    }
    self.children = children
    return children
  }

  var effects: any EffectsInFlight { parent.effects }

  func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  var isWaiting: Bool { readers.isWaiting || children?.isEmpty == false }

  /// Compares what this store's readers read with its state now, and asks its waiting
  /// children. A state that is gone from the parent shows the last state read, which is
  /// what its readers read: nothing changed for them.
  func collectChanges() -> Bool {
    var changed = false
    let state = toChild(parent.currentState)
    isGone = state == nil
    if readers.isWaiting, let state { changed = readers.collectChanges(in: state) }
    if let children, !children.isEmpty, children.collectChanges() { changed = true }
    return changed
  }

  func tellChanges() {
    readers.tellChanges()
    children?.tellChanges()
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
