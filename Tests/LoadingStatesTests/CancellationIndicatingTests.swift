import LoadingStates
import Testing

/// A `fail` whose error says it is a cancellation is not a failure: every state goes where
/// `cancelLoading()` takes it, so a cancelled load never shows an error screen.
struct CancellationIndicatingTests {
  /// An error type of an app's own, with a cancelled case.
  enum ScreenError: Error, Equatable, CancellationIndicating {
    case offline
    case stopped

    var isCancellation: Bool { self == .stopped }
  }

  @Test(arguments: DataState<[String], ScreenError>.allCases)
  func givenAnyDataStateWhenItFailsWithACancellationThenItDoesWhatCancelLoadingDoes(
    state: DataState<[String], ScreenError>
  ) {
    var failed = state
    var cancelled = state

    let failedChanged = failed.fail(.stopped)
    let cancelledChanged = cancelled.cancelLoading()

    #expect(failed == cancelled)
    #expect(failedChanged == cancelledChanged)
  }

  @Test(arguments: PagingDataState<[String], ScreenError>.allCases)
  func givenAnyPagingStateWhenItFailsWithACancellationThenItDoesWhatCancelLoadingDoes(
    state: PagingDataState<[String], ScreenError>
  ) {
    var failed = state
    var cancelled = state

    let failedChanged = failed.fail(.stopped)
    let cancelledChanged = cancelled.cancelLoading()

    #expect(failed == cancelled)
    #expect(failedChanged == cancelledChanged)
  }

  @Test func givenAReloadWhenSwiftsCancellationErrorArrivesThenTheRowsStayWithoutAnError() {
    var state: PagingDataState<[String], any Error> = .reLoading(["a"])

    state.fail(CancellationError())

    guard case .success(let rows) = state else { return #expect(Bool(false), "\(state)") }
    #expect(rows == ["a"])
  }

  @Test func givenAnErrorThatIsNotACancellationThenItStillFails() {
    var state: DataState<[String], ScreenError> = .reLoading(["a"])

    state.fail(.offline)

    #expect(state == .reLoadingFailure(["a"], .offline))
  }
}

extension DataState where Value == [String], Failure == CancellationIndicatingTests.ScreenError {
  /// One state of each case.
  static var allCases: [Self] {
    [.idle, .initialLoading, .reLoading(["a"]), .retryLoading(.offline), .success(["a"]),
     .loadingFailure(.offline), .reLoadingFailure(["a"], .offline)]
  }
}

extension PagingDataState where Value == [String], Failure == CancellationIndicatingTests.ScreenError {
  /// One state of each case.
  static var allCases: [Self] {
    [.idle, .initialLoading, .reLoading(["a"]), .retryLoading(.offline), .success(["a"]),
     .loadingFailure(.offline), .reLoadingFailure(["a"], .offline), .paging(["a"]),
     .pagingFailure(["a"], .offline)]
  }
}

