import Observation

/// The readers of one field of a store's state: a snapshot of the field they read and an
/// Observation registrar of their own, so telling them tells nobody else.
///
/// Taking a change hands the registrar over to be told and makes a spare one current, so a
/// reader that reads the field again before the telling is not told of what it read. The
/// two take turns, as ``StateReaders``' do: the spare is the one told the time before.
@MainActor
final class FieldReader<State> {
  /// The registrar the field's readers register with.
  private var registrar = ObservationRegistrar()
  /// The registrar of the readers to be told while ``hasReadersToTell``; else the spare.
  private var spareRegistrar = ObservationRegistrar()
  /// Whether the readers of ``spareRegistrar`` are to be told.
  private var hasReadersToTell = false
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
    swap(&registrar, &spareRegistrar)
    hasReadersToTell = true
    return true
  }

  /// Tells the readers that the field changed.
  func tell() {
    guard hasReadersToTell else { return }
    hasReadersToTell = false
    spareRegistrar.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
    spareRegistrar.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
  }
}
