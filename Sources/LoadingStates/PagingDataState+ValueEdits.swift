extension PagingDataState {
  /// Edits the rows in place in every case that holds them, keeping the case and its error.
  ///
  /// Use it for a change to the rows that is not a load: a row the user deleted, a post
  /// they liked, a window that drops rows it scrolled past. The state stays where it was:
  /// a page or a reload in flight still answers into it, and an error row or banner stays.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``success(_:)``, ``reLoading(_:)``, ``paging(_:)`` | same case, edited rows |
  /// | ``reLoadingFailure(_:_:)``, ``pagingFailure(_:_:)`` | same case, edited rows, same error |
  /// | ``idle``, ``initialLoading``, ``retryLoading(_:)``, ``loadingFailure(_:)`` | no change; `edit` is not called |
  ///
  /// The rows are moved out of the enum before `edit` runs, as in ``appendPage(_:)``, so a
  /// uniquely referenced collection is edited in its own buffer rather than copied.
  ///
  /// ```swift
  /// var state: PagingDataState<[Post], AppError> = .paging([Post(id: 1), Post(id: 2)])
  /// state.modifyValue { rows in
  ///   rows.removeAll { $0.id == 1 }   // the user deleted post 1
  /// }                                 // .paging([Post(id: 2)]): the page still loads
  /// ```
  ///
  /// - Parameter edit: Changes the rows.
  /// - Returns: Whether the state holds rows, and so whether `edit` ran. When it returns
  ///   `false` the state is untouched.
  /// - Complexity: The cost of `edit` on a uniquely referenced value. If another copy of the
  ///   rows is alive elsewhere, the first change copies them once, as any value type would.
  @inlinable
  @discardableResult
  public mutating func modifyValue(_ edit: (inout Value) -> Void) -> Bool {
    switch self {
    case .success(var value):
      // Drop the enum's reference so `value` is the only one and `edit` edits in place.
      self = .idle
      edit(&value)
      self = .success(value)
    case .reLoading(var value):
      self = .idle
      edit(&value)
      self = .reLoading(value)
    case .paging(var value):
      self = .idle
      edit(&value)
      self = .paging(value)
    case .reLoadingFailure(var value, let error):
      self = .idle
      edit(&value)
      self = .reLoadingFailure(value, error)
    case .pagingFailure(var value, let error):
      self = .idle
      edit(&value)
      self = .pagingFailure(value, error)
    case .idle, .initialLoading, .retryLoading, .loadingFailure:
      return false
    }
    return true
  }
}
