public import ErrorHandling

/// How far a ``PagingScroller`` scrolled: how many pages it loaded, and why it stopped.
///
/// ```swift
/// let source = ScriptedPageSource<Post, Int>.numberedFeed(pages: 3, pageSize: 10) { Post(id: $0) }
/// let scroller = PagingScroller(feature: PagingFeature(pageSize: 10, fetch: source.fetch), source: source, clock: TestClock())
/// await scroller.appear()
/// let result = await scroller.scrollDown(maxPages: 10)
/// #expect(result == ScrollResult(pagesLoaded: 2, stop: .reachedEnd))
/// ```
public struct ScrollResult: Hashable, Sendable {
  /// Why the scroll stopped.
  public enum Stop: Hashable, Sendable {
    /// The condition passed to the scroll holds.
    case conditionMet
    /// Nothing lies beyond in that direction: the end of the list going down, its start
    /// going up.
    case reachedEnd
    /// A page failed with this error; the list shows it until a retry.
    case failed(AppError)
    /// The scroll loaded as many pages as it was allowed.
    case maxPages
    /// The feature started no request: nothing is loaded yet, a reload is out, or a
    /// request in that direction is already out.
    case ignored
  }

  /// How many pages arrived during the scroll.
  public var pagesLoaded: Int

  /// Why the scroll stopped.
  public var stop: Stop

  /// Creates the result of a scroll.
  ///
  /// - Parameters:
  ///   - pagesLoaded: How many pages arrived.
  ///   - stop: Why the scroll stopped.
  public init(pagesLoaded: Int, stop: Stop) {
    self.pagesLoaded = pagesLoaded
    self.stop = stop
  }
}
