import LoadingStates
import Testing

struct LoadingStateTests {
  typealias Projected = LoadingState<[String], TestFailure>

  static let shown = Fixture.shown
  static let old = Fixture.old

  @Test func eachDataStateCaseProjectsToTheLookItKeepsOnScreen() {
    // Given
    let expected: [(Loaded, Projected)] = [
      (.idle, .idle),
      (.initialLoading, .loading),
      (.reLoading(Self.shown), .loaded(Self.shown)),
      (.retryLoading(Self.old), .failed(Self.old)),
      (.success(Self.shown), .loaded(Self.shown)),
      (.loadingFailure(Self.old), .failed(Self.old)),
      (.reLoadingFailure(Self.shown, Self.old), .loaded(Self.shown)),
    ]

    // When / Then
    #expect(expected.map(\.0.phase) == Loaded.everyCase.map(\.phase))
    for (state, projected) in expected {
      #expect(state.loadingState == projected, "\(state)")
    }
  }

  @Test func eachPagingDataStateCaseProjectsToTheLookItKeepsOnScreen() {
    // Given
    let expected: [(Paged, Projected)] = [
      (.idle, .idle),
      (.initialLoading, .loading),
      (.reLoading(Self.shown), .loaded(Self.shown)),
      (.retryLoading(Self.old), .failed(Self.old)),
      (.success(Self.shown), .loaded(Self.shown)),
      (.loadingFailure(Self.old), .failed(Self.old)),
      (.reLoadingFailure(Self.shown, Self.old), .loaded(Self.shown)),
      (.paging(Self.shown), .loaded(Self.shown)),
      (.pagingFailure(Self.shown, Self.old), .loaded(Self.shown)),
    ]

    // When / Then
    #expect(expected.map(\.0.phase) == Paged.everyCase.map(\.phase))
    for (state, projected) in expected {
      #expect(state.loadingState == projected, "\(state)")
    }
  }

  @Test func aFailedRefreshStillShowsTheValueAndKeepsItsErrorOnTheFullState() {
    // Given
    var state = Loaded.success(Self.shown)
    state.startLoading()

    // When
    state.fail(Fixture.new)

    // Then
    #expect(state.loadingState == .loaded(Self.shown))
    #expect(state.error == Fixture.new)
  }
}
