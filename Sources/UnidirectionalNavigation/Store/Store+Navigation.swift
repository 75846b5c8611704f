public import Unidirectional
extension Store {
  /// A store for the child presented at `state`, or `nil` while nothing is presented.
  ///
  /// The store belongs to one presentation: a child presented anew, even in place of
  /// another, gets a new store, and the actions a store sends are addressed to its own
  /// presentation, so a view of a dismissed sheet can never act on the next one. Like a
  /// row's store, it is told of a change only when its child changed, and it keeps showing
  /// the child's last state while its view goes away.
  ///
  /// ```swift
  /// let store = Store(initialState: Notes.State(), reducer: Notes())
  /// store.send(.addTapped)
  /// if let editorStore = store.scope(state: \.$editor, action: .editor) {
  ///   editorStore.send(.titleChanged("Groceries"))
  /// }
  /// ```
  ///
  /// Reading it in a view (or inside `withObservationTracking`) observes this store's
  /// state, so the view is told when the child comes or goes.
  ///
  /// - Parameters:
  ///   - state: Where the presentation lives: the `$` projection of a `@PresentationState`
  ///     property.
  ///   - action: How presentation actions live in this store's actions.
  /// - Returns: The presented child's store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, PresentationState<ChildState>>,
    action: ActionPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    let key = ScopeIdentity(state: state, action: action.place)
    let presentation = self[dynamicMember: state]
    guard let id = presentation.id, let child = presentation.wrappedValue else {
      removeChild(at: key)
      return nil
    }
    return self.child(at: key, instance: id) {
      childStore(
        state: { $0[keyPath: state].child(presentedAs: id) },
        lastState: child,
        embed: { action.embed(.presented(id: id, action: $0)) }
      )
    }
  }

  /// A store for the optional child at `state`, or `nil` while it is absent.
  ///
  /// A child that goes away and comes back gets a new store, and so does an `Identifiable`
  /// child replaced by one with another `id`. Prefer a ``PresentationState`` for a
  /// presented child: its store is tied to one presentation, and so are its sends.
  ///
  /// - Parameters:
  ///   - state: Where the optional child state lives.
  ///   - action: How child actions live in this store's actions.
  /// - Returns: The child's store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: ActionPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let key = ScopeIdentity(state: state, action: action.place)
    guard let child = self[dynamicMember: state] else {
      removeChild(at: key)
      return nil
    }
    return self.child(at: key, instance: identity(of: child)) {
      childStore(state: { $0[keyPath: state] }, lastState: child, embed: action.embed)
    }
  }

  /// A store for the case at `state` of this store's enum state, or `nil` while the state
  /// is in another case: how a view reaches one screen of a destination enum.
  ///
  /// ```swift
  /// let store = Store(initialState: Destination.State.editor(Editor.State()), reducer: Destination())
  /// if let editorStore = store.scope(state: .editor, action: .editor) {
  ///   editorStore.send(.titleChanged("Groceries"))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The case of this store's state that holds the child state.
  ///   - action: How child actions live in this store's actions.
  /// - Returns: The case's store, or `nil`.
  public func scope<ChildState, ChildAction>(
    state: CasePath<State, ChildState>,
    action: ActionPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let key = ScopeIdentity(state: state.place, action: action.place)
    guard let child = state.extract(self.state) else {
      removeChild(at: key)
      return nil
    }
    return self.child(at: key, instance: 0) {
      childStore(state: { state.extract($0) }, lastState: child, embed: action.embed)
    }
  }

  /// One store per screen of the navigation stack at `state`, bottom first, each observing
  /// only its own screen and sending its actions to its own id.
  ///
  /// The same screen gets the same store each time; a popped screen's store keeps showing
  /// the screen's last state while its view goes away.
  ///
  /// - Parameters:
  ///   - state: Where the stack lives in this store's state.
  ///   - action: How stack actions live in this store's actions.
  /// - Returns: The screens' stores, bottom first, with their ids.
  /// - Complexity: O(*n*), where *n* is the number of screens.
  public func scope<ScreenState, ScreenAction>(
    forEach state: KeyPath<State, StackState<ScreenState>>,
    action: ActionPath<Action, StackAction<ScreenState, ScreenAction>>
  ) -> [(id: StackElementID, store: Store<ScreenState, ScreenAction>)] {
    let screens = child(at: ScopeIdentity(state: state, action: action.place)) {
      ScreenStores<ScreenState, ScreenAction>()
    }
    return screens.stores(for: self[dynamicMember: state]) { id, first in
      childStore(
        state: { $0[keyPath: state][id: id] },
        lastState: first,
        embed: { action.embed(.element(id: id, action: $0)) }
      )
    }
  }
}

/// Which child `child` is: its `id` when it is `Identifiable`, one constant otherwise.
private func identity(of child: Any) -> AnyHashable {
  guard let child = child as? any Identifiable else { return 0 }
  return hashableID(of: child)
}

private func hashableID<Child: Identifiable>(of child: Child) -> AnyHashable {
  AnyHashable(child.id)
}
