/// The child stores a store has handed out, by the scope they were made for, so that a
/// view scoping again on every render gets the same store and keeps its observation.
@MainActor
final class ChildStores {
  private var children: [ScopeIdentity: AnyObject] = [:]
  /// The stores of children that come and go (a presented sheet), with the identity of
  /// the child each was made for.
  private var instances: [ScopeIdentity: (instance: AnyHashable, store: AnyObject)] = [:]

  /// The child for `key`, made by `make` the first time.
  func child<Child: AnyObject>(for key: ScopeIdentity, make: () -> Child) -> Child {
    if let child = children[key] as? Child { return child }
    let child = make()
    children[key] = child
    return child
  }

  /// The child for `key` while it is the child `instance`; a new one, made by `make`, for
  /// another instance, which replaces the store of the one before.
  func child<Child: AnyObject>(
    for key: ScopeIdentity, instance: AnyHashable, make: () -> Child
  ) -> Child {
    if let kept = instances[key], kept.instance == instance, let child = kept.store as? Child {
      return child
    }
    let child = make()
    instances[key] = (instance, child)
    return child
  }

  /// Forgets the store of the child that comes and goes at `key`: it went away.
  func removeInstance(for key: ScopeIdentity) {
    instances[key] = nil
  }
}

/// The stores of the elements of one identified array, by id.
@MainActor
final class ElementStores<Element: Identifiable, Action> {
  private var stores: [Element.ID: Store<Element, Action>] = [:]

  /// The stores of `elements`, in order: kept ones for known ids, new ones from `make`.
  /// Stores of ids that left the array are dropped.
  func stores(
    for elements: IdentifiedArray<Element>,
    make: (Element) -> Store<Element, Action>
  ) -> [Store<Element, Action>] {
    var kept: [Element.ID: Store<Element, Action>] = [:]
    kept.reserveCapacity(elements.count)
    let ordered = elements.map { element in
      let store = stores[element.id] ?? make(element)
      kept[element.id] = store
      return store
    }
    stores = kept
    return ordered
  }
}

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
