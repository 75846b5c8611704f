/// One reader's registration with a store core, ended exactly once.
@MainActor
final class StateObservation<State, Action> {
  private let core: any StoreCore<State, Action>
  var id: Int?

  init(core: any StoreCore<State, Action>) {
    self.core = core
  }

  func end() {
    guard let id else { return }
    self.id = nil
    core.removeStateObserver(id)
  }
}
