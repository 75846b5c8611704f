import LoadingStates
import Testing

struct DataStateAccessorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let state: Loaded
    let value: [String]?
    let error: TestFailure?
    let isLoading: Bool
    let isInitialLoading: Bool
    let isFailure: Bool

    var testDescription: String { "\(state)" }
  }

  static let shown = Fixture.shown
  static let old = Fixture.old

  static let spec: [Row] = [
    Row(
      state: .idle, value: nil, error: nil,
      isLoading: false, isInitialLoading: false, isFailure: false),
    Row(
      state: .initialLoading, value: nil, error: nil,
      isLoading: true, isInitialLoading: true, isFailure: false),
    Row(
      state: .reLoading(shown), value: shown, error: nil,
      isLoading: true, isInitialLoading: false, isFailure: false),
    Row(
      state: .retryLoading(old), value: nil, error: old,
      isLoading: true, isInitialLoading: false, isFailure: false),
    Row(
      state: .success(shown), value: shown, error: nil,
      isLoading: false, isInitialLoading: false, isFailure: false),
    Row(
      state: .loadingFailure(old), value: nil, error: old,
      isLoading: false, isInitialLoading: false, isFailure: true),
    Row(
      state: .reLoadingFailure(shown, old), value: shown, error: old,
      isLoading: false, isInitialLoading: false, isFailure: true),
  ]

  @Test func theSpecCoversEveryCaseOnce() {
    #expect(Self.spec.map(\.state.phase) == Loaded.everyCase.map(\.phase))
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
    #expect(state.isFailure == row.isFailure)
    #expect(state.hasError == (row.error != nil))
    #expect(state.failure == (row.isFailure ? row.error : nil))
  }

  @Test func onlyTheFirstLoadCountsAsInitialLoadingNotItsRetry() {
    #expect(Loaded.initialLoading.isInitialLoading)
    #expect(!Loaded.retryLoading(Fixture.old).isInitialLoading)
    #expect(Loaded.retryLoading(Fixture.old).isLoading)
  }
}
