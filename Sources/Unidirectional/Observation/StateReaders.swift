public import Observation

/// What the views of one store read of its state, and whom to tell when that changed: the
/// whole state (`store.state`) and single fields (`store.title`), each compared on its own.
///
/// A read takes a snapshot of what was read (see ``ChangeDetector``) and registers an
/// Observation access. After an action the store hands the new state to
/// ``collectChanges(in:)``, which compares each snapshot and keeps the readers whose value
/// changed, and then calls ``tellChanges()``, which tells them. Tracking is one-shot, as
/// Observation's is: a reader that was told is forgotten until it reads again. A view that
/// read `store.title` is therefore not told when only `store.rows` changed.
///
/// Collecting hands the changed readers' registrar over to be told and makes a spare one
/// current: a reader that reads again while another is told registers with the current
/// registrar, so it is not told of the change it has just read. The two registrars take
/// turns, collected and told in turn: the spare is the one told the time before, and
/// nobody waits on it, since Observation forgets a tracker once it is told.
@MainActor
@usableFromInline
final class StateReaders<State> {
  // The whole state's readers are collected and told in code inlined into a root store's
  // specialized `send`, so telling them looks up no generic metadata and copies no state.
  // Unchecked exclusivity, in release builds only, on the fields that path touches: the
  // readers are main-actor isolated, and no access to them is open while another runs
  // (`RootStoreCore` says why for its own fields).
  #if DEBUG
    /// The registrar the whole state's readers register with.
    @usableFromInline
    var registrar = ObservationRegistrar()
    /// The registrar of the readers to be told while ``hasReadersToTell``; else the spare.
    @usableFromInline
    var spareRegistrar = ObservationRegistrar()
    /// Whether the readers of ``spareRegistrar`` are to be told.
    @usableFromInline
    var hasReadersToTell = false
    /// What the readers of the whole state last read, while they wait to hear of a change.
    @usableFromInline
    var shown: Snapshot<State>?
  #else
    /// The registrar the whole state's readers register with.
    @exclusivity(unchecked)
    @usableFromInline
    var registrar = ObservationRegistrar()
    /// The registrar of the readers to be told while ``hasReadersToTell``; else the spare.
    @exclusivity(unchecked)
    @usableFromInline
    var spareRegistrar = ObservationRegistrar()
    /// Whether the readers of ``spareRegistrar`` are to be told.
    @exclusivity(unchecked)
    @usableFromInline
    var hasReadersToTell = false
    /// What the readers of the whole state last read, while they wait to hear of a change.
    @exclusivity(unchecked)
    @usableFromInline
    var shown: Snapshot<State>?
  #endif
  @usableFromInline
  let anchor = StateAnchor()
  /// How the whole state is compared with what its readers read.
  private let detector: ChangeDetector<State>
  /// One reader per field ever read, kept so its Observation registrar stays the same.
  private var fields: [AnyKeyPath: FieldReader<State>] = [:]
  /// The fields read since they were last told of a change.
  private var waitingFields: [FieldReader<State>] = []
  /// The fields ``collectChanges(in:)`` found changed, until ``tellChanges()``.
  private var changedFields: [FieldReader<State>] = []

  /// Whether fields wait to hear of a change, kept beside ``waitingFields`` so the inlined
  /// path tests a flag.
  #if DEBUG
    @usableFromInline
    private(set) var hasWaitingFields = false
    /// Whether fields were found changed, kept beside ``changedFields``.
    @usableFromInline
    private(set) var hasChangedFields = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    private(set) var hasWaitingFields = false
    /// Whether fields were found changed, kept beside ``changedFields``.
    @exclusivity(unchecked)
    @usableFromInline
    private(set) var hasChangedFields = false
  #endif

  /// Whether any reader waits to hear of a change: a store checks nothing when none does.
  /// Unchecked: main-actor isolated, and never accessed while another access is open.
  #if DEBUG
    @usableFromInline
    var isWaiting = false
  #else
    @exclusivity(unchecked)
    @usableFromInline
    var isWaiting = false
  #endif

  /// Creates the readers of one store's state.
  ///
  /// - Parameter detector: How the whole state is compared: a child store's slice that is
  ///   `Equatable` but not ``Fingerprinted`` against a kept copy, a root store's state
  ///   never so (see ``ChangeDetector/init(keepingCopies:)``). Fields are always compared.
  init(detector: ChangeDetector<State>) {
    self.detector = detector
  }

  /// Registers a read of the whole of `state`.
  func readWhole(_ state: State) {
    if shown == nil {
      shown = detector.snapshot(state)
      isWaiting = true
    }
    registrar.access(anchor, keyPath: StateAnchor.stateKeyPath)
  }

  /// Registers a read of the field at `keyPath` of `state`, and returns the field.
  func read<Value>(_ keyPath: KeyPath<State, Value>, of state: State) -> Value {
    let field = fields[keyPath] ?? makeField(keyPath)
    if field.read(state) {
      waitingFields.append(field)
      hasWaitingFields = true
      isWaiting = true
    }
    return state[keyPath: keyPath]
  }

  /// Compares every waiting reader's snapshot with `state`, and sets aside the readers
  /// whose value changed for ``tellChanges()``. Returns whether any changed.
  @inlinable
  func collectChanges(in state: State) -> Bool {
    if let shown, shown.differs(state) {
      self.shown = nil
      swap(&registrar, &spareRegistrar)
      hasReadersToTell = true
    }
    if hasWaitingFields { collectFieldChanges(in: state) }
    isWaiting = shown != nil || hasWaitingFields
    return hasReadersToTell || hasChangedFields
  }

  /// The fields' part of ``collectChanges(in:)``.
  @usableFromInline
  func collectFieldChanges(in state: State) {
    let waiting = waitingFields
    waitingFields.removeAll(keepingCapacity: true)
    for field in waiting {
      if field.takeChange(in: state) {
        changedFields.append(field)
      } else {
        waitingFields.append(field)
      }
    }
    hasWaitingFields = !waitingFields.isEmpty
    hasChangedFields = !changedFields.isEmpty
  }

  /// Tells the readers ``collectChanges(in:)`` set aside. A reader that reads again while it
  /// is told waits for the next change.
  @inlinable
  func tellChanges() {
    if hasReadersToTell {
      hasReadersToTell = false
      spareRegistrar.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
      spareRegistrar.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
    }
    if hasChangedFields { tellFieldChanges() }
  }

  /// The fields' part of ``tellChanges()``.
  @usableFromInline
  func tellFieldChanges() {
    let changed = changedFields
    changedFields.removeAll(keepingCapacity: true)
    hasChangedFields = false
    for field in changed { field.tell() }
  }

  private func makeField<Value>(_ keyPath: KeyPath<State, Value>) -> FieldReader<State> {
    let field = FieldReader(keyPath, anchor: anchor)
    fields[keyPath] = field
    return field
  }
}
