import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Testing
import Unidirectional

/// The ready features log with the store's `\.errorLogger` dependency unless given a
/// logger: in full in a debug build, redacted in a release build, as article 002's error
/// handler picks, and through whatever an app or a test sets.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DefaultErrorLoggerTests {
  @Test func givenAValueFeatureWithNoLoggerWhenItsLoadFailsThenTheDependencysLoggerGetsTheOriginalError() async {
    // Given
    let records = LockedState<[ErrorLogRecord]>([])
    let feature = LoadFeature<Int> { throw URLError(.timedOut) }
      .dependencies { $0.errorLogger = ErrorLogger { record in records.withLock { $0.append(record) } } }
    let store = Store(initialState: LoadFeature<Int>.State(), reducer: feature)

    // When
    await store.send(.appear).finish()

    // Then
    #expect(store.state.data == .loadingFailure(.network))
    let logged = records.withLock { $0 }
    #expect(logged.count == 1)
    #expect(logged.first?.underlying is URLError, "the error as it was thrown, before it was classified")
  }

  @Test func givenAFeedWithNoLoggerWhenAPageFailsThenTheDependencysLoggerGetsIt() async {
    // Given
    let records = LockedState(0)
    let feed = Feed(pageSize: pageSize) { _ in throw URLError(.notConnectedToInternet) }
      .dependencies { $0.errorLogger = ErrorLogger { _ in records.withLock { $0 += 1 } } }
    let store = Store(initialState: Feed.State(), reducer: feed)

    // When
    await store.send(.appear).finish()

    // Then
    #expect(store.state.list == .loadingFailure(.network))
    #expect(records.withLock { $0 } == 1)
  }
}
