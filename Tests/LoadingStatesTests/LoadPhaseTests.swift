import LoadingStates
import Testing

struct LoadPhaseTests {
  @Test func thePhasesAreNamedAfterTheCasesInDeclarationOrder() {
    #expect(
      LoadPhase.allCases.map(\.rawValue) == [
        "idle", "initialLoading", "reLoading", "retryLoading", "success", "loadingFailure",
        "reLoadingFailure", "paging", "pagingFailure",
      ])
  }

  @Test func aPhaseIsFoundAgainFromItsName() {
    #expect(LoadPhase(rawValue: "reLoadingFailure") == .reLoadingFailure)
    #expect(LoadPhase(rawValue: "loading") == nil)
  }

  @Test func eachDataStateCaseNamesItsPhase() {
    // Given
    let shown = Fixture.shown
    let old = Fixture.old
    let expected: [(Loaded, LoadPhase)] = [
      (.idle, .idle),
      (.initialLoading, .initialLoading),
      (.reLoading(shown), .reLoading),
      (.retryLoading(old), .retryLoading),
      (.success(shown), .success),
      (.loadingFailure(old), .loadingFailure),
      (.reLoadingFailure(shown, old), .reLoadingFailure),
    ]

    // When / Then
    #expect(expected.count == Loaded.everyCase.count)
    for (state, phase) in expected {
      #expect(state.phase == phase, "\(state)")
    }
  }

  @Test func eachPagingDataStateCaseNamesItsPhase() {
    // Given
    let shown = Fixture.shown
    let old = Fixture.old
    let expected: [(Paged, LoadPhase)] = [
      (.idle, .idle),
      (.initialLoading, .initialLoading),
      (.reLoading(shown), .reLoading),
      (.retryLoading(old), .retryLoading),
      (.success(shown), .success),
      (.loadingFailure(old), .loadingFailure),
      (.reLoadingFailure(shown, old), .reLoadingFailure),
      (.paging(shown), .paging),
      (.pagingFailure(shown, old), .pagingFailure),
    ]

    // When / Then
    #expect(Set(expected.map(\.1)) == Set(LoadPhase.allCases))
    for (state, phase) in expected {
      #expect(state.phase == phase, "\(state)")
    }
  }

  struct Row: Sendable {
    let phase: LoadPhase
    let isLoading: Bool
    let isFailure: Bool
    let holdsValue: Bool
  }

  static let spec: [Row] = [
    Row(phase: .idle, isLoading: false, isFailure: false, holdsValue: false),
    Row(phase: .initialLoading, isLoading: true, isFailure: false, holdsValue: false),
    Row(phase: .reLoading, isLoading: true, isFailure: false, holdsValue: true),
    Row(phase: .retryLoading, isLoading: true, isFailure: false, holdsValue: false),
    Row(phase: .success, isLoading: false, isFailure: false, holdsValue: true),
    Row(phase: .loadingFailure, isLoading: false, isFailure: true, holdsValue: false),
    Row(phase: .reLoadingFailure, isLoading: false, isFailure: true, holdsValue: true),
    Row(phase: .paging, isLoading: false, isFailure: false, holdsValue: true),
    Row(phase: .pagingFailure, isLoading: false, isFailure: false, holdsValue: true),
  ]

  @Test(arguments: spec)
  func eachPhaseAnswersItsAccessorsAsTheSpecSays(_ row: Row) {
    #expect(row.phase.isLoading == row.isLoading)
    #expect(row.phase.isFailure == row.isFailure)
    #expect(row.phase.holdsValue == row.holdsValue)
  }

  @Test func theSpecCoversEveryPhaseOnce() {
    #expect(Self.spec.map(\.phase) == LoadPhase.allCases)
  }

  @Test(arguments: Loaded.everyCase)
  func aDataStatesPhaseAgreesWithTheStateItself(_ state: Loaded) {
    #expect(state.phase.isLoading == state.isLoading)
    #expect(state.phase.isFailure == state.isFailure)
    #expect(state.phase.hasError == state.hasError)
    #expect(state.phase.holdsValue == (state.value != nil))
  }

  @Test(arguments: Paged.everyCase)
  func aPagingDataStatesPhaseAgreesWithTheStateItself(_ state: Paged) {
    #expect(state.phase.isLoading == state.isLoading)
    #expect(state.phase.isFailure == state.isFailure)
    #expect(state.phase.hasError == state.hasError)
    #expect(state.phase.holdsValue == (state.value != nil))
  }
}
