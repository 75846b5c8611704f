public import ErrorHandling

/// What lies above a paged list's first row: the start of the list, or a page that can be
/// loaded, is loading or failed to.
///
/// The main direction of a list, down, keeps article 000's nine cases in
/// ``/LoadingStates/PagingDataState``. A list that also loads upwards (a chat, a timeline
/// opened in the middle) keeps the top's own status here, beside it, so a view shows a
/// spinner row or an error row at the top without the nine cases changing meaning.
///
/// A cursor names the page to load, as in ``PageRequest``; `nil` names the list's first
/// page, which a bounded window can drop and bring back.
///
/// ```swift
/// let state = PagingFeature<Post, String>.State(previousPage: .failed("before-40", .network))
/// switch state.previousPage {
/// case .startOfList, .available: break          // nothing to show above the rows
/// case .loading: print("spinner row at the top")
/// case .failed(_, let error): print("error row at the top:", error.userMessage(in: .english))
/// }
/// ```
public enum PreviousPage<Cursor> {
  /// Nothing comes before the first row: the list starts there, or has not loaded.
  case startOfList
  /// The page before the first row can be loaded with this cursor.
  case available(Cursor?)
  /// The page before the first row is being loaded with this cursor.
  case loading(Cursor?)
  /// Loading the page before the first row failed; retrying loads this cursor again.
  case failed(Cursor?, AppError)

  /// The cursor of the page before the first row, unless the list starts there.
  public var cursor: Cursor?? {
    switch self {
    case .startOfList: nil
    case .available(let cursor), .loading(let cursor), .failed(let cursor, _): .some(cursor)
    }
  }

  /// Whether the page before the first row is loading.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// The error of the last failed load of the page before, while it is shown.
  public var error: AppError? {
    if case .failed(_, let error) = self { error } else { nil }
  }

  /// The status a list has after a page whose previous cursor is `previousCursor` became its
  /// first page.
  ///
  /// - Parameter previousCursor: The page's previous cursor; `nil` at the start of the list.
  public init(before previousCursor: Cursor?) {
    self = previousCursor.map { .available($0) } ?? .startOfList
  }
}

extension PreviousPage: Equatable where Cursor: Equatable {}
extension PreviousPage: Hashable where Cursor: Hashable {}
extension PreviousPage: Sendable where Cursor: Sendable {}
