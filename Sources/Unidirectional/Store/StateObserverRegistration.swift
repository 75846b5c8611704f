/// The token of one reader's state observer on a store core: it removes the observer
/// exactly once, when the reader stops.
@MainActor
final class StateObserverRegistration<State, Action> {
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
