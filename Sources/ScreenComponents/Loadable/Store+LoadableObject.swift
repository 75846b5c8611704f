public import ErrorHandling
public import LoadingStates
public import Unidirectional

extension Store: LoadableObject where State: LoadableState, Action: LoadableAction {
  /// The store's state, as article 001's four cases.
  public var loadingState: LoadingState<State.Output, AppError> { state.loadingState }

  /// Whether the store's state retries over its error.
  public var isRetrying: Bool { state.isRetrying }

  /// Sends the feature's load action.
  public func load() {
    send(.load)
  }

  /// Sends the feature's retry action.
  public func retry() {
    send(.retryButton)
  }

  /// Sends the feature's stop action.
  public func stop() {
    send(.stop)
  }
}
