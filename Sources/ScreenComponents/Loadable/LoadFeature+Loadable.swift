public import ErrorHandling
public import LoadingStates
public import Paging

extension LoadFeature.State: LoadableState {
  /// The value's loading state, as article 001's four cases.
  public var loadingState: LoadingState<Value, AppError> { data.loadingState }

  /// Whether the retry button started a load that runs while its failure is still shown
  /// (`retryLoading`); a pull to refresh shows its own indicator instead.
  public var isRetrying: Bool {
    guard case .retryLoading = data else { return false }
    return loadTrigger != .pull
  }
}

extension LoadFeature.Action: LoadableAction {
  /// `refresh`, which loads from idle and after a failure alike.
  public static var load: Self { .refresh }

  /// `retry`, which the feature tells from a pull to refresh.
  public static var retryButton: Self { .retry }

  /// `disappear`, which cancels the load in flight.
  public static var stop: Self { .disappear }
}
