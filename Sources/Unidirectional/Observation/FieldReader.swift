import Observation

/// The readers of one field of a store's state: a snapshot of the field they read and an
/// Observation registrar of their own, so telling them tells nobody else.
@MainActor
final class FieldReader<State> {
  private let registrar = ObservationRegistrar()
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

  /// Whether the field of `state` differs from what was read (`nil`: the state is gone);
  /// if it does, the readers stop waiting and are to be told.
  func takeChange(in state: State?) -> Bool {
    guard let shown, state.map(shown.differs) ?? true else { return false }
    self.shown = nil
    return true
  }

  /// Tells the readers that the field changed.
  func tell() {
    registrar.willSet(anchor, keyPath: StateAnchor.stateKeyPath)
    registrar.didSet(anchor, keyPath: StateAnchor.stateKeyPath)
  }
}
