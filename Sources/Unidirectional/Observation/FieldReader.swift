import Observation

/// The readers of one field of a store's state: a snapshot of the field they read and an
/// Observation registrar of their own, so telling them tells nobody else.
///
/// Taking a change hands the registrar over to be told and starts a new one, so a reader
/// that reads the field again before the telling is not told of what it read.
@MainActor
final class FieldReader<State> {
  private var registrar = ObservationRegistrar()
  /// The registrar of the readers that are to be told, until they are.
  private var registrarToTell: ObservationRegistrar?
  private let anchor: StateAnchor
  private let snapshotOfField: (State) -> Snapshot<State>
  /// What the readers last read, while they wait to hear of a change.
  private var shown: Snapshot<State>?

  init<Value>(_ keyPath: KeyPath<State, Value>, anchor: StateAnchor) {
    self.anchor = anchor
    let detector = ChangeDetector<Value>()
    snapshotOfField = { state in
      let field = detector.snapshot(state[keyPath: keyPath])
      return Snapshot { field.differs($0[keyPath: keyPath]) }
    }
  }

  /// Registers a read of the field of `state`; returns whether the field starts waiting
  /// for a change with this read.
  func read(_ state: State) -> Bool {
    registrar.access(anchor, keyPath: StateAnchor.stateKeyPath)
    guard shown == nil else { return false }
    shown = snapshotOfField(state)
    return true
  }

  /// Whether the field of `state` differs from what was read; if it does, the readers stop
  /// waiting and are to be told.
  func takeChange(in state: State) -> Bool {
    guard let shown, shown.differs(state) else { return false }
    self.shown = nil
    registrarToTell = registrar
    registrar = ObservationRegistrar()
    return true
  }

  /// Tells the readers that the field changed.
  func tell() {
    guard let registrarToTell else { return }
    self.registrarToTell = nil
    registrarToTell.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
    registrarToTell.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
  }
}
