/// A state the explorer reached, with the tasks the feature has running in it.
///
/// Invariants and the oracle see this value: the feature's state, and the requests in flight
/// as the explorer saw the feature start and cancel them, which is what lets an invariant
/// say "never two requests in flight" about the effects and not only about the state.
public struct ExploredState<State, Request: Hashable> {
  /// The feature's state.
  @inlinable public var state: State {
    _read { yield storedState }
  }

  /// The tasks the feature started and that have not answered yet, oldest first; cancelled
  /// ones stay while they can still deliver a late answer.
  @inlinable public var flights: [ExplorerFlight<Request>] {
    _read { yield storedFlights }
  }

  @usableFromInline var storedState: State
  @usableFromInline var storedFlights: [ExplorerFlight<Request>]

  /// The requests of the tasks that are running and not cancelled, oldest first.
  @inlinable
  public var requestsInFlight: [Request] {
    flights.lazy.filter { !$0.isCancelled }.map(\.request)
  }

  @inlinable
  init(state: State, flights: [ExplorerFlight<Request>] = []) {
    storedState = state
    storedFlights = flights
  }
}

extension ExploredState: Equatable where State: Equatable {}
extension ExploredState: Hashable where State: Hashable {}
extension ExploredState: Sendable where State: Sendable, Request: Sendable {}
