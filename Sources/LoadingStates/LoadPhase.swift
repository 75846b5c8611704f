/// The name of a loading state's case, without its payload.
///
/// Use `LoadPhase` wherever the case matters but the value and error do not: printing the
/// state a screen is in, labelling the nodes of a state diagram, counting states in a
/// state-space exploration, or a view that only decides whether to show a spinner. Get it
/// from ``DataState/phase`` or ``PagingDataState/phase``; its raw value is the case name.
///
/// ```swift
/// let state: PagingDataState<[Post], AppError> = .paging([Post(id: 1), Post(id: 2)])
/// print("state:", state.phase.rawValue)
/// ```
///
/// ```text
/// state: paging
/// ```
public enum LoadPhase: String, CaseIterable, Hashable, Sendable {
  /// Nothing has been loaded and no load has started.
  case idle
  /// The first load is in flight.
  case initialLoading
  /// A reload is in flight while the value is shown.
  case reLoading
  /// A load is in flight again after a failure, which is still shown.
  case retryLoading
  /// The last load succeeded.
  case success
  /// A load failed with nothing to show.
  case loadingFailure
  /// A reload failed while the value is shown.
  case reLoadingFailure
  /// The next page is in flight while the rows are shown.
  case paging
  /// The next page failed while the rows are shown.
  case pagingFailure
}

extension LoadPhase {
  /// Whether the list or value itself is loading in this phase: ``initialLoading``,
  /// ``reLoading`` and ``retryLoading``; not ``paging``, as in article 000.
  ///
  /// Agrees with ``DataState/isLoading`` and ``PagingDataState/isLoading``.
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading: true
    case .idle, .success, .loadingFailure, .reLoadingFailure, .paging, .pagingFailure: false
    }
  }

  /// Whether the last load failed in this phase: ``loadingFailure`` and
  /// ``reLoadingFailure``, as in article 000.
  ///
  /// Agrees with ``DataState/isFailure`` and ``PagingDataState/isFailure``.
  public var isFailure: Bool {
    switch self {
    case .loadingFailure, .reLoadingFailure: true
    case .idle, .initialLoading, .reLoading, .retryLoading, .success, .paging, .pagingFailure:
      false
    }
  }

  /// Whether a state in this phase holds an error: ``retryLoading``, ``loadingFailure``,
  /// ``reLoadingFailure`` and ``pagingFailure``.
  ///
  /// Agrees with ``DataState/hasError`` and ``PagingDataState/hasError``.
  public var hasError: Bool {
    switch self {
    case .retryLoading, .loadingFailure, .reLoadingFailure, .pagingFailure: true
    case .idle, .initialLoading, .reLoading, .success, .paging: false
    }
  }

  /// Whether a state in this phase holds a value: ``reLoading``, ``success``,
  /// ``reLoadingFailure``, ``paging`` and ``pagingFailure``.
  ///
  /// Agrees with `value != nil` on ``DataState`` and ``PagingDataState``.
  public var holdsValue: Bool {
    switch self {
    case .reLoading, .success, .reLoadingFailure, .paging, .pagingFailure: true
    case .idle, .initialLoading, .retryLoading, .loadingFailure: false
    }
  }
}
