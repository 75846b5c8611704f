extension DataState {
  /// Combines the states of two loads behind one screen into one state.
  ///
  /// Use it when a screen needs two values before it can show anything (a user and their
  /// posts, fetched separately) and should still be one `switch`. The result is derived from
  /// three facts, never from a case-by-case table, so it is defined for every pair:
  ///
  /// - the value is `(a, b)` when both states hold a value, otherwise there is none;
  /// - the error is `a`'s error, or else `b`'s;
  /// - it is loading when either is, and also when one value has arrived and the other has
  ///   not, with no error: the screen is still waiting for the second (article 003).
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
  /// let screen = DataState.zip(user, posts)
  /// switch screen {
  /// case .success((let user, let posts)): render(user, posts)
  /// case .initialLoading: renderSpinner()
  /// default: break
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - a: The state of the first load.
  ///   - b: The state of the second load.
  /// - Returns: The combined state, whose value pairs both values.
  public static func zip<A, B>(
    _ a: DataState<A, Failure>,
    _ b: DataState<B, Failure>
  ) -> DataState<(A, B), Failure> where Value == (A, B) {
    let value: (A, B)? =
      if let valueA = a.value, let valueB = b.value { (valueA, valueB) } else { nil }
    let error = a.error ?? b.error
    let waitsForTheOther = (a.value == nil) != (b.value == nil) && error == nil
    return DataState(
      value: value, error: error, isLoading: a.isLoading || b.isLoading || waitsForTheOther)
  }
}

extension DataState {
  /// The state that holds `value` and `error` and is loading or not.
  ///
  /// Total: when a value and an error are both present and a load is in flight, loading
  /// wins and the error is dropped (``reLoading(_:)`` has no room for it).
  init(value: Value?, error: Failure?, isLoading: Bool) {
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
