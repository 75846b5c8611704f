/// The core of a child ``Store``: reads from and sends into its parent's core.
@MainActor
final class ScopedStoreCore<ParentState, ParentAction, State, Action>: StoreCore {
  private let parent: any StoreCore<ParentState, ParentAction>
  private let toChild: KeyPath<ParentState, State>
  private let embed: (Action) -> ParentAction

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    state: KeyPath<ParentState, State>,
    embed: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    toChild = state
    self.embed = embed
  }

  var state: State { parent.state[keyPath: toChild] }

  func send(_ action: Action) -> StoreTask {
    parent.send(embed(action))
  }

  func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int {
    let toChild = self.toChild
    return parent.addStateObserver { onChange($0[keyPath: toChild]) }
  }

  func removeStateObserver(_ id: Int) {
    parent.removeStateObserver(id)
  }
}
