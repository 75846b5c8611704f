/// Runs an element reducer on the element of an ``IdentifiedArray`` an action is addressed
/// to, then the parent.
///
/// Build one with ``Reducer/forEach(_:action:element:)``.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline typealias ID = Element.State.ID

  @usableFromInline let parent: Parent
  @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>
  @usableFromInline let toElementAction: ActionPath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let element: Element

  @inlinable
  init(
    parent: Parent,
    elements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>,
    action: ActionPath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element
  ) {
    self.parent = parent
    toElements = elements
    toElementAction = action
    self.element = element
  }

  /// Runs the element reducer for an element action, then the parent; when the parent
  /// removes elements, cancels their effects.
  ///
  /// Inlinable, so both reducers are specialized in the app's module; only an element's
  /// effect other than `.none` and a removal leave the caller.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    let stampBefore = state[keyPath: toElements].fingerprint
    let parentEffect = parent.reduce(into: &state, action: action)
    let elements = state[keyPath: toElements]
    guard elements.fingerprint != stampBefore else {
      return .merge(elementEffect, parentEffect)
    }
    return .merge(elementEffect, parentEffect, cancelEffects(ofElementsNotIn: elements))
  }

  /// The addressed element's reason for ignoring its action, else the parent's: the first
  /// reason of the two reducers, in the order they run.
  public func reasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    elementReasonForIgnoring(action, in: state) ?? parent.reasonForIgnoring(action, in: state)
  }

  /// Brings the shared copies in step, in every element there before and after, then the parent.
  ///
  /// - Parameters:
  ///   - state: The state to bring in step, mutated in place.
  ///   - previous: The state before the change.
  public func alignSharedCopies(in state: inout Parent.State, since previous: Parent.State) {
    for elementBefore in previous[keyPath: toElements] {
      state[keyPath: toElements].modify(id: elementBefore.id) {
        element.alignSharedCopies(in: &$0, since: elementBefore)
      }
    }
    parent.alignSharedCopies(in: &state, since: previous)
  }

  private func elementReasonForIgnoring(_ action: Parent.Action, in state: Parent.State) -> String? {
    guard case .element(let id, let elementAction)? = toElementAction.extract(action),
      let elementState = state[keyPath: toElements][id: id]
    else { return nil }
    return element.reasonForIgnoring(elementAction, in: elementState)
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction)? = toElementAction.extract(action)
    else { return .none }
    let effect = state[keyPath: toElements].modify(id: id) { elementState in
      element.reduce(into: &elementState, action: elementAction)
    }
    guard let effect, !effect.isNone else { return .none }
    return lift(effect, of: id)
  }

  /// An element's effect, cancelled with the element and run in the element's own scope.
  @usableFromInline
  func lift(_ effect: Effect<Element.Action>, of id: ID) -> Effect<Parent.Action> {
    let embed = toElementAction.embed
    return effect
      .cancellable(id: ChildLifetime())
      .lifted({ embed(.element(id: id, action: $0)) }, into: scope(of: id))
  }

  /// Where this reducer runs its elements: the array's key path and the action path.
  private var path: ScopeIdentity {
    ScopeIdentity(state: toElements, action: toElementAction.place)
  }

  /// Where the effects of the element with `id` run: its own scope inside this reducer's.
  private func scope(of id: ID) -> EffectID {
    EffectID(ElementScope(path: path, id: id))
  }

  /// Cancels the effects of every element that `elements` no longer holds, whatever ids
  /// they run under; elements without effects cost nothing.
  @usableFromInline
  func cancelEffects(
    ofElementsNotIn elements: IdentifiedArray<Element.State>
  ) -> Effect<Parent.Action> {
    let remaining = RemainingElements(elements)
    return .cancelElements(of: path, where: remaining.lacks(id:))
  }
}

/// The elements a `forEach` still holds after an action, read by the runner to find the
/// effects of removed elements.
private struct RemainingElements<Element: Identifiable>: @unchecked Sendable {
  // Safe: the runner calls `contains(id:)` on the main actor while it starts the effect
  // that holds this value, in the same turn as the reducer that made it, and the array is
  // an immutable copy: nothing reads it concurrently with a write, and no element is
  // touched, only the ids in its hash table.
  private let elements: IdentifiedArray<Element>

  init(_ elements: IdentifiedArray<Element>) {
    self.elements = elements
  }

  func lacks(id: Element.ID) -> Bool {
    !elements.contains(id: id)
  }
}

extension Reducer {
  /// Runs `element` on the element of the identified array at `elements` that an action is
  /// addressed to, before this reducer runs.
  ///
  /// Lookup by id is O(1). Actions for an id that is no longer in the array are ignored,
  /// and when this reducer removes an element, that element's effects are cancelled: the
  /// actions they would still send never reach a reducer. Each element's effects run in
  /// a scope of their own, so two rows using the same cancellation id never cancel each
  /// other.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce(respond)
  ///     .forEach(\.rows, action: .rows) { Row() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - elements: Where the identified array lives.
  ///   - action: How an element's actions live in this reducer's actions.
  ///   - element: The element reducer.
  /// - Returns: A reducer running the element reducer, then this reducer.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
    action: ActionPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(parent: self, elements: elements, action: action, element: element())
  }
}
