/// The stores of the elements of one identified array, by id, and their observation.
@MainActor
final class ElementStores<Element: Identifiable, Action> {
  private var stores: [Element.ID: Store<Element, Action>] = [:]
  /// Where the stores wait for their rows to change once they are read.
  let observed: ObservedRows<Element>

  init(observed: ObservedRows<Element>) {
    self.observed = observed
  }

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
