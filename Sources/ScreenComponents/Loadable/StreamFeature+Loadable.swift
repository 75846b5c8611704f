public import ErrorHandling
public import LoadingStates
public import Paging

extension StreamFeature.State: LoadableState {
  /// The last value's loading state, as article 001's four cases.
  public var loadingState: LoadingState<Value, AppError> { data.loadingState }

  /// Whether the stream is subscribed again after a failure that is still shown
  /// (`retryLoading`).
  public var isRetrying: Bool {
    if case .retryLoading = data { true } else { false }
  }
}

extension StreamFeature.Action: LoadableAction {
  /// `refresh`, which subscribes from idle and again after the stream failed.
  public static var load: Self { .refresh }

  /// `retry`, which the feature tells from a pull to refresh.
  public static var retryButton: Self { .retry }

  /// `disappear`, which cancels the subscription.
  public static var stop: Self { .disappear }
}
