public import ErrorHandling

/// What one step of a ``PagingScroller`` ended with: pages that arrived, a failure, or no
/// request at all.
///
/// ```swift
/// let source = ScriptedPageSource<Post, Int>.numberedFeed(pages: 2, pageSize: 10) { Post(id: $0) }
/// let scroller = PagingScroller(feature: PagingFeature(pageSize: 10, fetch: source.fetch), source: source, clock: TestClock())
/// #expect(await scroller.appear() == .loaded(pages: 1))
/// #expect(await scroller.appear() == .ignored)  // appearing again loads nothing
/// ```
public enum LoadOutcome: Hashable, Sendable {
  /// The request was answered with this many pages: 1, or, for a refresh of every loaded
  /// page, as many as it reloaded.
  case loaded(pages: Int)
  /// The request failed (or was cancelled, ``/ErrorHandling/AppError/cancelled``) with
  /// this error, which the list now shows.
  case failed(AppError)
  /// The feature started no request for the action: it ignored it, or joined a request
  /// already out.
  case ignored
}
