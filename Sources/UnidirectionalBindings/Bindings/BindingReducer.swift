public import Unidirectional
/// Applies the binding actions of a feature: each sets one field of the state.
///
/// List it first in the feature's body, before the reducers that react to a field having
/// changed — `onChange(of:)`, or a `Reduce` that matches `.binding` and asks
/// ``BindingAction/sets(_:)``:
///
/// ```swift
/// struct Search: Reducer {
///   struct State: Equatable { var query = ""; var resultCount = 0 }
///   enum Action: Equatable { case binding(BindingAction<State>) }
///
///   var body: some Reducer<State, Action> {
///     BindingReducer(action: .binding)
///     Reduce { state, action in
///       if case .binding(let binding) = action, binding.sets(\.query) {
///         state.resultCount = state.query.count
///       }
///       return .none
///     }
///   }
/// }
///
/// extension ActionPath where Root == Search.Action, Value == BindingAction<Search.State> {
///   static var binding: Self {
///     ActionPath(embed: Root.binding) { if case .binding(let a) = $0 { a } else { nil } }
///   }
/// }
/// ```
public struct BindingReducer<State, Action>: Reducer {
  private let toBinding: ActionPath<Action, BindingAction<State>>

  /// A reducer that applies the binding actions at `action`.
  ///
  /// - Parameter action: How binding actions live in the feature's actions.
  public init(action: ActionPath<Action, BindingAction<State>>) {
    toBinding = action
  }

  /// Sets the field a binding action names; other actions change nothing.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBinding.extract(action)?.apply(to: &state)
    return .none
  }
}
