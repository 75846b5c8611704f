import ErrorHandling
import LoadingStates
import Testing

/// `AppError.cancelled` tells the loading states it is a cancellation, so a feature that
/// fails with whatever its request threw never shows a cancelled load as a failure.
struct AppErrorCancellationTests {
  @Test(arguments: [
    (AppError.cancelled, true), (.network, false), (.unknown, false), (.validation(reason: "x"), false),
  ])
  func givenAnAppErrorThenOnlyCancelledIsACancellation(error: AppError, isCancellation: Bool) {
    #expect(error.isCancellation == isCancellation)
  }

  @Test func givenAFirstLoadWhenItFailsWithCancelledThenTheScreenIsIdleAgainNotAFailure() {
    var state: DataState<String, AppError> = .initialLoading

    let changed = state.fail(.cancelled)

    #expect(changed)
    #expect(state == .idle)
  }

  @Test func givenAPageLoadingWhenItFailsWithCancelledThenTheRowsStayWithNoErrorRow() {
    var state: PagingDataState<[Int], AppError> = .paging([1, 2])

    state.fail(.cancelled)

    #expect(state == .success([1, 2]))
  }
}
