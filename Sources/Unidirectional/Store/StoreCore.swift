/// What a ``Store`` is backed by: the root store's state and runner, or a scope of another
/// core.
@MainActor
protocol StoreCore<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action

  /// The current state; reading it registers an Observation access.
  var state: State { get }

  /// A field of the current state; reading it registers an Observation access to that
  /// field alone.
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value

  /// The current state, read without registering anything: how a child reads its parent.
  var currentState: State { get }

  /// The root's table of observed child stores.
  var observedSlices: ObservedSlices { get }

  /// The root's effect runner's view of the effects in flight.
  var effects: any EffectsInFlight { get }

  /// Reduces `action` and starts its effects.
  func send(_ action: Action) -> StoreTask

  /// Calls `onChange` with every new state until ``removeStateObserver(_:)``.
  func addStateObserver(_ onChange: @escaping (State) -> Void) -> Int

  /// Unregisters an observer added with ``addStateObserver(_:)``.
  func removeStateObserver(_ id: Int)
}

/// What a store tells about its effects, whatever their action type.
@MainActor
protocol EffectsInFlight: AnyObject {
  var inFlightCount: Int { get }
  func waitUntilIdle() async
}

extension EffectRunner: EffectsInFlight {}
