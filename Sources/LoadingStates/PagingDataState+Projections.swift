extension PagingDataState {
  /// The name of the current case, without its payload.
  ///
  /// ```swift
  /// print(PagingDataState<[Int], AppError>.paging([1]).phase)   // paging
  /// ```
  @inlinable
  public var phase: LoadPhase {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .reLoading: .reLoading
    case .retryLoading: .retryLoading
    case .success: .success
    case .loadingFailure: .loadingFailure
    case .reLoadingFailure: .reLoadingFailure
    case .paging: .paging
    case .pagingFailure: .pagingFailure
    }
  }

  /// The state seen as one of four looks: idle, loading, failed, or loaded.
  ///
  /// Any case that holds rows is ``LoadingState/loaded(_:)`` (the list stays on screen
  /// while it reloads or pages, and after either fails); ``initialLoading`` is
  /// ``LoadingState/loading``; ``loadingFailure(_:)`` and ``retryLoading(_:)``, which keeps
  /// the error on screen while the retry runs (article 000, Case 2), are
  /// ``LoadingState/failed(_:)``.
  ///
  /// ```swift
  /// PagingDataState<[Int], AppError>.pagingFailure([1], .network).loadingState   // .loaded([1])
  /// ```
  public var loadingState: LoadingState<Value, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .loading
    case .retryLoading(let error), .loadingFailure(let error): .failed(error)
    case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _),
      .paging(let value), .pagingFailure(let value, _):
      .loaded(value)
    }
  }
}
