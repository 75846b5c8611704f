extension DataState {
  /// The state that holds what the screen has: a value or not, an error or not, and
  /// whether a load is in flight.
  ///
  /// Use it where values live beside the loading status instead of inside it (article
  /// 003): the state is derived from them, never stored next to them, so the two cannot
  /// disagree.
  ///
  /// | value | loading | error | result |
  /// |---|---|---|---|
  /// | yes | yes | – | ``reLoading(_:)`` (an error is dropped: the reload may clear it) |
  /// | yes | no | yes | ``reLoadingFailure(_:_:)`` |
  /// | yes | no | no | ``success(_:)`` |
  /// | no | yes | yes | ``retryLoading(_:)`` |
  /// | no | yes | no | ``initialLoading`` |
  /// | no | no | yes | ``loadingFailure(_:)`` |
  /// | no | no | no | ``idle`` |
  ///
  /// ```swift
  /// struct ProfileScreen {
  ///   var user: User?
  ///   var error: AppError?
  ///   var isLoading = false
  ///
  ///   var status: DataState<User, AppError> {
  ///     DataState(value: user, error: error, isLoading: isLoading)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value, if one has arrived.
  ///   - error: The error of the last load, if it failed.
  ///   - isLoading: Whether a load is in flight.
  public init(value: Value?, error: Failure?, isLoading: Bool) {
    self =
      switch (value, error, isLoading) {
      case (let value?, _, true): .reLoading(value)
      case (let value?, let error?, false): .reLoadingFailure(value, error)
      case (let value?, nil, false): .success(value)
      case (nil, let error?, true): .retryLoading(error)
      case (nil, nil, true): .initialLoading
      case (nil, let error?, false): .loadingFailure(error)
      case (nil, nil, false): .idle
      }
  }
}
