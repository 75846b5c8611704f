public import Unidirectional
/// A get/set pair for one field of a store's state: what a view's text field, toggle or
/// slider binds to. Reading goes through the store's observed state; writing sends a
/// binding action.
///
/// On Apple platforms a SwiftUI `Binding(get: field.get, set: field.set)` wraps it.
@MainActor
public struct FieldBinding<Value> {
  /// Reads the field's current value.
  public let get: () -> Value
  /// Sends the binding action that sets the field to a new value.
  public let set: (Value) -> Void
}

extension Store {
  /// A get/set pair for the field at `keyPath`, whose writes send `.set(keyPath, value)`
  /// through `action`.
  ///
  /// ```swift
  /// let store = Store(initialState: Editor.State(), reducer: Editor())
  /// let title = store.binding(\.title) { .titleChanged($0) }
  /// title.set("Milk")
  /// print(title.get())  // Milk
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - action: The action that sets it.
  /// - Returns: The field's get/set pair.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
  ) -> FieldBinding<Value> {
    FieldBinding(get: { self.state[keyPath: keyPath] }, set: { self.send(action($0)) })
  }

  /// A get/set pair for the field at `keyPath`, whose writes send a ``BindingAction``
  /// through `action`.
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - action: How binding actions live in this store's actions.
  /// - Returns: The field's get/set pair.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable,
    action: ActionPath<Action, BindingAction<State>>
  ) -> FieldBinding<Value> {
    binding(keyPath) { action.embed(.set(keyPath, $0)) }
  }
}
