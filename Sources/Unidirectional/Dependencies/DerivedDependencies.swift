/// The values a subtree's override made from the values around it, kept while those stay
/// the same.
///
/// Keyed by the identity of the outer values' box: a store keeps one box until a test
/// changes its values, so the override runs once per store (and once more after each
/// change), and what it sets — a generator with state — lives as long as the store's values.
final class DerivedDependencies: Sendable {
  private struct Derivation {
    let outer: DependencyValuesBox
    let derived: DependencyValuesBox
  }

  private let last = LockedState<Derivation?>(nil)

  /// The values `override` makes from `outer`'s, made once per `outer`.
  ///
  /// The override runs outside the lock: it may read dependencies itself.
  func box(
    over outer: DependencyValuesBox,
    _ override: (inout DependencyValues) -> Void
  ) -> DependencyValuesBox {
    if let last = last.withLock({ $0 }), last.outer === outer { return last.derived }
    var values = outer.values
    override(&values)
    let derived = DependencyValuesBox(values)
    return last.withLock { last in
      if let last, last.outer === outer { return last.derived }
      last = Derivation(outer: outer, derived: derived)
      return derived
    }
  }
}
