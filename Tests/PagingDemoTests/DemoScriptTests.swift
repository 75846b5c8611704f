import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional

@testable import PagingDemo

@MainActor
struct DemoScriptTests {
  /// Runs the scripted walk on an immediate clock with JSON output, returning the summary and
  /// every state line as a dictionary.
  private func walk(
    _ options: DemoOptions = DemoOptions()
  ) async throws -> (summary: DemoSummary, lines: [[String: Any]]) {
    var options = options
    options.json = true
    var output: [String] = []
    let summary = try await DemoScript(options: options, clock: ImmediateClock()) { output.append($0) }
      .run()
    let lines = try output.dropLast().map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    return (summary, lines)
  }

  /// The nine states, as the walk opened at post 21 reaches them.
  private static let theNineStates: [(action: String, state: String)] = [
    ("start", "idle"),
    ("appear", "initialLoading"), ("responseReceived", "loadingFailure"),
    ("retry", "retryLoading"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "pagingFailure"),
    ("retry", "paging"), ("responseReceived", "success"),
    ("refresh", "reLoading"), ("responseReceived", "reLoadingFailure"),
    ("refresh", "reLoading"), ("responseReceived", "success"),
  ]

  /// The edits: like the top row, settle the like, delete the last row.
  private static let theEdits: [(action: String, state: String)] = [
    ("edit", "success"), ("editSettled", "success"), ("edit", "success"),
  ]

  /// Up from post 21 to the start: the first try fails, then two pages of ten.
  private static let upToTheStart: [(action: String, state: String)] = [
    ("reachTop", "success"), ("previousPageReceived", "success"),
    ("retryTop", "success"), ("previousPageReceived", "success"),
    ("reachTop", "success"), ("previousPageReceived", "success"),
  ]

  /// Down from post 30 to the end, then one more reachBottom, ignored.
  private static let downToTheEnd: [(action: String, state: String)] = [
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "success"),
  ]

  private static let theWalk = theNineStates + theEdits + upToTheStart + downToTheEnd

  @Test(arguments: [42, 0, 7, 2024] as [UInt64])
  func theWalkGoesThroughAllNineStatesEditsThenToTheStartAndTheEndForAnySeed(seed: UInt64) async throws {
    let (summary, lines) = try await walk(DemoOptions(seed: seed))

    let walked = lines.map { ($0["action"] as? String ?? "?", $0["state"] as? String ?? "?") }
    #expect(walked.map(\.0) == Self.theWalk.map(\.action))
    #expect(walked.map(\.1) == Self.theWalk.map(\.state))
    #expect(lines.map { $0["step"] as? Int } == Array(0...28))
    #expect(summary.allNineVisited)
    #expect(summary.ending == .endOfList)
  }

  @Test func theSummaryCountsTheWalk() async throws {
    let (summary, _) = try await walk()

    #expect(summary.steps == 28)
    #expect(summary.ignoredActions == 1)
    #expect(summary.requests == 12)
    #expect(summary.forcedFailures == 4)
    #expect(summary.randomFailures == 0)
    #expect(summary.itemsShown == 56)
    #expect(summary.itemsInFeed == 57)
    #expect(
      summary.phaseCounts == [
        .idle: 1, .initialLoading: 1, .loadingFailure: 1, .retryLoading: 1, .success: 15,
        .paging: 5, .pagingFailure: 1, .reLoading: 2, .reLoadingFailure: 1,
      ]
    )
  }

  @Test func givenTheMiddleThenTheTopShowsASpinnerThenAnErrorRowThenLoadsToTheStart() async throws {
    let (_, lines) = try await walk()

    let top = lines[15...21].map { $0["previousPage"] as? String }
    #expect(top == ["available", "loading", "failed", "loading", "available", "loading", "start"])
    #expect(lines[17]["topError"] as? String == "We couldn't reach the server. Check your connection and try again.")
    #expect(lines[21]["reachedStart"] as? Bool == true)
    #expect(lines[21]["firstItem"] as? String == lines.last?["firstItem"] as? String)
    #expect(lines.last?["reachedStart"] as? Bool == true && lines.last?["reachedEnd"] as? Bool == true)
  }

  @Test func givenTheEditsThenTheTopPostIsLikedWhilePendingThenSettledAndTheLastOneDeleted() async throws {
    let (_, lines) = try await walk()

    let edits = lines[13...15]
    #expect(edits.map { $0["liked"] as? [Int] } == [[21], [21], [21]])
    #expect(edits.map { $0["pendingEdits"] as? Int } == [1, 0, 0])
    #expect(edits.map { $0["itemCount"] as? Int } == [10, 10, 9])
    #expect(lines[15]["firstItem"] as? String == lines[14]["firstItem"] as? String)
    #expect((lines[14]["lastItem"] as? String)?.hasPrefix("#30 ") == true)
    #expect((lines[15]["lastItem"] as? String)?.hasPrefix("#29 ") == true)
  }

  @Test func givenTheTopThenTheWalkLoadsNothingUpwardsButStillEditsAndVisitsAllNine() async throws {
    let (summary, lines) = try await walk(DemoOptions(startAt: 1))

    let actions = lines.map { $0["action"] as? String ?? "?" }
    #expect(!actions.contains("reachTop") && !actions.contains("previousPageReceived"))
    #expect(actions.filter { $0 == "edit" }.count == 2)
    #expect(lines.allSatisfy { $0["previousPage"] as? String == "start" })
    #expect(summary.allNineVisited)
    #expect(summary.ending == .endOfList)
    #expect(summary.itemsShown == 56)
  }

  @Test(arguments: [1, 30, 57])
  func givenAnyStartThenTheWalkVisitsAllNineAndShowsTheWholeFeedButTheDeletedPost(startAt: Int) async throws {
    let (summary, _) = try await walk(DemoOptions(startAt: startAt))

    #expect(summary.allNineVisited)
    #expect(summary.ending == .endOfList)
    #expect(summary.itemsShown == summary.itemsInFeed - 1)
  }

  @Test func theLastReachBottomIsIgnoredForTheEndOfTheList() async throws {
    let (_, lines) = try await walk()

    #expect(lines.last?["ignoredReason"] as? String == "reachBottom ignored: end of list")
    #expect(lines.last?["nextPage"] as? String == "end")
    #expect(lines.dropLast().allSatisfy { $0["ignoredReason"] is NSNull })
  }

  @Test func theBannerShowsOnlyAfterTheRefreshFailed() async throws {
    let (_, lines) = try await walk()

    let banners = lines.filter { $0["banner"] as? Bool == true }
    #expect(banners.map { $0["state"] as? String } == ["reLoadingFailure"])
  }

  @Test(arguments: [1, 16, 100])
  func everyPageSizeStillVisitsAllNineStates(pageSize: Int) async throws {
    let (summary, _) = try await walk(DemoOptions(pageSize: pageSize))

    #expect(summary.allNineVisited)
    #expect(summary.ending == .endOfList)
    #expect(summary.itemsShown == DemoFeed.itemCount(forPageSize: pageSize, startOffset: 20) - 1)
  }

  @Test(arguments: [0.2, 0.5, 0.8] as [Double], [1, 2, 3, 42] as [UInt64])
  func randomFailuresStillEndTheWalk(rate: Double, seed: UInt64) async throws {
    let (summary, _) = try await walk(DemoOptions(seed: seed, failureRate: rate))

    let pages = (DemoFeed.itemCount(forPageSize: 10) + 9) / 10
    #expect(summary.steps <= 2 * DemoScript.maxMoves(pageCount: pages))
    switch summary.ending {
    case .endOfList:
      #expect(summary.allNineVisited)
      // A refresh after the delete brings the deleted post back: the server wins.
      #expect(summary.itemsShown >= summary.itemsInFeed - 1)
    case .gaveUp(let failures):
      #expect(failures == DemoScript.maxFailuresInARow + 1)
    default:
      Issue.record("unexpected ending \(summary.ending)")
    }
  }

  @Test func aFeedThatAlwaysFailsEndsWithTheScriptGivingUp() async throws {
    let (summary, lines) = try await walk(DemoOptions(failureRate: 1))

    #expect(summary.ending == .gaveUp(failuresInARow: 6))
    #expect(!summary.allNineVisited)
    #expect(summary.itemsShown == 0)
    #expect(lines.last?["state"] as? String == "loadingFailure")
  }

  @Test func theScreensOutputShowsEveryStepThenTheSummary() async throws {
    var output: [String] = []
    try await DemoScript(options: DemoOptions(), clock: ImmediateClock()) { output.append($0) }.run()

    let text = output.joined(separator: "\n")
    #expect(output.first?.hasPrefix("paging-demo · seed 42 · 10 posts per page") == true)
    #expect(text.contains("── step 0 · start → idle ──"))
    #expect(text.contains("── step 28 · reachBottom → success ──"))
    #expect(text.contains("  ↳ reachBottom ignored: end of list"))
    #expect(text.contains("  ! Couldn't refresh — showing saved items"))
    #expect(text.contains("── step 13 · edit update #21 → success ──"))
    #expect(text.contains("  #21 ♥ "))
    #expect(text.contains("  ⋯  1 edit waiting for the server"))
    #expect(text.contains("── step 15 · edit remove #30 → success ──"))
    #expect(text.contains("  ⟳  Loading earlier posts…"))
    #expect(text.contains("  ✕  Couldn't load earlier posts — [t] retry"))
    #expect(text.contains("  ── start of list ──"))
    #expect(output.last?.contains("  states visited   9 of 9 ✓ all nine") == true)
  }

  // MARK: - The planner

  @Test func thePlannerFailsTheFirstAppearSoTheErrorScreenShows() {
    let move = DemoScript.nextMove(in: FeedFeature.State(), progress: .init())

    #expect(move == .send(.appear, failing: true))
  }

  @Test func thePlannerRetriesAfterALoadOrPageFailureAndRefreshesAfterTheBanner() {
    let progress = DemoScript.Progress()

    #expect(
      DemoScript.nextMove(in: state(.loadingFailure(.network)), progress: progress)
        == .send(.retry, failing: false)
    )
    #expect(
      DemoScript.nextMove(in: state(.pagingFailure(rows(3), .network)), progress: progress)
        == .send(.retry, failing: false)
    )
    #expect(
      DemoScript.nextMove(in: state(.reLoadingFailure(rows(3), .network)), progress: progress)
        == .send(.refresh, failing: false)
    )
  }

  @Test func thePlannerFailsAPageThenARefreshBeforeEditing() {
    var progress = DemoScript.Progress(visited: [.idle, .loadingFailure, .success])
    #expect(
      DemoScript.nextMove(in: state(.success(rows(3))), progress: progress)
        == .send(.reachBottom, failing: true)
    )

    progress.visited.insert(.pagingFailure)
    #expect(
      DemoScript.nextMove(in: state(.success(rows(3))), progress: progress)
        == .send(.refresh, failing: true)
    )

    progress.visited.insert(.reLoadingFailure)
    #expect(
      DemoScript.nextMove(in: state(.success(rows(3))), progress: progress)
        == .send(.edit(.update(FeedItem(id: 1, title: "Post 1", liked: true)), pending: true), failing: false)
    )
  }

  // MARK: - The planner, once the nine states are seen

  /// What the walk knows once it saw the nine states and made its edits.
  private static let edited = DemoScript.Progress(visited: Set(DemoSummary.walkOrder), liked: true, deleted: true)

  @Test func thePlannerSettlesThePendingLikeThenDeletesTheLastPostNotLiked() {
    var liked = rows(3)
    liked[id: 1] = FeedItem(id: 1, title: "Post 1", liked: true)
    var pending = state(.success(liked))
    pending.pendingEdits = [.update(FeedItem(id: 1, title: "Post 1", liked: true))]
    let progress = DemoScript.Progress(visited: Set(DemoSummary.walkOrder), liked: true)

    #expect(DemoScript.nextMove(in: pending, progress: progress) == .send(.editSettled(1), failing: false))
    pending.pendingEdits = []
    #expect(DemoScript.nextMove(in: pending, progress: progress) == .send(.edit(.remove(3)), failing: false))
  }

  @Test func thePlannerFailsTheFirstReachTopThenRetriesTheTopThenReachesTopAgain() {
    var middle = state(.success(rows(3)))
    middle.top = .available(.cursor(10))
    var progress = Self.edited

    #expect(DemoScript.nextMove(in: middle, progress: progress) == .send(.reachTop, failing: true))

    middle.top = .failed(.cursor(10), .network)
    progress.didSettle(in: middle, visited: progress.visited, failing: true)
    #expect(progress.topFailed)
    #expect(progress.failuresInARow == 0)
    #expect(DemoScript.nextMove(in: middle, progress: progress) == .send(.retryTop, failing: false))

    middle.top = .available(.cursor(0))
    #expect(DemoScript.nextMove(in: middle, progress: progress) == .send(.reachTop, failing: false))
  }

  @Test func thePlannerCountsATopThatFailsByItselfAsAFailureInARow() {
    var progress = Self.edited
    var failed = state(.success(rows(3)))
    failed.top = .failed(.cursor(10), .network)

    progress.didSettle(in: failed, visited: progress.visited, failing: false)

    #expect(progress.failuresInARow == 1)
  }

  @Test func thePlannerLoadsUpwardsToTheStartBeforePagingDown() {
    var middle = state(.success(rows(3)), nextPage: .cursor(30))
    middle.top = .available(.cursor(0))
    var progress = Self.edited
    progress.topFailed = true

    #expect(DemoScript.nextMove(in: middle, progress: progress) == .send(.reachTop, failing: false))
    middle.top = .end
    #expect(DemoScript.nextMove(in: middle, progress: progress) == .send(.reachBottom, failing: false))
  }

  @Test func thePlannerStopsAfterOneReachBottomAtTheEndOfTheList() {
    var progress = Self.edited
    let end = state(.success(rows(3)), nextPage: .end)

    #expect(DemoScript.nextMove(in: end, progress: progress) == .send(.reachBottom, failing: false))
    progress.sawEndOfList = true
    #expect(DemoScript.nextMove(in: end, progress: progress) == .stop(.endOfList))
  }

  @Test func thePlannerGivesUpAfterTooManyFailuresInARow() {
    let progress = DemoScript.Progress(failuresInARow: DemoScript.maxFailuresInARow + 1)

    #expect(
      DemoScript.nextMove(in: state(.loadingFailure(.network)), progress: progress)
        == .stop(.gaveUp(failuresInARow: 6))
    )
  }

  @Test func thePlannerStopsAtItsLimitOnActions() {
    let progress = DemoScript.Progress(moves: 64, moveLimit: 64)

    #expect(
      DemoScript.nextMove(in: state(.loadingFailure(.network)), progress: progress)
        == .stop(.stepLimit(actions: 64))
    )
  }

  @Test func thePlannerStopsIfTheStateIsStillLoading() {
    #expect(
      DemoScript.nextMove(in: state(.paging(rows(3))), progress: .init())
        == .stop(.unexpected(.paging))
    )
  }
}
