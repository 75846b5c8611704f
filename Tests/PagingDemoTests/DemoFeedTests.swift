import ErrorHandling
import Foundation
import Paging
import Testing
import Unidirectional

@testable import PagingDemo

@MainActor
struct DemoFeedTests {
  /// Every page of `feed`, requested cursor by cursor until the next cursor is `nil`.
  private func allPages(of feed: DemoFeed, pageSize: Int) async throws -> [Page<FeedItem, Int>] {
    var pages: [Page<FeedItem, Int>] = []
    var cursor: Int?
    repeat {
      let page = try await feed.fetch(PageRequest(cursor: cursor, pageSize: pageSize))
      pages.append(page)
      cursor = page.nextCursor
    } while cursor != nil && pages.count < 100
    return pages
  }

  @Test func theSameSeedGivesTheSamePosts() {
    let first = DemoFeed(seed: 42, clock: ImmediateClock())
    let second = DemoFeed(seed: 42, clock: ImmediateClock())

    #expect(first.items == second.items)
    #expect(first.items.count == DemoFeed.minimumItemCount)
    #expect(first.items.map(\.id) == Array(1...DemoFeed.minimumItemCount))
  }

  @Test func anotherSeedGivesOtherTitles() {
    let first = DemoFeed(seed: 42, clock: ImmediateClock())
    let second = DemoFeed(seed: 43, clock: ImmediateClock())

    #expect(first.items.map(\.title) != second.items.map(\.title))
  }

  @Test func aPostsHeadlineIsItsNumberAndTitle() {
    #expect(FeedItem(id: 12, title: "Notes on value types").headline == "#12 Notes on value types")
  }

  @Test func givenAPostWhenItsLikeIsToggledThenItsHeadlineHasAHeartUntilToggledAgain() {
    let post = FeedItem(id: 12, title: "Notes on value types")

    let liked = post.togglingLike()

    #expect(liked.liked)
    #expect(liked.headline == "#12 ♥ Notes on value types")
    #expect(liked.togglingLike() == post)
  }

  @Test func givenAServersPostWhenDecodedThenItIsNotLiked() throws {
    let post = try JSONDecoder().decode(FeedItem.self, from: Data(#"{"id": 3, "title": "Three"}"#.utf8))

    #expect(post == FeedItem(id: 3, title: "Three"))
    #expect(!post.liked)
  }

  @Test func pagingByCursorReachesTheEndWithANilCursorOnTheLastPage() async throws {
    let feed = DemoFeed(seed: 42, clock: ImmediateClock())

    let pages = try await allPages(of: feed, pageSize: 10)

    #expect(pages.map(\.items.count) == [10, 10, 10, 10, 10, 7])
    #expect(pages.map(\.nextCursor) == [10, 20, 30, 40, 50, nil])
    #expect(pages.flatMap(\.items) == feed.items)
    #expect(feed.requestCount == 6)
  }

  @Test func aPageSizeThatDividesTheFeedStillEndsWithANilCursor() async throws {
    let feed = DemoFeed(seed: 1, itemCount: 20, clock: ImmediateClock())

    let pages = try await allPages(of: feed, pageSize: 10)

    #expect(pages.map(\.nextCursor) == [10, nil])
  }

  @Test func aCursorPastTheEndGetsAnEmptyLastPage() {
    let feed = DemoFeed(seed: 1, itemCount: 5, clock: ImmediateClock())

    let page = feed.page(for: PageRequest(cursor: 9, pageSize: 10))

    #expect(page == Page(items: [], nextCursor: nil, previousCursor: 0))
  }

  @Test func givenAStartOffsetWhenTheFirstPageIsAskedForThenItStartsThereAndNamesThePageAbove() {
    let feed = DemoFeed(seed: 42, startOffset: 20, clock: ImmediateClock())

    let page = feed.page(for: PageRequest(cursor: nil, pageSize: 10))

    #expect(page.items.map(\.id) == Array(21...30))
    #expect(page.nextCursor == 30)
    #expect(page.previousCursor == 10)
  }

  @Test func givenTheMiddleWhenPagedUpByPreviousCursorsThenTheTopPageHasNoPreviousCursor() async throws {
    let feed = DemoFeed(seed: 42, startOffset: 20, clock: ImmediateClock())
    var pages = [try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))]

    while let cursor = pages.last?.previousCursor, pages.count < 10 {
      pages.append(try await feed.fetch(PageRequest(cursor: cursor, pageSize: 10, kind: .prepend)))
    }

    #expect(pages.map(\.previousCursor) == [10, 0, nil])
    #expect(pages.reversed().flatMap(\.items) == Array(feed.items.prefix(30)))
  }

  @Test func givenAStartLessThanAPageFromTheTopWhenPagedUpThenThePageAboveIsTheTopPage() {
    let feed = DemoFeed(seed: 42, startOffset: 4, clock: ImmediateClock())

    let first = feed.page(for: PageRequest(cursor: nil, pageSize: 10))
    let above = feed.page(for: PageRequest(cursor: first.previousCursor, pageSize: 10, kind: .prepend))

    #expect(first.previousCursor == 0)
    #expect(above.items.map(\.id) == Array(1...10))
    #expect(above.previousCursor == nil)
  }

  @Test func eachRequestWaitsThreeToNineHundredMillisecondsOnTheClock() async throws {
    let clock = ImmediateClock()
    let feed = DemoFeed(seed: 42, clock: clock)
    var waits: [Duration] = []

    for _ in 0..<20 {
      let before = clock.now
      _ = try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))
      waits.append(before.duration(to: clock.now))
    }

    #expect(waits.allSatisfy { $0 >= .milliseconds(300) && $0 <= .milliseconds(900) })
    #expect(Set(waits).count > 1)
    #expect(clock.now.offset == feed.totalLatency)
  }

  @Test func theSameSeedWaitsTheSameLatencies() async throws {
    var totals: [Duration] = []
    for _ in 0..<2 {
      let feed = DemoFeed(seed: 7, clock: ImmediateClock())
      _ = try await allPages(of: feed, pageSize: 10)
      totals.append(feed.totalLatency)
    }

    #expect(totals[0] == totals[1])
  }

  @Test func failingTheNextRequestFailsExactlyOne() async throws {
    let feed = DemoFeed(seed: 42, clock: ImmediateClock())
    feed.failsNextRequest = true

    await #expect(throws: (any Error).self) {
      try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))
    }
    let page = try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))

    #expect(page.items.count == 10)
    #expect(feed.forcedFailureCount == 1)
    #expect(feed.requestCount == 2)
    #expect(!feed.failsNextRequest)
  }

  @Test func forcedFailuresTakeTurnsBetweenConnectionAndServerErrors() async {
    let feed = DemoFeed(seed: 42, clock: ImmediateClock())
    var errors: [AppError] = []

    for _ in 0..<3 {
      feed.failsNextRequest = true
      do {
        _ = try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))
      } catch {
        errors.append(AppError(error))
      }
    }

    #expect(errors == [.network, .invalidResponse, .network])
  }

  @Test func failingEveryRequestFailsUntilTurnedOff() async throws {
    let feed = DemoFeed(seed: 42, clock: ImmediateClock())
    feed.failsEveryRequest = true

    for _ in 0..<3 {
      await #expect(throws: (any Error).self) {
        try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))
      }
    }
    feed.failsEveryRequest = false
    _ = try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))

    #expect(feed.forcedFailureCount == 3)
  }

  @Test func aFailureRateOfOneFailsEveryRequestAtRandom() async {
    let feed = DemoFeed(seed: 42, failureRate: 1, clock: ImmediateClock())

    for _ in 0..<5 {
      await #expect(throws: (any Error).self) {
        try await feed.fetch(PageRequest(cursor: nil, pageSize: 10))
      }
    }

    #expect(feed.randomFailureCount == 5)
    #expect(feed.forcedFailureCount == 0)
  }

  @Test func randomFailuresAreTheSameForTheSameSeed() async {
    var outcomes: [[Bool]] = []
    for _ in 0..<2 {
      let feed = DemoFeed(seed: 5, failureRate: 0.5, clock: ImmediateClock())
      var run: [Bool] = []
      for _ in 0..<30 {
        run.append((try? await feed.fetch(PageRequest(cursor: nil, pageSize: 1))) != nil)
      }
      outcomes.append(run)
    }

    #expect(outcomes[0] == outcomes[1])
    #expect(outcomes[0].contains(true) && outcomes[0].contains(false))
  }

  @Test func theFeedHoldsAtLeastThreeAndAHalfPages() {
    #expect(DemoFeed.itemCount(forPageSize: 10) == 57)
    #expect(DemoFeed.itemCount(forPageSize: 20) == 70)
    #expect(DemoFeed.itemCount(forPageSize: 100) == 350)
  }

  @Test func givenALateStartThenTheFeedHoldsTwoPagesFromThere() {
    #expect(DemoFeed.itemCount(forPageSize: 10, startOffset: 20) == 57)
    #expect(DemoFeed.itemCount(forPageSize: 10, startOffset: 56) == 76)
    #expect(DemoFeed.itemCount(forPageSize: 100, startOffset: 56) == 350)
  }
}
