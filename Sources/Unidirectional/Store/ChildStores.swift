/// The child stores a store has handed out, by the scope they were made for, so that a
/// view scoping again on every render gets the same store and keeps its observation.
@MainActor
final class ChildStores {
  private var children: [ChildKey: AnyObject] = [:]

  /// The child for `key`, made by `make` the first time.
  func child<Child: AnyObject>(for key: ChildKey, make: () -> Child) -> Child {
    if let child = children[key] as? Child { return child }
    let child = make()
    children[key] = child
    return child
  }
}

/// A scope: where the child's state lives and which action path it sends through.
struct ChildKey: Hashable {
  let state: AnyKeyPath
  let action: ActionPathIdentity
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
