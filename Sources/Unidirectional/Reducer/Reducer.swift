/// A pure, synchronous function that evolves a feature's state in response to an action
/// and describes the side effects to run next.
///
/// A reducer never performs I/O, reads the clock or starts tasks: it mutates `state` and
/// returns an ``Effect`` value that a ``Store`` hands to its ``EffectRunner``. Dependencies
/// that effects need are the reducer's stored properties, injected through its initializer.
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The value the reducer evolves.
  associatedtype State

  /// The events the reducer responds to.
  associatedtype Action

  /// Applies `action` to `state` and returns the effect to run next.
  ///
  /// - Parameters:
  ///   - state: The current state, mutated in place. Mutate it directly rather than
  ///     building a copy: in-place mutation keeps appends O(1).
  ///   - action: The event to apply.
  /// - Returns: A description of the work to run next, or ``Effect/none``.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
