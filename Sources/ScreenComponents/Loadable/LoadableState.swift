public import ErrorHandling
public import LoadingStates

/// A feature state that reads as article 001's four-case loading state.
public protocol LoadableState {
  /// What a successful load gives.
  associatedtype Output

  /// Where the load stands.
  var loadingState: LoadingState<Output, AppError> { get }
}
