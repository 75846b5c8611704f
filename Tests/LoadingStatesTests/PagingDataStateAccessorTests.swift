import LoadingStates
import Testing

struct PagingDataStateAccessorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let state: Paged
    let value: [String]?
    let error: TestFailure?
    let isLoading: Bool
    let isInitialLoading: Bool
    let isPaging: Bool
    let isFailure: Bool
    let isPagingFailure: Bool

    var testDescription: String { "\(state)" }
  }

  static let shown = Fixture.shown
  static let old = Fixture.old

  static let spec: [Row] = [
    Row(
      state: .idle, value: nil, error: nil,
      isLoading: false, isInitialLoading: false, isPaging: false,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .initialLoading, value: nil, error: nil,
      isLoading: true, isInitialLoading: true, isPaging: false,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .reLoading(shown), value: shown, error: nil,
      isLoading: true, isInitialLoading: false, isPaging: false,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .retryLoading(old), value: nil, error: old,
      isLoading: true, isInitialLoading: false, isPaging: false,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .success(shown), value: shown, error: nil,
      isLoading: false, isInitialLoading: false, isPaging: false,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .loadingFailure(old), value: nil, error: old,
      isLoading: false, isInitialLoading: false, isPaging: false,
      isFailure: true, isPagingFailure: false),
    Row(
      state: .reLoadingFailure(shown, old), value: shown, error: old,
      isLoading: false, isInitialLoading: false, isPaging: false,
      isFailure: true, isPagingFailure: false),
    Row(
      state: .paging(shown), value: shown, error: nil,
      isLoading: false, isInitialLoading: false, isPaging: true,
      isFailure: false, isPagingFailure: false),
    Row(
      state: .pagingFailure(shown, old), value: shown, error: old,
      isLoading: false, isInitialLoading: false, isPaging: false,
      isFailure: false, isPagingFailure: true),
  ]

  @Test func theSpecCoversEveryCaseOnce() {
    #expect(Self.spec.map(\.state.phase) == Paged.everyCase.map(\.phase))
  }

  @Test(arguments: spec)
  func eachCaseAnswersEveryAccessorAsTheSpecSays(_ row: Row) {
    // Given
    let state = row.state

    // When / Then
    #expect(state.value == row.value)
    #expect(state.error == row.error)
    #expect(state.isLoading == row.isLoading)
    #expect(state.isInitialLoading == row.isInitialLoading)
    #expect(state.isPaging == row.isPaging)
    #expect(state.isFailure == row.isFailure)
    #expect(state.hasError == (row.error != nil))
    #expect(state.failure == (row.isFailure ? row.error : nil))
    #expect(state.isPagingFailure == row.isPagingFailure)
  }

  @Test func aPageInFlightIsPagingNotLoadingAsInTheArticleAndStartsNoSecondPage() {
    // Given
    var state = Paged.paging(Fixture.shown)

    // When
    let paged = state.startPaging()

    // Then: the article's guard is `isLoading || isPaging`
    #expect(!state.isLoading)
    #expect(state.isPaging)
    #expect(!paged)
  }

  @Test func theBannerFlagRisesOnceWhenARefreshFailsOverTheRows() {
    // Given: rows on screen, and the flag a view watches with `onChange(of: isFailure)`
    var state = Paged.success(Fixture.shown)
    var raised: [Bool] = [state.isFailure]

    // When: a refresh fails, then the user refreshes again and it fails again
    state.startLoading()
    raised.append(state.isFailure)
    state.fail(Fixture.old)
    raised.append(state.isFailure)
    state.startLoading()
    raised.append(state.isFailure)
    state.fail(Fixture.old)
    raised.append(state.isFailure)

    // Then: it rises with each failed refresh and falls while the next one runs
    #expect(raised == [false, false, true, false, true])
    #expect(state == .reLoadingFailure(Fixture.shown, Fixture.old))
  }

  @Test func aRetryAfterAFailedLoadKeepsTheErrorOnScreen() {
    // Given
    var state = Paged.loadingFailure(Fixture.old)

    // When
    state.startLoading()

    // Then: the retry is a load in flight, not a failure, but the error is still shown
    #expect(state == .retryLoading(Fixture.old))
    #expect(!state.isFailure)
    #expect(state.hasError)
    #expect(state.error == Fixture.old)
  }
}
