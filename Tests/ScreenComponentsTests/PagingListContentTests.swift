import ErrorHandling
import LoadingStates
import ScreenComponents
import Testing
import Unidirectional

/// The component every style shares draws each state as article 000 does, as a function.
struct PagingListContentTests {
  typealias Content = PagingListContent<Row>
  let shown = listed(1...3)
  let offline = AppError.network

  /// What the component draws for `state`; by default the last page is on screen.
  func drawn(
    _ state: PagingDataState<IdentifiedArray<Row>, AppError>,
    hasMore: Bool = false,
    placeholder: IdentifiedArray<Row>? = nil,
    language: AppError.Language = .english
  ) -> Content {
    Content(state, hasMore: hasMore, placeholder: placeholder, language: language)
  }

  @Test func givenNothingStartedThenItDrawsABlankAndTheFirstLoadASpinner() {
    #expect(drawn(.idle) == .blank)
    #expect(drawn(.initialLoading) == .spinner)
  }

  @Test func givenAPlaceholderWhenTheFirstLoadRunsThenItDrawsRedactedPlaceholderRows() {
    let stubs = listed(100...102)
    #expect(drawn(.initialLoading, placeholder: stubs) == .rows(stubs, bottom: .none, isRefreshing: false, isRedacted: true))
  }

  @Test func givenAPlaceholderThenTheRowsBranchHoldsFromBeforeTheFirstLoadUntilTheRowsArriveAsCaseEXDraws() {
    let stubs = listed(100...102)
    let drawings = [drawn(.idle, placeholder: stubs), drawn(.initialLoading, placeholder: stubs), drawn(.success(shown), placeholder: stubs)]

    #expect(drawings.allSatisfy { if case .rows = $0 { true } else { false } }, "one branch: a header and footer around the rows keep their identity")
    let redacted = drawings.map { drawing -> Bool? in
      if case .rows(_, _, _, let isRedacted) = drawing { isRedacted } else { nil }
    }
    #expect(redacted == [true, true, false])
  }

  @Test func givenAFailedFirstLoadThenItDrawsTheErrorScreenBusyWhileRetrying() {
    let message = offline.userMessage()
    #expect(drawn(.loadingFailure(offline)) == .error(message: message, isRetrying: false))
    #expect(drawn(.retryLoading(offline)) == .error(message: message, isRetrying: true))
  }

  @Test func givenAnEmptyListThenItDrawsTheEmptyScreenNotRowsNorAnError() {
    #expect(drawn(.success(IdentifiedArray())) == .empty(isRefreshing: false))
  }

  @Test func givenAnEmptyListWhenItReloadsOrTheReloadFailsThenTheEmptyScreenStays() {
    let none = IdentifiedArray<Row>()
    #expect(drawn(.reLoading(none)) == .empty(isRefreshing: true))
    #expect(drawn(.reLoadingFailure(none, offline)) == .empty(isRefreshing: false))
  }

  @Test func givenAnEmptyListWhileAPageLoadsOrAfterItFailedThenItDrawsTheEmptyScreenAsTheArticleDoes() {
    let none = IdentifiedArray<Row>()
    #expect(drawn(.paging(none)) == .empty(isRefreshing: false))
    #expect(drawn(.pagingFailure(none, offline)) == .empty(isRefreshing: false))
  }

  @Test func givenRowsThenTheBottomRowSpinsWhilePagingAndRetriesAfterAFailedPage() {
    #expect(drawn(.success(shown)) == .rows(shown, bottom: .none, isRefreshing: false, isRedacted: false))
    #expect(drawn(.paging(shown)) == .rows(shown, bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(
      drawn(.pagingFailure(shown, offline))
        == .rows(shown, bottom: .retry(message: offline.userMessage()), isRefreshing: false, isRedacted: false)
    )
  }

  @Test func givenSettledRowsWithMorePagesThenTheyEndInASpinnerRowThatAsksForTheNextPage() {
    #expect(drawn(.success(shown), hasMore: true) == .rows(shown, bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(
      drawn(.reLoadingFailure(shown, offline), hasMore: true)
        == .rows(shown, bottom: .loadingMore, isRefreshing: false, isRedacted: false),
      "a failed reload can page on (Case 4)"
    )
    #expect(
      drawn(.reLoading(shown), hasMore: true) == .rows(shown, bottom: .none, isRefreshing: true, isRedacted: false),
      "a reload replaces the pages: no page is asked for below it"
    )
  }

  @Test func givenRowsWhenReloadingOrAfterAFailedReloadThenTheRowsStay() {
    #expect(drawn(.reLoading(shown)) == .rows(shown, bottom: .none, isRefreshing: true, isRedacted: false))
    #expect(drawn(.reLoadingFailure(shown, offline)) == .rows(shown, bottom: .none, isRefreshing: false, isRedacted: false))
  }

  @Test func givenJapaneseThenTheErrorIsWordedInJapanese() {
    let content = drawn(.loadingFailure(offline), language: .japanese)
    #expect(content == .error(message: offline.userMessage(in: .japanese), isRetrying: false))
    #expect(offline.userMessage(in: .japanese) != offline.userMessage(in: .english))
  }
}
