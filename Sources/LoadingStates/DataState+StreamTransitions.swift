// A stream delivers values one after another, so its answers differ from a one-shot load's
// in two ways: a value while `success` replaces the value on screen, and an error after
// values keeps the last of them. Same shape as the one-shot transitions: a pure function
// per event and a thin mutating method.

extension DataState {
  /// Shows a value a stream delivered: the first one ends the load, each later one
  /// replaces the value on screen.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)``, ``reLoading(_:)`` | ``success(_:)`` with `value` |
  /// | ``success(_:)`` | ``success(_:)`` with `value`: the stream moved on |
  /// | ``idle``, ``loadingFailure(_:)``, ``reLoadingFailure(_:_:)`` | no change: no stream is running |
  ///
  /// ```swift
  /// var price: DataState<Decimal, AppError> = .initialLoading
  /// price.receive(101)         // .success(101)
  /// price.receive(102)         // .success(102)
  /// price.receiveFailure(.network)   // .reLoadingFailure(102, .network)
  /// ```
  ///
  /// - Parameter value: The value the stream delivered.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func receive(_ value: Value) -> Bool {
    replace(with: afterReceiving(value))
  }

  /// Ends a stream with an error, keeping the last value it delivered on screen.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)`` | ``loadingFailure(_:)`` with `error` |
  /// | ``reLoading(_:)``, ``success(_:)`` | ``reLoadingFailure(_:_:)``, same value, with `error` |
  /// | ``idle``, ``loadingFailure(_:)``, ``reLoadingFailure(_:_:)`` | no change: no stream is running |
  ///
  /// - Parameter error: Why the stream ended.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func receiveFailure(_ error: Failure) -> Bool {
    replace(with: afterReceivingFailure(error))
  }

  /// The state ``receive(_:)`` moves to, or `nil` where it does not apply: a load's
  /// success, and a running stream's next value.
  func afterReceiving(_ value: Value) -> Self? {
    if case .success = self { return .success(value) }
    return afterSucceeding(with: value)
  }

  /// The state ``receiveFailure(_:)`` moves to, or `nil` where it does not apply: a load's
  /// failure, and a running stream's error after its values.
  func afterReceivingFailure(_ error: Failure) -> Self? {
    if case .success(let value) = self { return .reLoadingFailure(value, error) }
    return afterFailing(with: error)
  }
}
