// Each event is a pure function from the current case to the next one (`nil` where the
// event does not apply) plus a thin mutating method that stores the result and reports
// whether it did. The switches are exhaustive on purpose: a new case must decide, for every
// event, where it goes. `appendPage` is the exception: it edits the payload in place, so it
// is written out as a move out of the enum and back in.
//
// Everything here is `@inlinable`: a feature in another module, such as `PagingFeature` in
// an app's store, then runs these transitions specialized for its rows, without looking up
// type metadata at run time for every page.

extension PagingDataState {
  /// Starts a load of the first page: the first one, a refresh that keeps the rows on
  /// screen, or a retry that keeps the error on screen.
  ///
  /// A refresh wins over paging: from ``paging(_:)`` it moves to ``reLoading(_:)``. The
  /// caller must then cancel the page request or ignore its answer: a late page is refused by
  /// ``appendPage(_:)``, but a late page error would be taken for the reload's failure.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``idle`` | ``initialLoading`` |
  /// | ``loadingFailure(_:)`` | ``retryLoading(_:)``, same error |
  /// | ``success(_:)``, ``reLoadingFailure(_:_:)``, ``pagingFailure(_:_:)``, ``paging(_:)`` | ``reLoading(_:)``, same rows |
  /// | ``initialLoading``, ``retryLoading(_:)``, ``reLoading(_:)`` | no change |
  ///
  /// ```swift
  /// case .refresh:
  ///   guard state.posts.startLoading() else { return .none }   // already loading
  ///   return .merge(.cancel(id: CancelID.page), fetchFirstPage())
  /// ```
  ///
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @inlinable
  @discardableResult
  public mutating func startLoading() -> Bool {
    replace(with: afterStartLoading())
  }

  /// Starts loading the next page, keeping the rows on screen.
  ///
  /// Pages load only from a settled state that holds rows; while anything is loading, and
  /// before the first page arrived, it is refused, so there is never more than one request.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``success(_:)``, ``pagingFailure(_:_:)``, ``reLoadingFailure(_:_:)`` | ``paging(_:)``, same rows |
  /// | any other case | no change |
  ///
  /// ```swift
  /// case .reachBottom:
  ///   guard let cursor = state.nextCursor, state.posts.startPaging() else { return .none }
  ///   return fetchPage(after: cursor)
  /// ```
  ///
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @inlinable
  @discardableResult
  public mutating func startPaging() -> Bool {
    replace(with: afterStartPaging())
  }

  /// Ends the first-page load in flight with a value, replacing the rows shown before.
  ///
  /// A page that arrives while ``paging(_:)`` goes through ``appendPage(_:)`` instead.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)``, ``reLoading(_:)`` | ``success(_:)`` with `value` |
  /// | any other case | no change |
  ///
  /// ```swift
  /// let oldRows = [Post(id: 1), Post(id: 2)]
  /// let firstPage = [Post(id: 3)]
  /// var state: PagingDataState<[Post], AppError> = .success(oldRows)
  /// state.startLoading()        // .reLoading(oldRows)
  /// state.succeed(firstPage)    // .success(firstPage): the refresh replaced the list
  /// ```
  ///
  /// - Parameter value: The loaded first page.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @inlinable
  @discardableResult
  public mutating func succeed(_ value: Value) -> Bool {
    replace(with: afterSucceeding(with: value))
  }

  /// Ends the page load in flight by editing the rows in place, then settles on
  /// ``success(_:)``.
  ///
  /// Use it when the next page arrives; `append` receives the rows loaded so far and adds
  /// the page to them (dropping duplicates, say). Outside ``paging(_:)`` it is refused and
  /// `append` is not called: a page that arrives after a refresh started is stale.
  ///
  /// The rows are moved out of the enum before `append` runs, so a uniquely referenced
  /// collection grows in its own buffer: appending page 100 costs what appending page 1
  /// did, where `.success(rows + page)` would copy every row each time.
  ///
  /// ```swift
  /// var state: PagingDataState<[Post], AppError> = .success([Post(id: 1), Post(id: 2)])
  /// let page = [Post(id: 2), Post(id: 3)]       // post 2 moved down while we scrolled
  ///
  /// state.startPaging()                         // .paging(rows)
  /// state.appendPage { rows in
  ///   let seen = Set(rows.map(\.id))
  ///   rows.append(contentsOf: page.filter { !seen.contains($0.id) })
  /// }                                           // .success([1, 2, 3]), by id
  /// ```
  ///
  /// - Parameter append: Adds the page to the rows loaded so far.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  /// - Complexity: The cost of `append` on a uniquely referenced value — O(*p*) amortized
  ///   for *p* appended elements of an array — never O(*n*) in the rows already loaded. If
  ///   another copy of the rows is alive elsewhere, the first edit copies them once, as any
  ///   value type would.
  @inlinable
  @discardableResult
  public mutating func appendPage(_ append: (inout Value) -> Void) -> Bool {
    guard case .paging(var value) = self else { return false }
    // Drop the enum's reference so `value` is the only one and `append` edits in place.
    self = .idle
    append(&value)
    self = .success(value)
    return true
  }

  /// Ends the page load in flight by appending `page` to the rows in place, then settles on
  /// ``success(_:)``.
  ///
  /// ```swift
  /// var state: PagingDataState<[Int], AppError> = .paging([1, 2, 3])
  /// state.appendPage(contentsOf: [4, 5])        // .success([1, 2, 3, 4, 5])
  /// state.appendPage(contentsOf: [6])           // false: no page was loading
  /// ```
  ///
  /// - Parameter page: The elements of the new page, in order.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  /// - Complexity: O(*p*) amortized for *p* elements of `page` when the rows are uniquely
  ///   referenced; never O(*n*) in the rows already loaded. See ``appendPage(_:)``.
  @inlinable
  @discardableResult
  public mutating func appendPage<Page: Sequence>(contentsOf page: Page) -> Bool
  where Value: RangeReplaceableCollection, Page.Element == Value.Element {
    appendPage { $0.append(contentsOf: page) }
  }

  /// Ends the load or page load in flight with an error, keeping any rows on screen.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading``, ``retryLoading(_:)`` | ``loadingFailure(_:)`` with `error` |
  /// | ``reLoading(_:)`` | ``reLoadingFailure(_:_:)``, same rows, with `error` |
  /// | ``paging(_:)`` | ``pagingFailure(_:_:)``, same rows, with `error` |
  /// | any other case | no change |
  ///
  /// An error that says it is a cancellation (``CancellationIndicating``) is not a failure:
  /// it does what ``cancelLoading()`` does.
  ///
  /// ```swift
  /// let rows = [Post(id: 1), Post(id: 2)]
  /// var state: PagingDataState<[Post], AppError> = .paging(rows)
  /// state.fail(.network)        // .pagingFailure(rows, .network): error row at the bottom
  /// ```
  ///
  /// - Parameter error: Why the load failed.
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @inlinable
  @discardableResult
  public mutating func fail(_ error: Failure) -> Bool {
    replace(with: afterFailing(with: error))
  }

  /// Ends the load or page load in flight without an answer: it was cancelled, which is
  /// never a failure. The state goes back to what it showed before the request.
  ///
  /// | from | to |
  /// |---|---|
  /// | ``initialLoading`` | ``idle`` |
  /// | ``retryLoading(_:)`` | ``loadingFailure(_:)``, the error it was retrying |
  /// | ``reLoading(_:)``, ``paging(_:)`` | ``success(_:)``, same rows |
  /// | any other case | no change |
  ///
  /// - Returns: Whether the state changed. When it returns `false` the state is untouched.
  @inlinable
  @discardableResult
  public mutating func cancelLoading() -> Bool {
    replace(with: afterCancelling())
  }
}

// MARK: - The pure transition functions

extension PagingDataState {
  /// The state ``startLoading()`` moves to, or `nil` where it does not apply.
  @inlinable
  func afterStartLoading() -> Self? {
    switch self {
    case .idle: .initialLoading
    case .loadingFailure(let error): .retryLoading(error)
    case .success(let value), .reLoadingFailure(let value, _), .pagingFailure(let value, _),
      .paging(let value):
      .reLoading(value)
    case .initialLoading, .retryLoading, .reLoading: nil
    }
  }

  /// The state ``startPaging()`` moves to, or `nil` where it does not apply.
  @inlinable
  func afterStartPaging() -> Self? {
    switch self {
    case .success(let value), .pagingFailure(let value, _), .reLoadingFailure(let value, _):
      .paging(value)
    case .idle, .initialLoading, .reLoading, .retryLoading, .loadingFailure, .paging: nil
    }
  }

  /// The state ``succeed(_:)`` moves to, or `nil` where it does not apply.
  @inlinable
  func afterSucceeding(with value: Value) -> Self? {
    switch self {
    case .initialLoading, .retryLoading, .reLoading: .success(value)
    case .idle, .success, .loadingFailure, .reLoadingFailure, .paging, .pagingFailure: nil
    }
  }

  /// The state ``fail(_:)`` moves to, or `nil` where it does not apply.
  @inlinable
  func afterFailing(with error: Failure) -> Self? {
    if error.indicatesCancellation { return afterCancelling() }
    return switch self {
    case .initialLoading, .retryLoading: .loadingFailure(error)
    case .reLoading(let value): .reLoadingFailure(value, error)
    case .paging(let value): .pagingFailure(value, error)
    case .idle, .success, .loadingFailure, .reLoadingFailure, .pagingFailure: nil
    }
  }

  /// The state ``cancelLoading()`` moves to, or `nil` where it does not apply.
  @inlinable
  func afterCancelling() -> Self? {
    switch self {
    case .initialLoading: .idle
    case .retryLoading(let error): .loadingFailure(error)
    case .reLoading(let value), .paging(let value): .success(value)
    case .idle, .success, .loadingFailure, .reLoadingFailure, .pagingFailure: nil
    }
  }

  /// Stores `next` if there is one; reports whether it did.
  @inlinable
  mutating func replace(with next: Self?) -> Bool {
    guard let next else { return false }
    self = next
    return true
  }
}
