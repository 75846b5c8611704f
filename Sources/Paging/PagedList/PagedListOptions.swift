/// The rules a ``PagedList`` keeps as it changes: how many pages it holds, whether it
/// records its changes, and what a replacement does with pending edits.
///
/// ``PagingConfiguration`` holds one and hands it to every change it makes to its list.
public struct PagedListOptions: Hashable, Sendable {
  /// The most pages the list holds; past it, pages are dropped from the far end. `nil`
  /// keeps every page.
  public var maxPages: Int?

  /// Whether each change stores what it did to the rows in ``PagedList/changes``.
  public var recordsChanges: Bool

  /// Whether replacing the rows keeps or drops the edits still pending.
  public var pendingEditPolicy: PendingEditPolicy

  /// Creates the rules; by default every page is kept, no change is recorded, and pending
  /// edits outlive a replacement.
  ///
  /// - Parameters:
  ///   - maxPages: The most pages the list holds, at least 1; `nil` for every page.
  ///   - recordsChanges: Whether changes are recorded.
  ///   - pendingEditPolicy: What a replacement does with pending edits.
  public init(
    maxPages: Int? = nil, recordsChanges: Bool = false,
    pendingEditPolicy: PendingEditPolicy = .keptUntilSettled
  ) {
    self.maxPages = maxPages
    self.recordsChanges = recordsChanges
    self.pendingEditPolicy = pendingEditPolicy
  }

  /// The rules' first problem, as a sentence, or `nil` when they make sense.
  var problem: String? {
    guard let maxPages, maxPages < 1 else { return nil }
    return "maxPages is \(maxPages), but a list holds at least the page on screen; pass 1 or more, or nil to keep every page"
  }
}
