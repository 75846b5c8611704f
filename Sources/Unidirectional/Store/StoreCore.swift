/// What a ``Store`` is backed by: the root store's state and runner, or a scope of another
/// core.
@MainActor
package protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action

  /// The current state; reading it registers an Observation access.
  var state: State { get }

  /// Reduces `action` and starts its effects.
  func send(_ action: Action) -> StoreTask

  /// Calls `onChange` with every new state until ``removeStateObserver(_:)``.
  func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int

  /// Unregisters an observer added with ``addStateObserver(_:)``.
  func removeStateObserver(_ id: Int)
}
