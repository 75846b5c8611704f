import LoadingStates

extension PagingState {
  /// Whether the list holds no rows and nothing more to load: the screen shows its
  /// "nothing here yet" view, not an end-of-list footer.
  ///
  /// It holds in every case that holds the empty list, a reload of it included
  /// (``/LoadingStates/PagingDataState/reLoading(_:)``, with the refresh indicator over the
  /// empty view), as article 000 checks `value.isEmpty` in the branch those cases share: the
  /// empty view does not disappear while a pull to refresh runs.
  ///
  /// ```swift
  /// let state = PagingFeature<Post, String>.State(list: .success([]), nextPage: .end)
  /// if state.isEmpty { print("No posts yet") }
  /// else if state.hasReachedEnd { print("You're all caught up") }
  /// ```
  public var isEmpty: Bool {
    _status.value != nil && items.isEmpty && nextPage == .end
  }

  /// Whether the last page is on screen below at least one row: the list shows its
  /// end-of-list footer.
  ///
  /// It is `false` while a load, a refresh or a retry is out, so a refresh never reports
  /// the end of the list it is replacing, and `false` for an empty list, which
  /// ``isEmpty`` reports instead.
  public var hasReachedEnd: Bool {
    isSettled && !items.isEmpty && nextPage == .end
  }

  /// Whether the first row on screen is the first of the list: nothing can be loaded above
  /// it. `false` before anything loaded and while a reload is out.
  public var hasReachedStart: Bool {
    _status.value != nil && !_status.isLoading && top == .end
  }

  /// Whether the main direction is settled: rows are shown and no load or page is out.
  private var isSettled: Bool {
    switch _status {
    case .success, .reLoadingFailure: true
    case .idle, .initialLoading, .reLoading, .retryLoading, .loadingFailure, .paging, .pagingFailure: false
    }
  }
}
