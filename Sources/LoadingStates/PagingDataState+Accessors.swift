extension PagingDataState {
  /// The rows on screen, in every case that holds them; otherwise `nil`.
  ///
  /// Non-nil for ``success(_:)``, ``reLoading(_:)``, ``reLoadingFailure(_:_:)``,
  /// ``paging(_:)`` and ``pagingFailure(_:_:)``: reloading, paging and failing at either
  /// keep showing what was loaded before.
  ///
  /// ```swift
  /// let state: PagingDataState<[Post], AppError> = .paging([Post(id: 1), Post(id: 2)])
  /// let rows = state.value ?? []   // both posts, while the next page loads
  /// ```
  @inlinable
  public var value: Value? {
    switch self {
    case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _),
      .paging(let value), .pagingFailure(let value, _):
      value
    case .idle, .initialLoading, .retryLoading, .loadingFailure: nil
    }
  }

  /// The error on screen, in every case that holds one; otherwise `nil`.
  ///
  /// Non-nil for ``loadingFailure(_:)``, ``reLoadingFailure(_:_:)``,
  /// ``pagingFailure(_:_:)`` and also ``retryLoading(_:)``, which keeps showing the error it
  /// is retrying.
  @inlinable
  public var error: Failure? {
    switch self {
    case .retryLoading(let error), .loadingFailure(let error), .reLoadingFailure(_, let error),
      .pagingFailure(_, let error):
      error
    case .idle, .initialLoading, .reLoading, .success, .paging: nil
    }
  }

  /// Whether the list itself is loading: ``initialLoading``, ``reLoading(_:)`` or
  /// ``retryLoading(_:)``. A page request is not a load: ``isPaging`` tells it.
  ///
  /// This is what article 000 means, and it keeps the two apart so a screen can show a
  /// pull-to-refresh spinner and a spinner row independently. Guard on both to start no
  /// request while any is out (the transitions and `PagingFeature` already refuse a second
  /// request):
  ///
  /// ```swift
  /// let state: PagingDataState<[Post], AppError> = .paging([Post(id: 1), Post(id: 2)])
  /// guard !state.isLoading, !state.isPaging else { return }   // a page is out: no request
  /// ```
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading: true
    case .idle, .success, .loadingFailure, .reLoadingFailure, .paging, .pagingFailure: false
    }
  }

  /// Whether the very first load is in flight with nothing to show: only ``initialLoading``.
  ///
  /// Use it for the full-screen spinner. It is `false` for ``retryLoading(_:)``, which still
  /// shows the error being retried, and for ``reLoading(_:)`` and ``paging(_:)``, which show
  /// the rows with their own indicator. In a SwiftUI view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// if state.isInitialLoading { ProgressView() }
  /// ```
  public var isInitialLoading: Bool {
    if case .initialLoading = self { true } else { false }
  }

  /// Whether the next page is in flight: only ``paging(_:)``.
  ///
  /// Use it for the spinner row at the bottom of the list.
  public var isPaging: Bool {
    if case .paging = self { true } else { false }
  }

  /// Whether the last load failed: ``loadingFailure(_:)`` or ``reLoadingFailure(_:_:)``.
  ///
  /// This is the flag article 000's banner watches: a refresh that fails over the rows on
  /// screen raises it once, and it falls again when the next load starts. A retry in
  /// flight (``retryLoading(_:)``) and a failed page (``pagingFailure(_:_:)``, shown as an
  /// error row) do not count; ``hasError`` tells whether any error is on screen. In a SwiftUI
  /// view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// .onChange(of: state.isFailure) { _, failed in
  ///   if failed, let error = state.error { showBanner(error) }
  /// }
  /// ```
  public var isFailure: Bool {
    switch self {
    case .loadingFailure, .reLoadingFailure: true
    case .idle, .initialLoading, .reLoading, .retryLoading, .success, .paging, .pagingFailure:
      false
    }
  }

  /// The error of a failed load: the error while ``isFailure``, `nil` otherwise.
  ///
  /// It is what a screen presents as an alert or a banner, once per failure: it appears
  /// when a load fails and goes away when the next load starts. A retry in flight keeps
  /// its error in ``error`` but has no `failure`, so the error is not presented again.
  /// ``pagingFailure(_:_:)`` is not one: its error row is drawn with the rows.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce(respond)
  ///     .presentingErrors(
  ///       of: \.posts.failure, in: \.presentedError, action: .error, policy: .banners()
  ///     )
  /// }
  /// ```
  public var failure: Failure? {
    isFailure ? error : nil
  }

  /// Whether the state holds an error: exactly when ``error`` is non-nil.
  ///
  /// That includes ``retryLoading(_:)``, which still shows the failure it is retrying, and
  /// ``pagingFailure(_:_:)``, which shows it as an error row below the rows.
  public var hasError: Bool {
    error != nil
  }

  /// Whether the next page failed: only ``pagingFailure(_:_:)``.
  ///
  /// Use it to put an error row with a retry button where the spinner row was. In a SwiftUI
  /// view (Apple platforms only):
  ///
  /// ```swift apple-only
  /// if state.isPagingFailure { ErrorRow(retry: { store.send(.reachBottom) }) }
  /// ```
  public var isPagingFailure: Bool {
    if case .pagingFailure = self { true } else { false }
  }
}
