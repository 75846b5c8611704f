public import ErrorHandling
public import LoadingStates
public import Paging

extension LoadFeature.State: LoadableState {
  /// The value's loading state, as article 001's four cases.
  public var loadingState: LoadingState<Value, AppError> { data.loadingState }

  /// Whether a load runs again after a failure that is still shown (`retryLoading`).
  public var isRetrying: Bool {
    if case .retryLoading = data { true } else { false }
  }
}

extension LoadFeature.Action: LoadableAction {
  /// `refresh`, which loads from idle and after a failure alike.
  public static var load: Self { .refresh }

  /// `disappear`, which cancels the load in flight.
  public static var stop: Self { .disappear }
}
