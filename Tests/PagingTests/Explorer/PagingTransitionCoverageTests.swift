import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// Every pair of a list's case and an action that can happen is tried by a scenario test:
/// the explorer lists the reachable pairs, the scenario tests below record the pairs they
/// exercise.
@MainActor
@Suite("PagingFeature transition coverage")
struct PagingTransitionCoverageTests {
  @Test("Given every reachable (case × action) pair, each one is exercised by a scenario test")
  func everyReachablePairIsExercisedByAScenarioTest() async {
    let coverage = TransitionCoverage<Feed.State, Feed.Action>(
      stateCase: \.list.phase.rawValue, actionName: arrowName(of:))
    await coverage.recording { await Self.runPagingScenarios() }
    let reachable = coverage.reachable(in: PagingExplorer.paging(exploredFeed()))

    let exercised = reachable.count - coverage.unexercised(of: reachable).count
    print("PagingFeature transition coverage, \(exercised) of \(reachable.count) reachable pairs exercised:")
    print(coverage.matrix(of: reachable))
    let unexercised = coverage.unexercised(of: reachable)
    #expect(unexercised.isEmpty, "Reachable and never exercised: \(unexercised)")
  }

  /// The paging feature's scenario tests: each one's TestStore records its steps.
  static func runPagingScenarios() async {
    await PagingFeaturePolicyTests().appearingTwiceLoadsOnce()
    await PagingFeaturePolicyTests().reachBottomSpamStartsOnePageRequest()
    await PagingFeaturePolicyTests().reachingTheBottomAtTheEndOfTheListRequestsNothing()
    await PagingFeaturePolicyTests().reachingTheBottomBeforeAnythingLoadedRequestsNothing()
    await PagingFeaturePolicyTests().refreshWinsOverPagingAndTheLatePageAnswerIsIgnored()
    await PagingFeaturePolicyTests().refreshCancelsThePageRequestInFlight()
    await PagingFeaturePolicyTests().aResponseToASupersededRequestChangesNothing()
    await PagingFeaturePolicyTests().refreshWhileAlreadyLoadingStartsNoSecondRequestAndFinishesWithTheLoad()
    await PagingFeaturePolicyTests().aRefreshTaskFinishesWhenTheReloadSettles()
    await PagingFeaturePolicyTests().itemsWhoseIDIsAlreadyListedAreDroppedFromTheNextPage()
    await PagingFeaturePolicyTests().aPageWhoseNextCursorDoesNotAdvanceIsAnErrorNotALoop()
    await PagingFeaturePolicyTests().threeFailuresThenASuccess()
    await PagingFeaturePolicyTests().anItemAppearingNearTheEndPrefetchesTheNextPage()
    await PagingFeaturePolicyTests().retryAfterAFailedRefreshReloads()
    await PagingFeaturePolicyTests().retryWithNothingFailedDoesNothing()
    await PagingFeatureArticleCaseTests().case0AFirstLoadShowsASpinnerThenTheItems()
    await PagingFeatureArticleCaseTests().case0AFailedFirstLoadShowsTheError()
    await PagingFeatureArticleCaseTests().case1ARefreshKeepsShowingTheItemsWhileItReloads()
    await PagingFeatureArticleCaseTests().case2ARetryKeepsShowingTheErrorWhileItRetries()
    await PagingFeatureArticleCaseTests().case3ReachingTheBottomShowsASpinnerRowThenAppendsTheNextPage()
    await PagingFeatureArticleCaseTests().case3AFailedPageKeepsTheItemsAndRetryAsksForTheSameCursor()
    await PagingFeatureArticleCaseTests().case4AFailedRefreshKeepsTheItemsAndRaisesABanner()
    await PagingFeatureCancelledRequestTests().aFirstLoadTheClientCancelledGoesBackToIdleNotToAFailure()
    await PagingFeatureCancelledRequestTests().aPageTheClientCancelledLeavesTheRowsWithoutAnErrorRow()
    for listIndex in 0..<3 {
      await PagingFeatureRefreshJoinTests().aRefreshDuringALoadFinishesWhenThatLoadSettles(listIndex: listIndex)
    }
    await PagingFeatureRefreshJoinTests().cancellingAJoinedRefreshLeavesTheLoadRunning()
    await PagingFeatureRefreshWhilePagingTests().aRefreshWhileAPageLoadsIsIgnoredAndItsTaskEndsAtOnce()
    await PagingFeatureRefreshWhilePagingTests().aRefreshOnceThePageSettledReloadsAsUsual()
    await ScreenGoesAwayTests()
      .givenAFirstPageInFlightWhenTheListDisappearsThenItIsIdleAgainAndAppearingLoadsAgain()
    await ScreenGoesAwayTests()
      .givenAPageInFlightWhenTheListDisappearsThenTheRowsStayWithoutASpinnerRow()
    await ScreenGoesAwayTests()
      .givenNothingInFlightWhenTheListDisappearsThenNothingChangesAndItSaysWhy()
    for row in PagingFeatureTransitionTableTests.rows {
      await PagingFeatureTransitionTableTests().eachRowEndsInItsStatedState(row)
    }
  }
}
