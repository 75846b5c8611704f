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

  @Test func givenNothingStartedThenItDrawsABlankAndTheFirstLoadASpinner() {
    #expect(Content(.idle) == .blank)
    #expect(Content(.initialLoading) == .spinner)
  }

  @Test func givenAPlaceholderWhenTheFirstLoadRunsThenItDrawsRedactedPlaceholderRows() {
    let stubs = listed(100...102)
    #expect(Content(.initialLoading, placeholder: stubs) == .rows(stubs, bottom: .none, isRefreshing: false, isRedacted: true))
  }

  @Test func givenAFailedFirstLoadThenItDrawsTheErrorScreenBusyWhileRetrying() {
    let message = offline.userMessage()
    #expect(Content(.loadingFailure(offline)) == .error(message: message, isRetrying: false))
    #expect(Content(.retryLoading(offline)) == .error(message: message, isRetrying: true))
  }

  @Test func givenAnEmptyListThenItDrawsTheEmptyScreenNotRowsNorAnError() {
    #expect(Content(.success(IdentifiedArray())) == .empty(isRefreshing: false))
  }

  @Test func givenAnEmptyListWhenItReloadsOrTheReloadFailsThenTheEmptyScreenStays() {
    let none = IdentifiedArray<Row>()
    #expect(Content(.reLoading(none)) == .empty(isRefreshing: true))
    #expect(Content(.reLoadingFailure(none, offline)) == .empty(isRefreshing: false))
  }

  @Test func givenAnEmptyListWhileAPageLoadsOrAfterItFailedThenItDrawsTheEmptyScreenAsTheArticleDoes() {
    let none = IdentifiedArray<Row>()
    #expect(Content(.paging(none)) == .empty(isRefreshing: false))
    #expect(Content(.pagingFailure(none, offline)) == .empty(isRefreshing: false))
  }

  @Test func givenRowsThenTheBottomRowSpinsWhilePagingAndRetriesAfterAFailedPage() {
    #expect(Content(.success(shown)) == .rows(shown, bottom: .none, isRefreshing: false, isRedacted: false))
    #expect(Content(.paging(shown)) == .rows(shown, bottom: .loadingMore, isRefreshing: false, isRedacted: false))
    #expect(
      Content(.pagingFailure(shown, offline))
        == .rows(shown, bottom: .retry(message: offline.userMessage()), isRefreshing: false, isRedacted: false)
    )
  }

  @Test func givenRowsWhenReloadingOrAfterAFailedReloadThenTheRowsStay() {
    #expect(Content(.reLoading(shown)) == .rows(shown, bottom: .none, isRefreshing: true, isRedacted: false))
    #expect(Content(.reLoadingFailure(shown, offline)) == .rows(shown, bottom: .none, isRefreshing: false, isRedacted: false))
  }

  @Test func givenJapaneseThenTheErrorIsWordedInJapanese() {
    let content = Content(.loadingFailure(offline), language: .japanese)
    #expect(content == .error(message: offline.userMessage(in: .japanese), isRetrying: false))
    #expect(offline.userMessage(in: .japanese) != offline.userMessage(in: .english))
  }
}
