import ErrorHandling
import Foundation
import LoadingStates
import Paging
import Unidirectional

/// `paging-demo --url`: the same screens over a real JSON endpoint. The list appears, then
/// scrolls to the bottom until the endpoint says the list ended; the first failure ends the
/// walk with one line that says what went wrong.
///
/// The endpoint gets `offset` and `limit` query items and answers
/// `{"items": [{"id": 1, "title": "…"}, …]}`; a page shorter than the limit is the last.
@MainActor
struct RemoteWalk {
  /// What a finished walk reports.
  struct Summary: Encodable, Equatable {
    let summary = true
    let url: String
    let requests: Int
    let itemsShown: Int
    let ended = "endOfList"

    /// The summary as the last line of a text run.
    var text: String {
      "\nlisted \(itemsShown) posts from \(url) in \(requests) requests · end of list reached"
    }
  }

  /// Why the walk stopped early, in one line for standard error.
  struct Failure: Error, Equatable {
    let line: String
  }

  /// The body of a page.
  private struct RemotePage: Decodable {
    let items: [FeedItem]
  }

  /// The endpoint.
  let url: URL
  /// The page size and the output format.
  let options: DemoOptions
  /// Receives each screen or JSON line, then the summary.
  let emit: @MainActor (String) -> Void

  /// The most pages the walk asks for, so an endpoint that never ends still lets it end.
  static let maxPages = 1_000

  /// Pages through the endpoint, printing every state.
  ///
  /// - Returns: The summary, or the failure that stopped the walk.
  func run() async -> Result<Summary, Failure> {
    let lastFailure = LockedState<ErrorLogRecord?>(nil)
    let requests = LockedState(0)
    let pagination = HTTPPagination<Int>.offset()
    let source = HTTPPageSource<FeedItem, Int>(
      url: url, pagination: pagination, timeout: .seconds(10), decoding: RemotePage.self
    ) { page, request in
      pagination.page(of: page.items, answering: request)
    }
    let feature = FeedFeature(
      pageSize: options.pageSize,
      errorLogger: ErrorLogger { record in lastFailure.withLock { $0 = record } }
    ) { request in
      requests.withLock { $0 += 1 }
      return try await source.fetch(request)
    }
    let store = DemoSession.recordedStore(feature, in: StepLog.printing(json: options.json, to: emit))
    await store.send(.appear).finish()
    var pages = 1
    while case .cursor = store.state.nextPage, !store.state.list.hasError, pages < Self.maxPages {
      await store.send(.reachBottom).finish()
      pages += 1
    }
    if let error = store.state.list.error {
      return .failure(Failure(line: failureLine(error, record: lastFailure.withLock { $0 })))
    }
    let summary = Summary(
      url: url.absoluteString, requests: requests.withLock { $0 }, itemsShown: store.state.items.count
    )
    emit(options.json ? JSONStateLine.line(encoding: summary) : summary.text)
    return .success(summary)
  }

  /// `paging-demo: http://…/posts: the server answered 404 (AppError.notFound)`.
  private func failureLine(_ error: AppError, record: ErrorLogRecord?) -> String {
    let cause =
      switch record?.underlying {
      case let failure as HTTPFailure:
        failure.reason
      default:
        error.developerDescription
      }
    return "paging-demo: \(url.absoluteString): \(cause) (AppError.\(error.caseName))"
  }
}
