public import Unidirectional

extension ScriptedPageSource where Cursor == Int {
  /// A source serving a feed of `pages` pages of `pageSize` items numbered from 1, with
  /// cursors both ways: the quickest script for a scenario.
  ///
  /// The page at index `p` (from 0) holds items `p * pageSize + 1 ... (p + 1) * pageSize`,
  /// and its cursor is `p * pageSize`, the number of items before it; its next and previous
  /// cursors name the pages beside it, `nil` past either end. The first-page request
  /// (cursor `nil`) gets the page at `startPage`, so a feed can open in the middle and load
  /// upwards from there; ``cursor(ofItem:pageSize:)`` gives the cursor of the page around an
  /// item, for `cursorAround`.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let source = ScriptedPageSource<Post, Int>.numberedFeed(
  ///   pages: 50, pageSize: 20, latency: .milliseconds(200), clock: clock
  /// ) { Post(id: $0) }
  /// let feed = PagingFeature<Post, Int>(pageSize: 20, fetch: source.fetch)
  /// ```
  ///
  /// - Parameters:
  ///   - pages: How many pages the feed has; 0 for an empty feed, whose first page has no
  ///     items and no next cursor.
  ///   - pageSize: How many items each page holds.
  ///   - startPage: The index of the page the first-page request gets; 0 by default.
  ///   - latency: How long every request takes on `clock`.
  ///   - clock: The clock latencies are slept on.
  ///   - item: Makes the item numbered `n`, from 1.
  /// - Returns: The source, whose pages can still be changed.
  public static func numberedFeed(
    pages: Int,
    pageSize: Int,
    startPage: Int = 0,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ImmediateClock(),
    item: (Int) -> Item
  ) -> ScriptedPageSource<Item, Int> {
    precondition(pages == 0 || (0..<pages).contains(startPage), "numberedFeed: startPage \(startPage) is not one of the \(pages) pages.")
    var script: [Int?: ScriptedPage<Item, Int>] = [:]
    for index in 0..<pages {
      let first = index * pageSize
      script[first] = ScriptedPage(
        items: (first + 1...first + pageSize).map(item),
        nextCursor: index + 1 < pages ? first + pageSize : nil,
        previousCursor: index > 0 ? first - pageSize : nil,
        latency: latency
      )
    }
    script[nil] = pages == 0 ? ScriptedPage(items: [], nextCursor: nil, latency: latency) : script[startPage * pageSize]
    return ScriptedPageSource(clock: clock, pages: script)
  }

  /// The cursor of the page that holds the item numbered `number` in a
  /// ``numberedFeed(pages:pageSize:startPage:latency:clock:item:)``.
  ///
  /// ```swift
  /// let feed = PagingFeature<Post, Int>(
  ///   pageSize: 20,
  ///   cursorAround: { ScriptedPageSource<Post, Int>.cursor(ofItem: $0.id, pageSize: 20) },
  ///   fetch: { _ in Page(items: [], nextCursor: nil) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - number: The item's number, from 1.
  ///   - pageSize: The feed's page size.
  /// - Returns: The cursor of its page.
  public static func cursor(ofItem number: Int, pageSize: Int) -> Int {
    (number - 1) / pageSize * pageSize
  }
}
