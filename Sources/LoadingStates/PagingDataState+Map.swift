extension PagingDataState {
  /// The same case with its value transformed, and the same error: a list of models
  /// becomes a list of rows without losing what the screen is doing.
  ///
  /// ```swift
  /// let posts: PagingDataState<[Int], AppError> = .paging([1, 2])
  /// let rows = posts.map { ids in ids.map { "Post \($0)" } }
  /// print(rows)  // paging(["Post 1", "Post 2"])
  /// ```
  ///
  /// - Parameter transform: Makes the new value from the value, in the cases that hold one;
  ///   it is not called in the others.
  /// - Returns: The state in the same case, holding the transformed value.
  @inlinable
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> PagingDataState<Other, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .reLoading(let value): .reLoading(try transform(value))
    case .retryLoading(let error): .retryLoading(error)
    case .success(let value): .success(try transform(value))
    case .loadingFailure(let error): .loadingFailure(error)
    case .reLoadingFailure(let value, let error): .reLoadingFailure(try transform(value), error)
    case .paging(let value): .paging(try transform(value))
    case .pagingFailure(let value, let error): .pagingFailure(try transform(value), error)
    }
  }
}
