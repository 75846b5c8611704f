import ErrorHandling
import Foundation
import Paging
import Testing
import Unidirectional

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension FixtureServerTests {
  /// Every way a real server or network fails, and the `AppError` each one becomes, with the
  /// detail a developer needs kept beside it.
  @Suite(.timeLimit(.minutes(1)))
  struct HTTPFailureTests {
    let server = FixtureServer.shared

    /// The failure fetching the first page of `path` ends in.
    func failure(of path: String, timeout: Duration = .seconds(10)) async -> HTTPFailure? {
      do {
        _ = try await cursorSource(path, timeout: timeout).fetch(
          PageRequest(cursor: nil, pageSize: 10))
        return nil
      } catch {
        return error as? HTTPFailure
      }
    }

    @Test(arguments: [
      ("/status/401", AppError.unauthorized),
      ("/status/403", .forbidden),
      ("/status/404", .notFound),
      ("/status/429?retry_after=7", .rateLimited(retryAfter: .seconds(7))),
      ("/status/429", .rateLimited(retryAfter: nil)),
      ("/status/500", .invalidResponse),
      ("/status/503", .invalidResponse),
      ("/malformed", .decoding),
      ("/wrong-shape", .decoding),
      ("/wrong-content-type", .invalidResponse),
      ("/empty", .noData),
      ("/html-error", .invalidResponse),
      ("/html-ok", .invalidResponse),
    ])
    func givenABadAnswerWhenAPageIsFetchedThenItBecomesTheRightAppError(
      path: String, expected: AppError
    ) async {
      let failure = await failure(of: path)

      #expect(failure?.appError == expected)
      #expect(failure.map { AppError($0) } == expected)
    }

    @Test func givenARefusedConnectionWhenAPageIsFetchedThenItIsANetworkFailure() async {
      let port = FixtureServer.closedPort()
      let source = HTTPValueLoader<RemotePost>(
        url: URL(string: "http://127.0.0.1:\(port)/posts/1")!)

      do {
        _ = try await source.load()
        Issue.record("a closed port answered")
      } catch {
        let failure = error as? HTTPFailure
        #expect(failure?.appError == .network)
        #expect(failure?.underlying is URLError)
        #expect(failure?.status == nil)
      }
    }

    @Test
    func
      givenABodyCutShort_whenAPageIsFetched_thenItIsARetryableNetworkFailureThatKeepsTheTransportError()
      async
    {
      let failure = await failure(of: "/cut-short")

      #expect(failure?.appError == .network)
      #expect(failure.map { AppError($0).isRetryable } == true)
      #expect(failure?.underlying is URLError)
      #expect(failure?.status == nil)
    }

    @Test func givenASlowServerWhenTheTimeoutPassesThenItIsANetworkFailure() async {
      let failure = await failure(of: "/posts?delay=5", timeout: .milliseconds(300))

      #expect(failure?.appError == .network)
      #expect((failure?.underlying as? URLError)?.code == .timedOut)
    }

    @Test func givenJSONOfTheWrongShapeWhenDecodedThenTheCodingPathIsKeptForTheLogger()
      async throws
    {
      let failure = try #require(await failure(of: "/wrong-shape"))

      #expect(failure.underlying is DecodingError)
      #expect(failure.status == 200)
      #expect(failure.debugDescription.contains("items"))
      #expect(failure.reason.contains("FeedResponse"))
    }

    @Test func givenAnHTMLErrorPageWhenFetchedThenTheStatusTypeAndPageAreKept() async throws {
      let failure = try #require(await failure(of: "/html-error?echo=gateway"))

      #expect(failure.status == 502)
      #expect(failure.contentType?.hasPrefix("text/html") == true)
      #expect(failure.bodyExcerpt?.contains("502 Bad Gateway") == true)
      #expect(failure.reason.contains("HTML"))
      #expect(failure.code == 502)
    }

    @Test func givenAWrongContentTypeWhenFetchedThenTheReasonNamesIt() async throws {
      let failure = try #require(await failure(of: "/wrong-content-type"))

      #expect(failure.reason == "expected JSON, got text/plain; charset=utf-8")
    }

    @Test
    func givenAFailureWithASecretInTheURLAndBodyWhenLoggedInProductionThenNoneOfItIsWritten()
      async throws
    {
      let secret = "tok-93af1c"
      let failure = try #require(await failure(of: "/status/404?token=\(secret)&echo=\(secret)"))
      let lines = LockedLines()

      ErrorLogger.production(write: lines.append).log(failure)
      ErrorLogger.development(write: lines.appendDevelopment).log(failure)

      #expect(lines.production == ["error=notFound code=404"])
      #expect(lines.development.contains(secret), "development keeps the detail")
    }

    @Test func givenARetryAfterDateWhenTheServerSendsItThenTheWaitIsTheTimeUntilThen()
      async throws
    {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
      let server = FixtureServer.shared
      let sent = Date()
      let inAMinute = formatter.string(from: sent.addingTimeInterval(60))
      let query = "retry_after=\(inAMinute)".addingPercentEncoding(
        withAllowedCharacters: .urlQueryAllowed)!

      do {
        _ = try await HTTPValueLoader<RemotePost>(url: server.url("/status/429?\(query)")).load()
        Issue.record("a 429 loaded a value")
      } catch {
        // The date has whole seconds, so it lies in (sent + 59 s, sent + 60 s]; the wait is
        // counted from when the answer arrived, which a loaded machine (a sanitizer run) delays.
        let answered = Date().timeIntervalSince(sent)
        guard case .rateLimited(let wait?) = AppError(error) else {
          Issue.record("expected a rate limit with a wait, got \(error)")
          return
        }
        #expect(wait > .seconds(59 - answered) && wait <= .seconds(60))
      }
    }
  }
}

/// What two loggers wrote, kept apart.
final class LockedLines: Sendable {
  private let storage = LockedState<(production: [String], development: String)>(([], ""))
  var production: [String] { storage.withLock { $0.production } }
  var development: String { storage.withLock { $0.development } }
  func append(_ line: String) { storage.withLock { $0.production.append(line) } }
  func appendDevelopment(_ line: String) { storage.withLock { $0.development += line } }
}
