/// The state of a paged list a screen fetches, as one value: the cases of ``DataState`` plus
/// loading the next page and failing to.
///
/// Use `PagingDataState` for a list that loads more items as the user scrolls. While a page
/// is in flight, or after it failed, the rows loaded so far stay on screen; only the bottom
/// of the list changes. Move between cases with ``startLoading()`` (first load, refresh,
/// retry), ``startPaging()``, ``succeed(_:)``, ``appendPage(_:)`` and ``fail(_:)``.
///
/// Which case shows what on a list screen:
///
/// ```swift
/// enum Row { case post(Post), spinner, error(AppError, retryEnabled: Bool), banner(AppError) }
///
/// func rows(for posts: PagingDataState<[Post], AppError>) -> [Row] {
///   switch posts {
///   case .idle:
///     []                                                  // nothing yet
///   case .initialLoading:
///     [.spinner]                                          // full-screen spinner
///   case .retryLoading(let error), .loadingFailure(let error):
///     [.error(error, retryEnabled: !posts.isLoading)]     // error row with retry
///   case .success(let rows), .reLoading(let rows):
///     rows.map(Row.post)                                  // rows (pull-to-refresh spins)
///   case .paging(let rows):
///     rows.map(Row.post) + [.spinner]                     // rows, spinner row at the bottom
///   case .pagingFailure(let rows, let error):
///     rows.map(Row.post) + [.error(error, retryEnabled: true)]  // rows, error row
///   case .reLoadingFailure(let rows, let error):
///     [.banner(error)] + rows.map(Row.post)               // rows under a "refresh failed" banner
///   }
/// }
/// ```
public enum PagingDataState<Value, Failure: Error> {
  /// Nothing has been loaded and no load has started.
  case idle

  /// The first load is in flight and there is nothing to show yet.
  case initialLoading

  /// A reload (for example pull-to-refresh) is in flight; the rows loaded so far are shown.
  case reLoading(Value)

  /// A load is in flight again after a load failed; the failure is still shown.
  case retryLoading(Failure)

  /// The last load or page succeeded; this is everything loaded so far.
  case success(Value)

  /// A load failed and there is nothing to show.
  case loadingFailure(Failure)

  /// A reload failed; the rows from before are still shown, with the error as a banner.
  case reLoadingFailure(Value, Failure)

  /// The next page is in flight; the rows loaded so far are shown above a spinner row.
  case paging(Value)

  /// The next page failed; the rows loaded so far are shown above an error row.
  case pagingFailure(Value, Failure)
}

extension PagingDataState: Equatable where Value: Equatable, Failure: Equatable {
  /// Whether both are the same case with equal payloads.
  ///
  /// Written out and inlinable, where a synthesized one would not be, so a caller's module
  /// specializes it: a paged screen's state is compared after every action it observes.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle), (.initialLoading, .initialLoading):
      true
    case (.reLoading(let left), .reLoading(let right)), (.success(let left), .success(let right)),
      (.paging(let left), .paging(let right)):
      left == right
    case (.retryLoading(let left), .retryLoading(let right)),
      (.loadingFailure(let left), .loadingFailure(let right)):
      left == right
    case (.reLoadingFailure(let left, let leftError), .reLoadingFailure(let right, let rightError)),
      (.pagingFailure(let left, let leftError), .pagingFailure(let right, let rightError)):
      left == right && leftError == rightError
    default:
      false
    }
  }
}

extension PagingDataState: Hashable where Value: Hashable, Failure: Hashable {}

extension PagingDataState: Sendable where Value: Sendable {}

/// Written with its payloads named, as ``DataState`` is: `{"idle":{}}`,
/// `{"paging":{"value":…}}`, `{"pagingFailure":{"value":…,"error":…}}`.
extension PagingDataState: Codable where Value: Codable, Failure: Codable {
  private enum ReLoadingCodingKeys: String, CodingKey { case _0 = "value" }
  private enum RetryLoadingCodingKeys: String, CodingKey { case _0 = "error" }
  private enum SuccessCodingKeys: String, CodingKey { case _0 = "value" }
  private enum LoadingFailureCodingKeys: String, CodingKey { case _0 = "error" }
  private enum ReLoadingFailureCodingKeys: String, CodingKey { case _0 = "value", _1 = "error" }
  private enum PagingCodingKeys: String, CodingKey { case _0 = "value" }
  private enum PagingFailureCodingKeys: String, CodingKey { case _0 = "value", _1 = "error" }
}
