public import ErrorHandling

/// Every option of a ``PagingFeature``, in one value checked when the feature is created.
///
/// Each option has the default article 000's screen expects, so a configuration names only
/// what differs:
///
/// ```swift
/// var chat = PagingConfiguration<Post, String>(pageSize: 30)
/// chat.list.maxPages = 5                      // a window of five pages
/// chat.refreshWhilePaging = .isIgnored        // article 000's guard
/// let feed = PagingFeature(configuration: chat) { request in
///   try await api.posts(after: request.cursor, limit: request.pageSize)
/// }
/// ```
///
/// A configuration that makes no sense (a page of no items, a window of no pages) stops
/// the program where the feature is created, with a sentence that names the option.
public struct PagingConfiguration<Item: Identifiable, Cursor>: Sendable {
  /// How many items a page request asks for, at least 1.
  public var pageSize: Int

  /// An appearing item among the first or last `prefetchDistance` items prefetches the
  /// page beyond that end.
  public var prefetchDistance: Int

  /// What a refresh does while a page request is out.
  public var refreshWhilePaging: RefreshWhilePaging

  /// What a refresh reloads: the first page, or every loaded page.
  public var refreshMode: RefreshMode

  /// The rules of the list: its window, whether it records changes, what a refresh does
  /// with pending edits.
  public var list: PagedListOptions

  /// The cursor of the page around an item, for ``PagingAction/refreshAround(_:)``;
  /// `nil` reloads the page the item came in.
  public var cursorAround: (@Sendable (Item) -> Cursor)?

  /// Logs each error `fetch` throws (not a cancellation) before it is classified.
  public var errorLogger: ErrorLogger

  /// Creates a configuration; every option has a default.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a page request asks for; by default 20.
  ///   - prefetchDistance: How near an end an appearing item prefetches; by default 5.
  ///   - refreshWhilePaging: What a refresh does while a page loads; by default it cancels
  ///     the page and reloads.
  ///   - refreshMode: What a refresh reloads; by default the first page.
  ///   - list: The rules of the list; by default every page is kept, no change is
  ///     recorded, and pending edits outlive a refresh.
  ///   - cursorAround: The cursor of the page around an item; by default the cursor of the
  ///     page the item came in.
  ///   - errorLogger: Logs each error `fetch` throws; by default the store's `\.errorLogger`
  ///     dependency (``/ErrorHandling/ErrorLogger/fromDependencies``).
  public init(
    pageSize: Int = 20,
    prefetchDistance: Int = 5,
    refreshWhilePaging: RefreshWhilePaging = .cancelsThePage,
    refreshMode: RefreshMode = .firstPage,
    list: PagedListOptions = PagedListOptions(),
    cursorAround: (@Sendable (Item) -> Cursor)? = nil,
    errorLogger: ErrorLogger = .fromDependencies
  ) {
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
    self.refreshWhilePaging = refreshWhilePaging
    self.refreshMode = refreshMode
    self.list = list
    self.cursorAround = cursorAround
    self.errorLogger = errorLogger
  }

  /// The configuration's first problem, as a sentence, or `nil` when it makes sense.
  var problem: String? {
    if pageSize < 1 { return "pageSize is \(pageSize), but a page request asks for at least one item" }
    if prefetchDistance < 0 { return "prefetchDistance is \(prefetchDistance); pass 0 to turn prefetching off" }
    return list.problem
  }
}
