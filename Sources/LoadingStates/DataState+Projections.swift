extension DataState {
  /// The name of the current case, without its payload.
  ///
  /// Never ``LoadPhase/paging`` or ``LoadPhase/pagingFailure``: `DataState` does not page.
  ///
  /// ```swift
  /// print(DataState<Int, AppError>.reLoading(1).phase)   // reLoading
  /// ```
  public var phase: LoadPhase {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .reLoading: .reLoading
    case .retryLoading: .retryLoading
    case .success: .success
    case .loadingFailure: .loadingFailure
    case .reLoadingFailure: .reLoadingFailure
    }
  }

  /// The state seen as one of four looks: idle, loading, failed, or loaded.
  ///
  /// Any case that holds a value is ``LoadingState/loaded(_:)`` (the screen keeps showing
  /// it through a reload and a failed reload); ``initialLoading`` is
  /// ``LoadingState/loading``; ``loadingFailure(_:)`` and ``retryLoading(_:)``, which keeps
  /// the error on screen while the retry runs (article 000, Case 2), are
  /// ``LoadingState/failed(_:)``.
  ///
  /// ```swift
  /// DataState<Int, AppError>.reLoadingFailure(1, .network).loadingState   // .loaded(1)
  /// ```
  public var loadingState: LoadingState<Value, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .loading
    case .retryLoading(let error), .loadingFailure(let error): .failed(error)
    case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _):
      .loaded(value)
    }
  }
}
