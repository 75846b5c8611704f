/// Runs an element reducer on the element of an ``IdentifiedArray`` an action is addressed
/// to, then the parent.
///
/// Build one with ``Reducer/forEach(_:action:element:)``.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  private let parent: Parent
  private let toElements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>
  private let toElementAction: ActionPath<Parent.Action, (id: Element.State.ID, action: Element.Action)>
  private let element: Element

  init(
    parent: Parent,
    elements: WritableKeyPath<Parent.State, IdentifiedArray<Element.State>>,
    action: ActionPath<Parent.Action, (id: Element.State.ID, action: Element.Action)>,
    element: Element
  ) {
    self.parent = parent
    toElements = elements
    toElementAction = action
    self.element = element
  }

  /// Runs the composed reducers for `action`; see the type's documentation for the order.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffect = reduceElement(into: &state, action: action)
    return .merge(elementEffect, parent.reduce(into: &state, action: action))
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let (id, elementAction) = toElementAction.extract(action) else { return .none }
    let effect = state[keyPath: toElements].modify(id: id) { elementState in
      element.reduce(into: &elementState, action: elementAction)
    }
    let embed = toElementAction.embed
    return (effect ?? .none).map { embed((id: id, action: $0)) }
  }
}

extension Reducer {
  /// Runs `element` on the element of the identified array at `elements` that an action is
  /// addressed to, before this reducer runs.
  ///
  /// Lookup by id is O(1). Actions for an id that is no longer in the array are ignored.
  ///
  /// ```swift
  /// enum ListAction { case row(id: Row.ID, action: RowFeature.Action) }
  ///
  /// Reduce<ListState, ListAction> { _, _ in .none }
  ///   .forEach(\.rows, action: rowPath) { RowFeature() }
  /// ```
  ///
  /// - Parameters:
  ///   - elements: Where the identified array lives.
  ///   - action: How an element id and element action live in this reducer's actions.
  ///   - element: The element reducer.
  /// - Returns: A reducer running the element reducer, then this reducer.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
    action: ActionPath<Action, (id: ElementState.ID, action: ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> ForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(parent: self, elements: elements, action: action, element: element())
  }
}
