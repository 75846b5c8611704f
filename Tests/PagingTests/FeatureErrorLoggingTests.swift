import ErrorHandling
import Foundation
import LoadingStates
import Paging
import PagingTesting
import Testing
import Unidirectional
import UnidirectionalTesting

/// The ready features hand what their source threw to the logger before classifying it,
/// so the detail an `AppError` has no room for reaches a developer.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FeatureErrorLoggingTests {
  /// Keeps every record a logger is given.
  final class Records: Sendable {
    private let storage = LockedState<[ErrorLogRecord]>([])
    var all: [ErrorLogRecord] { storage.withLock { $0 } }
    var logger: ErrorLogger { ErrorLogger { record in self.storage.withLock { $0.append(record) } } }
  }

  struct Shape: Decodable { let id: Int }

  func decodingError() -> any Error {
    do {
      _ = try JSONDecoder().decode(Shape.self, from: Data(#"{"id":"one"}"#.utf8))
      return CancellationError()
    } catch {
      return error
    }
  }

  @Test func givenALoggerWhenAPageRequestThrowsThenTheOriginalErrorIsLoggedWhereTheFeatureWasMade() async {
    // Given
    let fetch = FeedFetch()
    let records = Records()
    let line: UInt = #line + 1
    let feed = Feed(pageSize: pageSize, errorLogger: records.logger) { try await fetch($0) }
    let store = TestStore(initialState: Feed.State(), reducer: feed)
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    // When
    await fetch.fail(firstPage, with: decodingError())

    // Then
    await store.receivePage(.failure(.decoding)) {
      $0.list = .loadingFailure(.decoding)
    }
    let record = records.all.first
    #expect(records.all.count == 1)
    #expect(record?.underlying is DecodingError, "the error as thrown, not its case")
    #expect(record?.error == .decoding)
    #expect(record?.fileID == "PagingTests/FeatureErrorLoggingTests.swift")
    #expect(record?.line == line)
  }

  @Test func givenALoggerWhenTheRequestIsCancelledThenNothingIsLogged() async {
    // Given
    let fetch = FeedFetch()
    let records = Records()
    let store = TestStore(
      initialState: Feed.State(),
      reducer: Feed(pageSize: pageSize, errorLogger: records.logger) { try await fetch($0) }
    )
    await store.send(.appear) {
      $0.list = .initialLoading
    }

    // When
    await store.send(.disappear) {
      $0.list = .idle
    }
    await store.finish()

    // Then
    #expect(records.all.isEmpty)
  }

  @Test func givenALoggerWhenTheOneValueLoadThrowsThenTheOriginalErrorIsLogged() async {
    // Given
    let load = ControlledDependency<String, Int>()
    let records = Records()
    let store = TestStore(
      initialState: LoadFeature<Int>.State(),
      reducer: LoadFeature<Int>(errorLogger: records.logger) { try await load("me") }
    )
    await store.send(.appear) {
      $0.data = .initialLoading
    }

    // When
    await load.fail("me", with: URLError(.cannotConnectToHost))

    // Then
    await store.receiveValue(.failure(.network)) {
      $0.data = .loadingFailure(.network)
    }
    #expect(records.all.map(\.underlying).first is URLError)
  }
}
