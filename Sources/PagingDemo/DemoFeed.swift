import ErrorHandling
import Foundation
import Paging
import Unidirectional

/// The demo's server: a seeded list of posts served page by page, with simulated latency on
/// an injected clock and failures on demand.
///
/// Everything random comes from `SeededRandomNumberGenerator` streams derived from one
/// seed, so a seed names one exact run: the same titles, the same latencies, the same
/// random failures.
/// The cursor is an offset: the page after cursor `20` starts at the 21st post, and the last
/// page's next cursor is `nil`. The first page (a `nil` cursor) starts at ``startOffset``, so
/// the list can open in the middle; every page but the one at offset 0 names the page above
/// it as its previous cursor, one page size up.
///
/// The script makes the interesting states happen by switching a failure on before it
/// sends an action:
///
/// ```swift
/// let feed = DemoFeed(seed: 42, clock: ImmediateClock())
/// feed.failsNextRequest = true
/// await store.send(.appear).finish()   // initialLoading, then loadingFailure
/// ```
@MainActor
final class DemoFeed {
  /// How many posts the feed holds at least.
  nonisolated static let minimumItemCount = 57

  /// Every post, in feed order, numbered from 1.
  let items: [FeedItem]

  /// The chance, from 0 to 1, that a request fails at random.
  let failureRate: Double

  /// Where the first page starts: 0 opens the list at its top, 20 at the 21st post.
  let startOffset: Int

  /// When `true`, the next request fails; the request turns it off again.
  var failsNextRequest = false

  /// When `true`, every request fails until it is turned off (the interactive `f` key).
  var failsEveryRequest = false

  /// How many page requests have started.
  private(set) var requestCount = 0

  /// How many requests failed because the demo asked them to.
  private(set) var forcedFailureCount = 0

  /// How many requests failed at random, from ``failureRate``.
  private(set) var randomFailureCount = 0

  /// The simulated latency of every request so far, added up.
  private(set) var totalLatency: Duration = .zero

  private let clock: any Clock<Duration>
  private var latencyRandom: SeededRandomNumberGenerator
  private var failureRandom: SeededRandomNumberGenerator

  /// Creates a feed.
  ///
  /// - Parameters:
  ///   - seed: Chooses the titles, latencies and random failures.
  ///   - itemCount: How many posts the feed holds.
  ///   - startOffset: Where the first page starts; by default at the top of the list.
  ///   - failureRate: The chance, from 0 to 1, that a request fails at random.
  ///   - clock: The clock the simulated latency waits on.
  init(
    seed: UInt64,
    itemCount: Int = DemoFeed.minimumItemCount,
    startOffset: Int = 0,
    failureRate: Double = 0,
    clock: any Clock<Duration>
  ) {
    items = Self.posts(count: itemCount, seed: seed)
    self.startOffset = startOffset
    self.failureRate = failureRate
    self.clock = clock
    latencyRandom = SeededRandomNumberGenerator(seed: seed ^ 0x6C61_7465_6E63_7921)
    failureRandom = SeededRandomNumberGenerator(seed: seed ^ 0x6661_696C_7572_6521)
  }

  /// How many posts a feed paged by `pageSize` holds: at least three and a half pages, and
  /// two pages from `startOffset` on, so every paging state can happen before the end of
  /// the list.
  ///
  /// - Parameters:
  ///   - pageSize: The page size the demo requests.
  ///   - startOffset: Where the first page starts.
  nonisolated static func itemCount(forPageSize pageSize: Int, startOffset: Int = 0) -> Int {
    max(minimumItemCount, pageSize * 7 / 2, startOffset + 2 * pageSize)
  }

  /// Answers a page request after a simulated latency of 300 to 900 ms on the clock.
  ///
  /// Whether the request fails is decided before the wait, so the sequence of outcomes
  /// depends only on the seed and the order of requests, never on timing.
  ///
  /// - Parameter request: The offset to start at (`nil` for the first page) and the size.
  /// - Returns: Up to `request.pageSize` posts, the offset of the next page (`nil` after the
  ///   last post) and of the page above (`nil` for the page at offset 0).
  /// - Throws: A `URLError` or ``ErrorHandling/AppError`` when the request fails, or
  ///   `CancellationError` when the request is cancelled during its latency.
  func fetch(_ request: PageRequest<Int>) async throws -> Page<FeedItem, Int> {
    requestCount += 1
    let failure = nextFailure()
    let latency = Duration.milliseconds(latencyRandom.nextInt(in: 30...90) * 10)
    totalLatency += latency
    try await clock.sleep(for: latency)
    if let failure { throw failure }
    return page(for: request)
  }

  /// The page a request asks for, without latency or failures.
  ///
  /// The page above one that starts less than a page from the top is the page at offset 0,
  /// which overlaps it; the paging feature drops the posts it already lists.
  ///
  /// - Parameter request: The offset to start at (`nil` for ``startOffset``) and the size.
  func page(for request: PageRequest<Int>) -> Page<FeedItem, Int> {
    let pageSize = max(request.pageSize, 1)
    let start = min(max(request.cursor ?? startOffset, 0), items.count)
    let end = min(start + pageSize, items.count)
    return Page(
      items: Array(items[start..<end]),
      nextCursor: end < items.count ? end : nil,
      previousCursor: start > 0 ? max(start - pageSize, 0) : nil
    )
  }

  private func nextFailure() -> (any Error)? {
    // Both draws happen on every request, so switching failures on or off does not shift
    // the random failures that follow.
    let roll = failureRandom.nextUnit()
    let kind = failureRandom.nextInt(in: 0...2)
    if failsNextRequest || failsEveryRequest {
      failsNextRequest = false
      defer { forcedFailureCount += 1 }
      return Self.failure(kind: forcedFailureCount % 3)
    }
    guard roll < failureRate else { return nil }
    randomFailureCount += 1
    return Self.failure(kind: kind)
  }

  /// What a failing request throws: a connection error, a server error, or a timeout.
  private static func failure(kind: Int) -> any Error {
    switch kind {
    case 0: URLError(.notConnectedToInternet)
    case 1: AppError.invalidResponse
    default: URLError(.timedOut)
    }
  }

  // MARK: - Posts

  private static let openers = [
    "Notes on", "A field guide to", "Rethinking", "Testing", "Why we chose", "Debugging",
    "Lessons from", "Understanding", "Shipping", "The case for",
  ]

  private static let topics = [
    "value types", "async sequences", "actors", "result builders", "key paths",
    "property wrappers", "generics", "enums with payloads", "Sendable", "clocks",
    "reducers", "observation", "paging", "task groups", "error handling", "cancellation",
  ]

  private static func posts(count: Int, seed: UInt64) -> [FeedItem] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<max(count, 0)).map { index in
      let opener = openers[random.nextInt(in: 0...openers.count - 1)]
      let topic = topics[random.nextInt(in: 0...topics.count - 1)]
      return FeedItem(id: index + 1, title: "\(opener) \(topic)")
    }
  }
}
