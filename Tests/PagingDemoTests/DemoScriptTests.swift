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
    let summary = await DemoScript(options: options, clock: ImmediateClock()) { output.append($0) }
      .run()
    let lines = try output.dropLast().map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    return (summary, lines)
  }

  private static let theWalk: [(action: String, state: String)] = [
    ("start", "idle"),
    ("appear", "initialLoading"), ("responseReceived", "loadingFailure"),
    ("retry", "retryLoading"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "pagingFailure"),
    ("retry", "paging"), ("responseReceived", "success"),
    ("refresh", "reLoading"), ("responseReceived", "reLoadingFailure"),
    ("refresh", "reLoading"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "paging"), ("responseReceived", "success"),
    ("reachBottom", "success"),
  ]

  @Test(arguments: [42, 0, 7, 2024] as [UInt64])
  func theWalkGoesThroughAllNineStatesToTheEndOfTheListForAnySeed(seed: UInt64) async throws {
    let (summary, lines) = try await walk(DemoOptions(seed: seed))

    let walked = lines.map { ($0["action"] as? String ?? "?", $0["state"] as? String ?? "?") }
    #expect(walked.map(\.0) == Self.theWalk.map(\.action))
    #expect(walked.map(\.1) == Self.theWalk.map(\.state))
    #expect(lines.map { $0["step"] as? Int } == Array(0...23))
    #expect(summary.allNineVisited)
    #expect(summary.ending == .endOfList)
  }

  @Test func theSummaryCountsTheWalk() async throws {
    let (summary, _) = try await walk()

    #expect(summary.steps == 23)
    #expect(summary.ignoredActions == 1)
    #expect(summary.requests == 11)
    #expect(summary.forcedFailures == 3)
    #expect(summary.randomFailures == 0)
    #expect(summary.itemsShown == 57)
    #expect(summary.itemsInFeed == 57)
    #expect(
      summary.phaseCounts == [
        .idle: 1, .initialLoading: 1, .loadingFailure: 1, .retryLoading: 1, .success: 8,
        .paging: 7, .pagingFailure: 1, .reLoading: 2, .reLoadingFailure: 1,
      ]
    )
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
    #expect(summary.itemsShown == DemoFeed.itemCount(forPageSize: pageSize))
  }

  @Test(arguments: [0.2, 0.5, 0.8] as [Double], [1, 2, 3, 42] as [UInt64])
  func randomFailuresStillEndTheWalk(rate: Double, seed: UInt64) async throws {
    let (summary, _) = try await walk(DemoOptions(seed: seed, failureRate: rate))

    let pages = (DemoFeed.itemCount(forPageSize: 10) + 9) / 10
    #expect(summary.steps <= 2 * DemoScript.maxMoves(pageCount: pages))
    switch summary.ending {
    case .endOfList:
      #expect(summary.allNineVisited)
      #expect(summary.itemsShown == summary.itemsInFeed)
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

  @Test func theScreensOutputShowsEveryStepThenTheSummary() async {
    var output: [String] = []
    await DemoScript(options: DemoOptions(), clock: ImmediateClock()) { output.append($0) }.run()

    let text = output.joined(separator: "\n")
    #expect(output.first?.hasPrefix("paging-demo · seed 42 · 10 posts per page") == true)
    #expect(text.contains("── step 0 · start → idle ──"))
    #expect(text.contains("── step 23 · reachBottom → success ──"))
    #expect(text.contains("  ↳ reachBottom ignored: end of list"))
    #expect(text.contains("  ! Couldn't refresh — showing saved items"))
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

  @Test func thePlannerFailsAPageThenARefreshBeforePagingOn() {
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
        == .send(.reachBottom, failing: false)
    )
  }

  @Test func thePlannerStopsAfterOneReachBottomAtTheEndOfTheList() {
    var progress = DemoScript.Progress(visited: Set(DemoSummary.walkOrder))
    let end = state(.success(rows(3)), nextPage: .endOfList)

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
