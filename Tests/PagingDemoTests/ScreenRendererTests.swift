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

  @Test func successShowsTheStartOfTheListTheRowsAndWhereTheNextPageStarts() {
    #expect(
      body(state(.success(rows(3)))) == [
        "  ── start of list ──",
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func successWithNoPostsShowsOnlyTheEmptyState() {
    #expect(body(state(.success(rows(0)), nextPage: .end)) == ["  No posts yet"])
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
        "  ── start of list ──",
        "  #1 Post 1",
        "  #2 Post 2",
        "  2 posts · more from offset 3",
      ]
    )
  }

  @Test func pagingShowsTheRowsThenASpinnerRow() {
    #expect(
      body(state(.paging(rows(3)))) == [
        "  ── start of list ──",
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
        "  ── start of list ──",
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
      body(state(.success(rows(20)), nextPage: .end)) == [
        "  ── start of list ──",
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

    let lines = ScreenRenderer.render(state(.success(rows(1)), nextPage: .end), step: ignored)
      .split(separator: "\n")

    #expect(lines[0].hasPrefix("── step 23 · reachBottom → success ──"))
    #expect(lines[1] == "  ↳ reachBottom ignored: end of list")
  }

  @Test func aLongTitleIsCutToTheScreenWidth() {
    let item = FeedItem(id: 1, title: String(repeating: "word ", count: 20))
    let list = PagingDataState<FeedRows, AppError>.success(FeedRows(uniqueElements: [item]))

    let row = body(state(list))[1]

    #expect(row.count == ScreenRenderer.width)
    #expect(row.hasSuffix("…"))
  }

  @Test func everyLineFitsTheScreenWidthInEveryState() {
    let states: [PagingDataState<FeedRows, AppError>] = [
      .idle, .initialLoading, .loadingFailure(.decoding), .retryLoading(.decoding),
      .success(rows(57)), .reLoading(rows(57)), .reLoadingFailure(rows(57), .decoding),
      .paging(rows(57)), .pagingFailure(rows(57), .decoding),
    ]
    let tops: [PageEdge<Int>] = [.end, .available(.cursor(10)), .loading(.cursor(10)), .failed(.cursor(10), .decoding)]
    for list in states {
      for top in tops {
        var shown = state(list)
        shown.top = top
        let screen = ScreenRenderer.render(shown, step: step(100, "responseReceived"))
        for line in screen.split(separator: "\n") {
          #expect(line.count <= ScreenRenderer.width, "\(list.phase), \(top): \(line)")
        }
      }
    }
  }

  // MARK: - The top, the ends and the edits

  /// A state showing `list`, by default three rows, whose top is `top`.
  private func listed(
    _ list: PagingDataState<FeedRows, AppError> = .success(rows(3)),
    top: PageEdge<Int>
  ) -> FeedFeature.State {
    var shown = state(list)
    shown.top = top
    return shown
  }

  @Test func givenPostsAboveThenARowAboveTheFirstSaysWhereTheyStart() {
    #expect(
      body(listed(top: .available(.cursor(10)))) == [
        "  ↑  earlier posts from offset 10",
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func givenThePageAboveLoadingThenASpinnerRowShowsAtTheTop() {
    #expect(
      body(listed(.paging(rows(3)), top: .loading(.cursor(10)))) == [
        "  ⟳  Loading earlier posts…",
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  ⟳  Loading more…",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func givenThePageAboveFailedThenAnErrorRowWithRetryShowsAtTheTop() {
    #expect(
      body(listed(top: .failed(.cursor(10), .network))) == [
        "  ✕  Couldn't load earlier posts — [t] retry",
        "     We couldn't reach the server. Check your",
        "     connection and try again.",
        "  #1 Post 1",
        "  #2 Post 2",
        "  #3 Post 3",
        "  3 posts · more from offset 3",
      ]
    )
  }

  @Test func givenARefreshOutThenNeitherTheStartNorTheEndOfTheListShows() {
    #expect(
      body(state(.reLoading(rows(2)), nextPage: .end)) == [
        "  ⟳  Refreshing… (pull to refresh)",
        "  #1 Post 1",
        "  #2 Post 2",
        "  2 posts",
      ]
    )
  }

  @Test func givenTheWholeListSettledThenItShowsBothEnds() {
    #expect(
      body(state(.success(rows(2)), nextPage: .end)) == [
        "  ── start of list ──",
        "  #1 Post 1",
        "  #2 Post 2",
        "  2 posts · end of list",
      ]
    )
  }

  @Test func givenALikedPostThenItsRowHasAHeart() {
    var liked = rows(2)
    liked[id: 2] = FeedItem(id: 2, title: "Post 2", liked: true)

    #expect(body(listed(.success(liked), top: .available(.cursor(10))))[2] == "  #2 ♥ Post 2")
  }

  @Test func givenAPendingEditThenALineUnderTheRowsCountsIt() {
    var shown = listed(top: .available(.cursor(10)))
    shown.pendingEdits = [.update(FeedItem(id: 1, title: "Post 1", liked: true))]

    #expect(body(shown).suffix(2) == ["  ⋯  1 edit waiting for the server", "  3 posts · more from offset 3"])
  }
}
