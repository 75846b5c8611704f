extension DataState {
  /// The value on screen, in every case that holds one; otherwise `nil`.
  ///
  /// Non-nil for ``success(_:)``, ``reLoading(_:)`` and ``reLoadingFailure(_:_:)``: a reload,
  /// and a failed reload, keep showing what was loaded before.
  ///
  /// In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// if let user = state.value { ProfileView(user) }
  /// ```
  public var value: Value? {
    switch self {
    case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _): value
    case .idle, .initialLoading, .retryLoading, .loadingFailure: nil
    }
  }

  /// The error on screen, in every case that holds one; otherwise `nil`.
  ///
  /// Non-nil for ``loadingFailure(_:)``, ``reLoadingFailure(_:_:)`` and also
  /// ``retryLoading(_:)``, which keeps showing the error it is retrying.
  ///
  /// In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// if let error = state.error { ErrorRow(error, retrying: state.isLoading) }
  /// ```
  public var error: Failure? {
    switch self {
    case .retryLoading(let error), .loadingFailure(let error), .reLoadingFailure(_, let error):
      error
    case .idle, .initialLoading, .reLoading, .success: nil
    }
  }

  /// Whether a load is in flight: ``initialLoading``, ``reLoading(_:)`` or
  /// ``retryLoading(_:)``.
  ///
  /// ```swift
  /// let state: DataState<User, AppError> = .initialLoading
  /// guard !state.isLoading else { return }   // one request at a time
  /// ```
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading: true
    case .idle, .success, .loadingFailure, .reLoadingFailure: false
    }
  }

  /// Whether the very first load is in flight with nothing to show: only ``initialLoading``.
  ///
  /// Use it for the full-screen spinner. It is `false` for ``retryLoading(_:)``, which
  /// still shows the error being retried, and for ``reLoading(_:)``, which shows the value
  /// (and whose spinner is the pull-to-refresh control's), so the screen never shows two
  /// spinners at once. In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// if state.isInitialLoading { ProgressView() }
  /// ```
  public var isInitialLoading: Bool {
    if case .initialLoading = self { true } else { false }
  }

  /// Whether the last load failed: ``loadingFailure(_:)`` or ``reLoadingFailure(_:_:)``.
  ///
  /// This is the flag article 000's banner watches: a refresh that fails over the value on
  /// screen raises it once, and it falls again when the next load starts. A retry in
  /// flight (``retryLoading(_:)``) does not count; ``hasError`` tells whether any error is
  /// on screen. In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// .onChange(of: state.isFailure) { _, failed in
  ///   if failed, let error = state.error { showBanner(error) }
  /// }
  /// ```
  public var isFailure: Bool {
    switch self {
    case .loadingFailure, .reLoadingFailure: true
    case .idle, .initialLoading, .reLoading, .retryLoading, .success: false
    }
  }

  /// The error of a failed load: the error while ``isFailure``, `nil` otherwise.
  ///
  /// It is what a screen presents as an alert or a banner, once per failure: it appears
  /// when a load fails and goes away when the next load starts. A retry in flight keeps
  /// its error in ``error`` but has no `failure`, so the error is not presented again.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce(respond)
  ///     .presentingErrors(
  ///       of: \.submission.failure, in: \.presentedError, action: .error, policy: .banners()
  ///     )
  /// }
  /// ```
  public var failure: Failure? {
    isFailure ? error : nil
  }

  /// Whether the state holds an error: exactly when ``error`` is non-nil.
  ///
  /// That includes ``retryLoading(_:)``: a retry in flight still shows the failure it is
  /// retrying, so the state is both loading and showing an error.
  public var hasError: Bool {
    error != nil
  }
}
