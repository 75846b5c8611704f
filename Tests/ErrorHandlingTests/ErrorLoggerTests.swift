import ErrorHandling
import Foundation
import Testing
import UnidirectionalBindings

/// Article 002's two loggers: development prints where and what, with the original error;
/// production keeps the case and a code, and nothing a user typed or a server sent.
@Suite
struct ErrorLoggerTests {
  static let secret = "s3cr3t-7d1f"

  /// An error of a data layer that carries what a developer needs, secrets included.
  struct LeakyHTTPError: ClassifiedError, CustomDebugStringConvertible {
    var appError: AppError { .notFound }
    var code: Int? { 404 }
    var debugDescription: String {
      "GET https://api.example/users?token=\(ErrorLoggerTests.secret) → 404: {\"email\":\"\(ErrorLoggerTests.secret)@example.com\"}"
    }
  }

  struct Item: Decodable { let id: Int }

  func decodingError() -> any Error {
    do {
      _ = try JSONDecoder().decode([String: [Item]].self, from: Data(#"{"items":[{"id":"one"}]}"#.utf8))
      return CancellationError()
    } catch {
      return error
    }
  }

  // MARK: - Development

  @Test func givenADevelopmentLoggerWhenAFailureIsLoggedThenTheEntryNamesThePlaceTheCaseAndTheOriginalError() {
    let sink = LogSink()

    sink.development.log(decodingError(), fileID: "Feed/FeedScreen.swift", line: 12, function: "body")

    #expect(sink.lines.count == 1)
    #expect(sink.text.contains("AppError.decoding"))
    #expect(sink.text.contains("at Feed/FeedScreen.swift:12 in body"))
    #expect(sink.text.contains("typeMismatch"), "the original error, not only its case")
    #expect(sink.text.contains("items") && sink.text.contains("id"), "its coding path")
  }

  @Test func givenADevelopmentLoggerWhenLoggedWithoutAPlaceThenTheCallersPlaceIsUsed() {
    let sink = LogSink()

    sink.development.log(URLError(.timedOut)); let line = #line

    #expect(sink.text.contains("ErrorHandlingTests/ErrorLoggerTests.swift:\(line)"))
    #expect(sink.text.contains("givenADevelopmentLoggerWhenLoggedWithoutAPlaceThenTheCallersPlaceIsUsed()"))
    #expect(sink.text.contains("AppError.network"))
  }

  @Test func givenADetailedErrorWhenLoggedInDevelopmentThenItsDetailIsKept() {
    let sink = LogSink()

    sink.development.log(LeakyHTTPError())

    #expect(sink.text.contains("AppError.notFound"))
    #expect(sink.text.contains("token=\(Self.secret)"))
  }

  // MARK: - Production

  @Test(arguments: [
    (LeakyHTTPError() as any Error, "error=notFound code=404"),
    (URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://x/?t=\(secret)")!]), "error=network code=-1004"),
    (AppError.validation(reason: "\(secret) is not a valid name"), "error=validation code=none"),
    (AppError.invalidData(reason: "user \(secret) has a negative balance"), "error=invalidData code=none"),
  ])
  func givenAProductionLoggerWhenASecretBearingFailureIsLoggedThenOnlyTheCaseAndCodeAreWritten(
    error: any Error,
    expected: String
  ) {
    let sink = LogSink()

    sink.production.log(error, fileID: "Secret/\(Self.secret).swift", line: 1, function: "f")

    #expect(sink.lines == [expected])
    #expect(!sink.text.contains(Self.secret))
  }

  @Test func givenAProductionLoggerWhenADecodingErrorIsLoggedThenNoneOfThePayloadIsWritten() {
    let sink = LogSink()

    sink.production.log(decodingError())

    #expect(sink.lines == ["error=decoding code=none"])
  }

  // MARK: - Classifying

  @Test func givenALoggerWhenAnErrorIsClassifiedThenItIsLoggedAsThrownAndItsCaseReturned() {
    let sink = LogSink()

    let classified = sink.recording.classify(LeakyHTTPError())

    #expect(classified == .notFound)
    #expect(sink.records.map(\.error) == [.notFound])
    #expect(sink.records.first?.underlying is LeakyHTTPError)
  }

  @Test(arguments: [CancellationError() as any Error, URLError(.cancelled), AppError.cancelled])
  func givenALoggerWhenACancellationIsClassifiedThenNothingIsLogged(error: any Error) {
    let sink = LogSink()

    let classified = sink.recording.classify(error)

    #expect(classified == .cancelled)
    #expect(sink.records.isEmpty)
  }

  @Test func givenAPinnedLoggerWhenLoggedAnywhereThenThePinnedPlaceIsReported() {
    let sink = LogSink()
    let pinned = sink.recording.pinned(fileID: "App/Feed.swift", line: 7, function: "body")

    pinned.log(URLError(.timedOut))

    #expect(sink.records.map { "\($0.fileID):\($0.line) \($0.function)" } == ["App/Feed.swift:7 body"])
  }

  @Test func givenTheDisabledLoggerWhenAnErrorIsClassifiedThenItIsStillClassified() {
    #expect(ErrorLogger.disabled.classify(URLError(.timedOut)) == .network)
  }
}
