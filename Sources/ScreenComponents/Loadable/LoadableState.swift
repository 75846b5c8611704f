public import ErrorHandling
public import LoadingStates

/// A feature state that reads as article 001's four-case loading state.
public protocol LoadableState {
  /// What a successful load gives.
  associatedtype Output

  /// Where the load stands.
  var loadingState: LoadingState<Output, AppError> { get }

  /// Whether a load after a failure runs while the failure is still shown: the error view's
  /// retry button spins. Four cases cannot tell it (a retry reads as ``/LoadingStates/LoadingState/failed(_:)``
  /// until it ends), so the state says it here; `false` unless a state tells.
  var isRetrying: Bool { get }
}

extension LoadableState {
  /// `false`: a state that cannot retry over its error never shows a retrying look.
  public var isRetrying: Bool { false }
}
