import ErrorHandling
import LoadingStates
import Paging
import Testing
import Unidirectional

@testable import PagingDemo

struct ScreenRendererTests {
  /// The screen without its title line.
  private func body(_ state: FeedFeature.State, step: DemoStep = step(1, "x")) -> [String] {
    ScreenRenderer.render(state, step: step).split(separator: "\n").dropFirst().map(String.init)
  }

  @Test func theTitleNamesTheStepTheActionAndTheStateAndFillsTheWidth() {
    let screen = ScreenRenderer.render(state(.paging(rows(3))), step: step(7, "reachBottom"))
    let title = screen.split(separator: "\n")[0]

    #expect(title == "── step 7 · reachBottom → paging ───────────────")
    #expect(title.count == ScreenRenderer.width)
  }

  @Test func idleShowsThatNothingLoadedYet() {
    #expect(body(state(.idle, nextPage: .firstPage)) == ["  (nothing loaded yet)"])
  }

  @Test func initialLoadingShowsASpinnerOverPlaceholderRows() {
    #expect(
      body(state(.initialLoading, nextPage: .firstPage)) == [
        "  ⟳  Loading posts…",
        "  ░░░ ░░░░░░░░░░░░░░░░░░░░░░",
        "  ░░░ ░░░░░░░░░░░░░░░░░",
        "  ░░░ ░░░░░░░░░░░░░░░░░░░░░░░░░",
      ]
    )
  }

  @Test func loadingFailureShowsAFullScreenErrorWithRetry() {
    #expect(
      body(state(.loadingFailure(.network), nextPage: .firstPage)) == [
        "  ✕  Couldn't load posts",
        "     We couldn't reach the server. Check your",
        "     connection and try again.",
        "     [t] retry",
      ]
    )
  }

  @Test func retryLoadingKeepsShowingTheErrorWithASpinner() {
    #expect(
      body(state(.retryLoading(.network), nextPage: .firstPage)) == [
        "  ✕  Couldn't load posts",
        "     We couldn't reach the server. Check your",
        "     connection and try again.",
        "  ⟳  Retrying…",
      ]
    )
  }

  @Test func successShowsTheRowsAndWhereTheNextPageStarts() {
    #expect(
      body(state(.success(rows(3)))) == [
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func successWithNoPostsShowsTheEmptyState() {
    #expect(
      body(state(.success(rows(0)), nextPage: .endOfList)) == [
        "  No posts yet",
        "  0 posts · end of list",
      ]
    )
  }

  @Test func reLoadingShowsThePullToRefreshSpinnerAboveTheRows() {
    #expect(
      body(state(.reLoading(rows(2)))) == [
        "  ⟳  Refreshing… (pull to refresh)",
        "  #1 Post 1",
        "  #2 Post 2",
        "  2 posts · more from offset 3",
      ]
    )
  }

  @Test func reLoadingFailureShowsABannerAboveTheSavedRows() {
    #expect(
      body(state(.reLoadingFailure(rows(2), .invalidResponse))) == [
        "  ! Couldn't refresh — showing saved items",
        "    The server isn't responding as expected.",
        "    Please try again in a moment.",
        "  #1 Post 1",
        "  #2 Post 2",
        "  2 posts · more from offset 3",
      ]
    )
  }

  @Test func pagingShowsTheRowsThenASpinnerRow() {
    #expect(
      body(state(.paging(rows(3)))) == [
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  ⟳  Loading more…",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func pagingFailureShowsTheRowsThenAnErrorRowWithRetry() {
    #expect(
      body(state(.pagingFailure(rows(3), .network))) == [
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  ✕  Couldn't load more — [t] retry",
        "     We couldn't reach the server. Check your",
        "     connection and try again.",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func aLongListShowsTheFirstAndLastRowsAroundACountOfTheRest() {
    #expect(
      body(state(.success(rows(20)), nextPage: .endOfList)) == [
        "  #1  Post 1",
        "  #2  Post 2",
        "  #3  Post 3",
        "  …   15 more",
        "  #19 Post 19",
        "  #20 Post 20",
        "  20 posts · end of list",
      ]
    )
  }

  @Test func anIgnoredActionShowsTheFeaturesReasonUnderTheTitle() {
    let ignored = step(23, "reachBottom", ignoredReason: "reachBottom ignored: end of list")

    let lines = ScreenRenderer.render(state(.success(rows(1)), nextPage: .endOfList), step: ignored)
      .split(separator: "\n")

    #expect(lines[0].hasPrefix("── step 23 · reachBottom → success ──"))
    #expect(lines[1] == "  ↳ reachBottom ignored: end of list")
  }

  @Test func aLongTitleIsCutToTheScreenWidth() {
    let item = FeedItem(id: 1, title: String(repeating: "word ", count: 20))
    let list = PagingDataState<FeedRows, AppError>.success(FeedRows(uniqueElements: [item]))

    let row = body(state(list))[0]

    #expect(row.count == ScreenRenderer.width)
    #expect(row.hasSuffix("…"))
  }

  @Test func everyLineFitsTheScreenWidthInEveryState() {
    let states: [PagingDataState<FeedRows, AppError>] = [
      .idle, .initialLoading, .loadingFailure(.decoding), .retryLoading(.decoding),
      .success(rows(57)), .reLoading(rows(57)), .reLoadingFailure(rows(57), .decoding),
      .paging(rows(57)), .pagingFailure(rows(57), .decoding),
    ]
    for list in states {
      let screen = ScreenRenderer.render(state(list), step: step(100, "responseReceived"))
      for line in screen.split(separator: "\n") {
        #expect(line.count <= ScreenRenderer.width, "\(list.phase): \(line)")
      }
    }
  }
}
