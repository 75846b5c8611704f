import Observation

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
/// Collecting hands the changed readers' registrar over to be told and starts a new one:
/// a reader that reads again while another is told registers with the new registrar, so it
/// is not told of the change it has just read.
@MainActor
final class StateReaders<State> {
  private var registrar = ObservationRegistrar()
  /// The registrar of the whole state's readers that are to be told, until they are.
  private var registrarToTell: ObservationRegistrar?
  private let anchor = StateAnchor()
  /// Whether the whole state is compared against a kept copy when it is `Equatable` only.
  private let keepsCopiesOfTheWholeState: Bool
  private lazy var detector = ChangeDetector<State>(keepingCopies: keepsCopiesOfTheWholeState)
  /// What the readers of the whole state last read, while they wait to hear of a change.
  private var shown: Snapshot<State>?
  /// One reader per field ever read, kept so its Observation registrar stays the same.
  private var fields: [AnyKeyPath: FieldReader<State>] = [:]
  /// The fields read since they were last told of a change.
  private var waitingFields: [FieldReader<State>] = []
  /// The fields ``collectChanges(in:)`` found changed, until ``tellChanges()``.
  private var changedFields: [FieldReader<State>] = []

  /// Whether any reader waits to hear of a change: a store checks nothing when none does.
  /// Unchecked: main-actor isolated, and never accessed while another access is open.
  #if DEBUG
    private(set) var isWaiting = false
  #else
    @exclusivity(unchecked)
    private(set) var isWaiting = false
  #endif

  /// Creates the readers of one store's state.
  ///
  /// - Parameter keepingCopiesOfTheWholeState: Whether a whole state that is `Equatable`
  ///   but not ``Fingerprinted`` is compared against a kept copy (a child store's slice)
  ///   or counts as changed after every action (a root store's state: see
  ///   ``ChangeDetector/init(keepingCopies:)``). Fields are always compared.
  init(keepingCopiesOfTheWholeState: Bool) {
    keepsCopiesOfTheWholeState = keepingCopiesOfTheWholeState
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
      isWaiting = true
    }
    return state[keyPath: keyPath]
  }

  /// Compares every waiting reader's snapshot with `state`, and sets aside the readers
  /// whose value changed for ``tellChanges()``. Returns whether any changed.
  func collectChanges(in state: State) -> Bool {
    if let shown, shown.differs(state) {
      self.shown = nil
      registrarToTell = registrar
      registrar = ObservationRegistrar()
    }
    if !waitingFields.isEmpty {
      let waiting = waitingFields
      waitingFields.removeAll(keepingCapacity: true)
      for field in waiting {
        if field.takeChange(in: state) {
          changedFields.append(field)
        } else {
          waitingFields.append(field)
        }
      }
    }
    isWaiting = shown != nil || !waitingFields.isEmpty
    return registrarToTell != nil || !changedFields.isEmpty
  }

  /// Tells the readers ``collectChanges(in:)`` set aside. A reader that reads again while it
  /// is told waits for the next change.
  func tellChanges() {
    if let registrarToTell {
      self.registrarToTell = nil
      registrarToTell.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
      registrarToTell.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
    }
    guard !changedFields.isEmpty else { return }
    let changed = changedFields
    changedFields.removeAll(keepingCapacity: true)
    for field in changed { field.tell() }
  }

  private func makeField<Value>(_ keyPath: KeyPath<State, Value>) -> FieldReader<State> {
    let field = FieldReader(keyPath, anchor: anchor)
    fields[keyPath] = field
    return field
  }
}
