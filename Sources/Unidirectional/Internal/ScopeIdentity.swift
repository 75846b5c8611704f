/// Where a child runs inside its parent: the key path (or case path) of its state and the
/// place of its action path.
///
/// Both together are the child's identity, so two siblings that share an action path
/// (two `Scope`s through `.identity`, say) still keep their cancellation ids apart.
@usableFromInline
package struct ScopeIdentity: Hashable, @unchecked Sendable {
  // Safe: a key path is an immutable object once created, and this value only hashes and
  // compares it, which reads that immutable storage; it is never applied to a value, so
  // nothing it could capture is read or called from another thread. The action place is
  // `Sendable`.
  private let state: AnyHashable
  private let action: ActionPathIdentity

  @usableFromInline
  package init(state: AnyKeyPath, action: ActionPathIdentity) {
    self.state = state
    self.action = action
  }

  package init(state: ActionPathIdentity, action: ActionPathIdentity) {
    self.state = state
    self.action = action
  }

  /// The id the child's effects run under: every id they use is scoped inside it.
  @usableFromInline
  package var effectID: EffectID { EffectID(self) }
}
