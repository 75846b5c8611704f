/// Chooses cancellation ids: what `forEach` uses to cancel the effects of the elements it
/// no longer holds, whichever ids they are running under.
@usableFromInline
package struct EffectIDPredicate: Sendable {
  private let body: @Sendable (EffectID) -> Bool

  init(_ body: @escaping @Sendable (EffectID) -> Bool) {
    self.body = body
  }

  /// Whether `id` is chosen.
  @usableFromInline
  package func matches(_ id: EffectID) -> Bool {
    body(id)
  }

  /// The same choice, for ids seen from outside the scope `scope`: an id outside it never
  /// matches, one inside it matches as its inner id would.
  func scoped(in scope: EffectID) -> EffectIDPredicate {
    EffectIDPredicate { [body] id in
      guard let inner = id.unscoped(from: scope) else { return false }
      return body(inner)
    }
  }
}
