extension LoadPhase {
  /// The status of a screen whose values arrive independently and live beside the status,
  /// derived from them (article 003): nothing arrived is ``idle``, some but not all is
  /// loading, all of them is ``success``, and an error is a failure.
  ///
  /// | arrived | loading or waiting for the rest | error | phase |
  /// |---|---|---|---|
  /// | none | no | no | ``idle`` |
  /// | some | – | no | ``initialLoading`` |
  /// | none | yes | no | ``initialLoading`` |
  /// | all | no | no | ``success`` |
  /// | all | yes | – | ``reLoading`` |
  /// | not all | no | yes | ``loadingFailure`` |
  /// | not all | yes | yes | ``retryLoading`` |
  /// | all | no | yes | ``reLoadingFailure`` |
  ///
  /// ```swift
  /// struct ProfileScreen {
  ///   var user: User?
  ///   var posts: [Post]?
  ///   var error: AppError?
  ///
  ///   var status: LoadPhase { LoadPhase(values: user, posts, error: error) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - values: Each value the screen needs, `nil` until it arrives.
  ///   - error: The error of a load that failed, if any.
  ///   - isLoading: Whether a load is in flight beyond the missing values, such as a
  ///     reload of values that all arrived.
  public init<each Value>(
    values: repeat (each Value)?,
    error: (any Error)? = nil,
    isLoading: Bool = false
  ) {
    self = DataState<(repeat each Value), any Error>(arrived: repeat each values, error: error, isLoading: isLoading)
      .phase
  }
}
