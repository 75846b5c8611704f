import Unidirectional
/// The stores of the screens of one stack, by id.
@MainActor
final class ScreenStores<Screen, Action> {
  private var stores: [StackElementID: Store<Screen, Action>] = [:]

  /// The stores of `stack`'s screens, bottom first: kept ones for known ids, new ones from
  /// `make`. Stores of popped screens are dropped.
  func stores(
    for stack: StackState<Screen>,
    make: (StackElementID, Screen) -> Store<Screen, Action>
  ) -> [(id: StackElementID, store: Store<Screen, Action>)] {
    var kept: [StackElementID: Store<Screen, Action>] = [:]
    kept.reserveCapacity(stack.count)
    let ordered = zip(stack.ids, stack).map { id, screen in
      let store = stores[id] ?? make(id, screen)
      kept[id] = store
      return (id: id, store: store)
    }
    stores = kept
    return ordered
  }
}
