/// The core of a root ``Store``: owns the state, runs the reducer, queues actions and owns
/// the effect runner.
///
/// Its hot path, `send` and `process` with the flags they test, is inlinable: a `Store`
/// reaches its root core without an existential, so an app's `store.send` runs a version
/// specialized for its state and action, with no generic value copies or metadata lookups
/// per action. Everything an action rarely needs (queueing, telling readers, starting
/// effects) stays behind plain calls.
@MainActor
@usableFromInline
package final class RootStoreCore<State, Action>: StoreCore {
  // Unchecked exclusivity, in release builds only, on the state and the flags that `send`
  // touches on every action: the core is main-actor isolated and never re-entered (actions
  // sent while the reducer runs are queued), and the run-time check, a thread-local lookup
  // per access, costs a synchronous `send` a fifth of its time (Benchmarks.md). Debug
  // builds keep the checks, so a reducer that reads `store.state` while it runs — the one
  // re-entry the design cannot rule out — traps there with "simultaneous accesses" instead
  // of reading a state in the middle of its change.
  #if DEBUG
    @usableFromInline
    var storedState: State
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var storedState: State
  #endif
  @usableFromInline
  let reducer: (inout State, Action) -> Effect<Action>
  /// What the store's views read of its state; they are told only when that changed.
  @usableFromInline
  let readers: StateReaders<State>
  /// Whether a reader may wait to hear of a change: set by every read, cleared when none
  /// waits. A flag of the core's own, so that an action nobody observes tests one stored
  /// bit instead of reaching into the readers, whose generic type an unspecialized core
  /// would look up at run time on every action.
  #if DEBUG
    @usableFromInline
    var isRead = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var isRead = false
  #endif
  /// Runs the effects; the test store reads its in-flight count. Implicitly unwrapped only
  /// because its delivery closure captures `self`, which needs every other property first.
  package private(set) var runner: EffectRunner<Action>!
  @usableFromInline
  let observedSlices = ObservedSlices()
  /// The actions sent while the reducer ran, each with where it came from.
  #if DEBUG
    private var queue = ActionQueue<(Action, ActionOrigin)>()
  #else
    @exclusivity(unchecked)
    private var queue = ActionQueue<(Action, ActionOrigin)>()
  #endif
  /// Whether `queue` holds actions, kept by `send` and `drainQueue`.
  #if DEBUG
    @usableFromInline
    var hasQueuedActions = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var hasQueuedActions = false
  #endif
  #if DEBUG
    @usableFromInline
    var isProcessing = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var isProcessing = false
  #endif
  #if DEBUG
    @usableFromInline
    var batch: EffectBatch?
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var batch: EffectBatch?
  #endif
  private var observers: [Int: (State) -> Void] = [:]
  /// Whether any observer is registered, kept by `addStateObserver` and `removeStateObserver`.
  #if DEBUG
    @usableFromInline
    var hasObservers = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var hasObservers = false
  #endif
  private var nextObserverID = 0
  /// Where a recording store notes each action before it is reduced, the recording
  /// layer's one hook: `nil` while the store does not record, so that a send tests one
  /// pointer.
  #if DEBUG
    @usableFromInline
    package var recordingHook: RecordingHook<State, Action>?
  #else
    @exclusivity(unchecked)
    @usableFromInline
    package var recordingHook: RecordingHook<State, Action>?
  #endif
  /// Whether the core, while it processes an action, runs code other than the reducer:
  /// starting effects (a task runs at once, on this thread, until its first wait) or
  /// telling readers and observers. Raised only on those paths, so that a send that only
  /// reduces pays nothing for it: a value read while the core processes and does not call
  /// out is its reducer's, which a recording notes.
  #if DEBUG
    @usableFromInline
    var isCallingOut = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var isCallingOut = false
  #endif
  /// The dependencies this store installs around each reduce; `nil` for a store that
  /// overrides none. Its reducer is then the feature's own, so the registry costs it
  /// nothing per action, not even a check. Declared last, so that
  /// the fields every action touches keep their places in the object.
  private let storeDependencies: StoreDependencies?
  // `send` and `process` test the plain flags above on every action instead of the queue
  // and the dictionary themselves: reading those from code that is not specialized costs a
  // run-time exclusivity check or a generic-metadata lookup each time.

  /// Creates the core of a root store.
  ///
  /// - Parameter detector: How the whole state is compared with what its readers read; a
  ///   store passes one made in the app's module, which compares specialized for `State`.
  package init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    issueReporter: IssueReporter,
    dependencies: DependencyValues? = nil,
    detector: ChangeDetector<State> = ChangeDetector(keepingCopies: false)
  ) {
    storedState = initialState
    readers = StateReaders(detector: detector)
    if let dependencies {
      let storeDependencies = StoreDependencies(dependencies)
      self.storeDependencies = storeDependencies
      self.reducer = storeDependencies.installing(around: reducer)
    } else {
      storeDependencies = nil
      self.reducer = reducer
    }
    runner = EffectRunner(issueReporter: issueReporter) { [unowned self] action in
      _ = self.send(action, origin: .effect)
    }
  }

  /// Ends a recording in progress, so its recorder keeps what was recorded and the tape's
  /// memory goes: isolated, since the recording layer is the main actor's.
  isolated deinit {
    endRecording()
  }

  package var state: State {
    isRead = true
    readers.readWhole(storedState)
    return storedState
  }

  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    isRead = true
    return readers.read(keyPath, of: storedState)
  }

  package var currentState: State { storedState }

  /// The dependencies in force for the next action: a test changes them mid-test, and the
  /// effects already running keep those their reducer ran with.
  ///
  /// Only a store made with dependencies can change them; the test store always is.
  package var dependencies: DependencyValues {
    get { storeDependencies?.values ?? .live }
    set {
      guard let storeDependencies else {
        preconditionFailure("Only a store made with dependencies can change them.")
      }
      storeDependencies.values = newValue
    }
  }

  var effects: any EffectsInFlight { runner }

  @inlinable
  package func send(_ action: Action) -> StoreTask {
    send(action, origin: .sent)
  }

  /// Reduces `action`, which came from `origin`, or queues it while the reducer runs.
  @inlinable
  func send(_ action: Action, origin: ActionOrigin) -> StoreTask {
    guard !isProcessing else { return enqueue(action, origin: origin) }
    isProcessing = true
    process(action, origin: origin)
    if hasQueuedActions { drainQueue() }
    isProcessing = false
    guard batch != nil else { return StoreTask(batch: nil) }
    return finishBatch()
  }

  /// Queues an action sent while the reducer runs, to be reduced after it.
  @usableFromInline
  func enqueue(_ action: Action, origin: ActionOrigin) -> StoreTask {
    queue.append((action, origin))
    hasQueuedActions = true
    return StoreTask(batch: currentBatch())
  }

  /// Ends the batch of effects the action started, and returns the task that covers them.
  @usableFromInline
  func finishBatch() -> StoreTask {
    let batch = batch
    self.batch = nil
    batch?.leave()
    return StoreTask(batch: batch)
  }

  func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int {
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = onChange
    updateHasObservers()
    return id
  }

  func removeStateObserver(_ id: Int) {
    observers[id] = nil
    updateHasObservers()
  }

  private func updateHasObservers() {
    hasObservers = !observers.isEmpty
  }

  /// Reduces the actions queued while the reducer ran, in order, until none is left.
  @usableFromInline
  func drainQueue() {
    while let (next, origin) = queue.popFirst() { process(next, origin: origin) }
    hasQueuedActions = false
  }

  @inlinable
  func process(_ action: Action, origin: ActionOrigin) {
    if recordingHook != nil { record(action, origin: origin) }
    let effect = reducer(&storedState, action)
    if isRead || !observedSlices.isEmpty { tellChanges() }
    if hasObservers { notifyObservers() }
    if !effect.isNone { start(effect) }
  }

  /// Notes `action` before it is reduced: on the tape while it has room, or else through
  /// the recording layer.
  @inlinable
  func record(_ action: Action, origin: ActionOrigin) {
    if recordingHook.unsafelyUnwrapped.tape.hasRoom {
      recordingHook!.tape.append(action, origin: origin)
    } else {
      recordPastTape(action, origin: origin)
    }
  }

  /// Hands `action`, for which the tape has no room, to the recording layer, and ends the
  /// recording when the layer says so.
  @usableFromInline
  @inline(never)
  func recordPastTape(_ action: Action, origin: ActionOrigin) {
    let sink = recordingHook.unsafelyUnwrapped.sink
    let goesOn = sink.record(action, origin: origin, before: storedState, tape: &recordingHook!.tape)
    if !goesOn { endRecording() }
  }

  /// Starts recording through `hook`, ending a recording in progress first.
  package func startRecording(with hook: RecordingHook<State, Action>) {
    endRecording()
    recordingHook = hook
  }

  /// Ends a recording in progress: its sink takes what the tape holds and keeps the
  /// recording.
  package func endRecording() {
    guard recordingHook != nil else { return }
    let sink = recordingHook.unsafelyUnwrapped.sink
    sink.end(tape: &recordingHook!.tape, state: storedState)
    recordingHook = nil
  }

  /// Starts the effect an action returned, in the current batch.
  @usableFromInline
  func start(_ effect: Effect<Action>) {
    callingOut { runner.start(effect, in: currentBatch()) }
  }

  /// Tells the readers of this store and of its child stores whose value changed: every
  /// change is collected before any reader is told, so a reader that reads again while it
  /// is told waits for the next change. A read while telling sets the flag again.
  ///
  /// Inlinable, so that comparing the whole state with what its readers read runs
  /// specialized for `State` in the app's module, without a copy of the state.
  @inlinable
  func tellChanges() {
    callingOut { tellReaders() }
  }

  /// Tells the readers whose value changed; see ``tellChanges()``.
  @inlinable
  func tellReaders() {
    let stateChanged = isRead && readers.collectChanges(in: storedState)
    let slicesChanged = !observedSlices.isEmpty && observedSlices.collectChanges()
    isRead = readers.isWaiting
    if stateChanged { readers.tellChanges() }
    if slicesChanged { observedSlices.tellChanges() }
  }

  /// Hands the new state to every observer.
  @usableFromInline
  func notifyObservers() {
    callingOut { for observer in observers.values { observer(storedState) } }
  }

  /// Whether the reducer is running now: the core processes an action and does not call
  /// out. A recording notes the values read while it is.
  package var isReducing: Bool { isProcessing && !isCallingOut }

  /// Runs `body`, code other than the reducer, with ``isCallingOut`` raised.
  @inlinable
  func callingOut(_ body: () -> Void) {
    let wasCallingOut = isCallingOut
    isCallingOut = true
    body()
    isCallingOut = wasCallingOut
  }

  private func currentBatch() -> EffectBatch {
    if let batch { return batch }
    let batch = runner.makeBatch()
    self.batch = batch
    return batch
  }
}
