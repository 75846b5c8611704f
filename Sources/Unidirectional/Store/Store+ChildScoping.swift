extension Store {
  /// The child store at `key`, made once by `make` and handed out again on every later
  /// call: the seam through which a layer over the kernel (navigation) scopes stores.
  ///
  /// - Parameters:
  ///   - key: Where the child lives in this store: its state and action paths.
  ///   - instance: Which child lives there now: a store kept for another instance is
  ///     replaced, so a child presented anew gets a new store.
  ///   - make: Makes the store, with ``childStore(state:lastState:embed:)``.
  /// - Returns: The child's store.
  package func child<Child: AnyObject>(
    at key: ScopeIdentity, instance: AnyHashable, make: () -> Child
  ) -> Child {
    children.child(for: key, instance: instance, make: make)
  }

  /// The object kept at `key`, made once by `make`: a table of stores, such as one per
  /// screen of a stack, that a layer keeps with this store.
  package func child<Child: AnyObject>(at key: ScopeIdentity, make: () -> Child) -> Child {
    children.child(for: key, make: make)
  }

  /// Forgets the child store kept at `key`, once nothing lives there.
  package func removeChild(at key: ScopeIdentity) {
    children.removeInstance(for: key)
  }

  /// A new store for a child that lives in this store's state while `state` finds it.
  ///
  /// - Parameters:
  ///   - state: Finds the child in this store's state; `nil` once it is gone, after which
  ///     the store keeps showing `lastState` or what it last read.
  ///   - lastState: The child's state now.
  ///   - embed: Turns the child's action into this store's.
  /// - Returns: The child's store, told of a change only when its child changed.
  package func childStore<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState?,
    lastState: ChildState,
    embed: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedStoreCore(parent: core, state: state, lastState: lastState, embed: embed)
    )
  }
}
