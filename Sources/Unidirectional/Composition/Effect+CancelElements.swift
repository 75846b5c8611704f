extension Effect {
  /// Cancels the effects of every element of the `forEach` or stack at `path` for whose id
  /// `isGone` holds, whatever ids they run under.
  ///
  /// - Complexity: One call of `isGone` per id that effects run under in the store.
  package static func cancelElements<ID: Hashable & Sendable>(
    of path: ScopeIdentity, where isGone: @escaping @Sendable (ID) -> Bool
  ) -> Effect {
    Effect(
      .cancelMatching(
        EffectIDPredicate { id in
          guard let scope = id.value(as: ScopedEffectID.self)?.scope.value(as: ElementScope<ID>.self)
          else { return false }
          return scope.path == path && isGone(scope.id)
        }
      )
    )
  }
}
