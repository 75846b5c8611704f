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
