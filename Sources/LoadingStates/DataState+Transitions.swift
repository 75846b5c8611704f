// Each event is a pure function from the current case to the next one (`nil` where the
// event does not apply) plus a thin mutating method that stores the result and reports
// whether it did. The switches are exhaustive on purpose: a new case must decide, for every
// event, where it goes.

extension DataState {
  /// Starts a load: the first one, a reload that keeps the value on screen, or a retry that
  /// keeps the error on screen.
  ///
  /// Call it when the screen appears, on pull-to-refresh and on a retry button, then start
  /// the request only if it returns `true`; `false` means a load is already in flight.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``idle`` | ``initialLoading`` |
  /// | ``loadingFailure(_:)`` | ``retryLoading(_:)``, same error |
  /// | ``success(_:)``, ``reLoadingFailure(_:_:)`` | ``reLoading(_:)``, same value |
  /// | ``initialLoading``, ``retryLoading(_:)``, ``reLoading(_:)`` | no change |
  ///
  /// ```swift
  /// var state: DataState<User, AppError> = .idle
  ///
  /// func load() async {
  ///   guard state.startLoading() else { return }   // already loading
  ///   do { state.succeed(try await api.profile()) }
  ///   catch { state.fail(AppError(error)) }
  /// }
  /// ```
  ///
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func startLoading() -> Bool {
    replace(with: afterStartLoading())
  }

  /// Ends the load in flight with a value, replacing any value shown before.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)``, ``reLoading(_:)`` | ``success(_:)`` with `value` |
  /// | any other case | no change: no load is in flight, so this answer is stale |
  ///
  /// ```swift
  /// var state: DataState<User, AppError> = .idle
  /// state.startLoading()                  // .initialLoading
  /// state.succeed(User(name: "Ada"))      // .success(Ada)
  /// state.succeed(User(name: "Grace"))    // false: nothing was loading
  /// ```
  ///
  /// - Parameter value: The loaded value.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func succeed(_ value: Value) -> Bool {
    replace(with: afterSucceeding(with: value))
  }

  /// Ends the load in flight with an error, keeping any value that is on screen.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)`` | ``loadingFailure(_:)`` with `error` |
  /// | ``reLoading(_:)`` | ``reLoadingFailure(_:_:)``, same value, with `error` |
  /// | any other case | no change: no load is in flight, so this answer is stale |
  ///
  /// An error that says it is a cancellation (``CancellationIndicating``) is not a failure:
  /// it does what ``cancelLoading()`` does.
  ///
  /// ```swift
  /// var state: DataState<User, AppError> = .reLoading(User(name: "Ada"))
  /// state.fail(.network)       // .reLoadingFailure(Ada, .network): show a banner
  /// ```
  ///
  /// - Parameter error: Why the load failed.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func fail(_ error: Failure) -> Bool {
    replace(with: afterFailing(with: error))
  }

  /// Ends the load in flight without an answer: it was cancelled, which is never a
  /// failure. The state goes back to what it showed before the load.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading`` | ``idle`` |
  /// | ``retryLoading(_:)`` | ``loadingFailure(_:)``, the error it was retrying |
  /// | ``reLoading(_:)`` | ``success(_:)``, same value |
  /// | any other case | no change |
  ///
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @discardableResult
  public mutating func cancelLoading() -> Bool {
    replace(with: afterCancelling())
  }
}

// MARK: - The pure transition functions

extension DataState {
  /// The state ``startLoading()`` moves to, or `nil` where it does not apply.
  func afterStartLoading() -> Self? {
    switch self {
    case .idle: .initialLoading
    case .loadingFailure(let error): .retryLoading(error)
    case .success(let value), .reLoadingFailure(let value, _): .reLoading(value)
    case .initialLoading, .retryLoading, .reLoading: nil
    }
  }

  /// The state ``succeed(_:)`` moves to, or `nil` where it does not apply.
  func afterSucceeding(with value: Value) -> Self? {
    switch self {
    case .initialLoading, .retryLoading, .reLoading: .success(value)
    case .idle, .success, .loadingFailure, .reLoadingFailure: nil
    }
  }

  /// The state ``fail(_:)`` moves to, or `nil` where it does not apply.
  func afterFailing(with error: Failure) -> Self? {
    if error.indicatesCancellation { return afterCancelling() }
    return switch self {
    case .initialLoading, .retryLoading: .loadingFailure(error)
    case .reLoading(let value): .reLoadingFailure(value, error)
    case .idle, .success, .loadingFailure, .reLoadingFailure: nil
    }
  }

  /// The state ``cancelLoading()`` moves to, or `nil` where it does not apply.
  func afterCancelling() -> Self? {
    switch self {
    case .initialLoading: .idle
    case .retryLoading(let error): .loadingFailure(error)
    case .reLoading(let value): .success(value)
    case .idle, .success, .loadingFailure, .reLoadingFailure: nil
    }
  }

  /// Stores `next` if there is one; reports whether it did.
  mutating func replace(with next: Self?) -> Bool {
    guard let next else { return false }
    self = next
    return true
  }
}
