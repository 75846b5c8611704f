import ErrorHandling
import Paging
import Unidirectional
import UnidirectionalTesting

/// The paging walk's server: fixed pages, each request answered as the step that started
/// it scripted, after its latency on the walk's test clock.
///
/// Page `n` of four holds the items `3n − 1 ..< 3n + 3` (page 0: 0, 1, 2): every page after
/// the first repeats the last item of the one before, as a feed does when an item was
/// added at the top between two requests, so the list must drop the duplicate. Cursors are
/// page numbers; the last page's next cursor is `nil`.
///
/// Nothing answers by itself. A request parks here until the walk takes it with
/// ``answer(_:)``, which the walk does in deadline order as it moves the clock, so answers
/// arrive in the order their latencies dictate, and every wait the walk makes on the server
/// is resumed by the event it waits for (see ``waitForRequests(_:)``).
final class ScriptedPageServer: Sendable {
  /// How many pages the feed has.
  static let pageCount = 4
  /// How many items a page holds, the repeated one aside.
  static let pageSize = 3
  /// How many distinct items the feed has.
  static let itemCount = pageCount * pageSize

  /// A request that arrived and has not been answered or stopped.
  private struct ParkedRequest {
    let number: Int
    let request: PageRequest<Int>
    let reply: PagingReply
    let deadline: TestClock.Instant
    let continuation: CheckedContinuation<Page<Post, Int>, any Error>
    /// Whether the app cancelled it; a reply that ignores cancellation still answers.
    var isCancelledByTheApp = false
  }

  private struct Ledger {
    var parked: [Int: ParkedRequest] = [:]
    var numbersGiven = 0
    var arrivedCount = 0
    var nextReply: PagingReply?
    var stoppedRequests: [Int] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    mutating func takeWaiters() -> [CheckedContinuation<Void, Never>] {
      let ready = waiters.filter { $0.count <= arrivedCount }
      waiters.removeAll { $0.count <= arrivedCount }
      return ready.map(\.continuation)
    }
  }

  private let ledger = LockedState(Ledger())
  private let clock: TestClock

  /// Creates a server that times its answers on `clock`.
  init(clock: TestClock) {
    self.clock = clock
  }

  /// The items of page `page`.
  static func ids(onPage page: Int) -> Range<Int> {
    max(page * pageSize - 1, 0)..<(page + 1) * pageSize
  }

  // MARK: - The app's side

  /// The feature's `fetch`: parks until the walk answers, or until the app cancels.
  func fetch(_ request: PageRequest<Int>) async throws -> Page<Post, Int> {
    let number = ledger.withLock { ledger in
      defer { ledger.numbersGiven += 1 }
      return ledger.numbersGiven
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        park(number, request, continuation)
      }
    } onCancel: {
      cancel(number)
    }
  }

  private func park(
    _ number: Int,
    _ request: PageRequest<Int>,
    _ continuation: CheckedContinuation<Page<Post, Int>, any Error>
  ) {
    let now = clock.now
    let (isCancelled, ready) = ledger.withLock { ledger in
      let reply = ledger.nextReply ?? .simplest
      ledger.nextReply = nil
      ledger.arrivedCount += 1
      let isCancelled = Task.isCancelled && !reply.ignoresCancellation
      if isCancelled {
        ledger.stoppedRequests.append(number)
      } else {
        ledger.parked[number] = ParkedRequest(
          number: number,
          request: request,
          reply: reply,
          deadline: now.advanced(by: .milliseconds(reply.latency)),
          continuation: continuation,
          isCancelledByTheApp: Task.isCancelled
        )
      }
      return (isCancelled, ledger.takeWaiters())
    }
    if isCancelled { continuation.resume(throwing: CancellationError()) }
    for waiter in ready { waiter.resume() }
  }

  private func cancel(_ number: Int) {
    let call = ledger.withLock { ledger -> ParkedRequest? in
      guard let call = ledger.parked[number] else { return nil }
      guard !call.reply.ignoresCancellation else {
        ledger.parked[number]?.isCancelledByTheApp = true
        return nil
      }
      ledger.stoppedRequests.append(number)
      return ledger.parked.removeValue(forKey: number)
    }
    call?.continuation.resume(throwing: CancellationError())
  }

  // MARK: - The walk's side

  /// Scripts the answer to the next request that arrives; unscripted requests get
  /// ``PagingReply/simplest``.
  func replyToNextRequest(_ reply: PagingReply?) {
    ledger.withLock { $0.nextReply = reply }
  }

  /// How many requests have arrived so far.
  var arrivedCount: Int { ledger.withLock { $0.arrivedCount } }

  /// Suspends until `count` requests have arrived in all, resumed by the arrival itself.
  func waitForRequests(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let isReady = ledger.withLock { ledger in
        guard ledger.arrivedCount < count else { return true }
        ledger.waiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// The numbers of the requests the app cancelled and the server stopped working on, since
  /// the last time the walk asked.
  func takeStoppedRequests() -> [Int] {
    ledger.withLock { ledger in
      defer { ledger.stoppedRequests.removeAll() }
      return ledger.stoppedRequests
    }
  }

  /// How many requests are parked, answered or not yet.
  var parkedCount: Int { ledger.withLock { $0.parked.count } }

  /// The requests parked that the app still waits for, oldest first.
  var requestsTheAppWaitsFor: [PageRequest<Int>] {
    ledger.withLock { ledger in
      ledger.parked.values.filter { !$0.isCancelledByTheApp }.sorted { $0.number < $1.number }
        .map(\.request)
    }
  }

  /// The parked request whose answer is due first by `instant`: the earliest deadline, the
  /// earliest request among equal deadlines.
  func nextDueRequest(by instant: TestClock.Instant) -> (number: Int, deadline: TestClock.Instant)? {
    ledger.withLock { ledger in
      ledger.parked.values
        .filter { $0.deadline <= instant }
        .min { ($0.deadline, $0.number) < ($1.deadline, $1.number) }
        .map { ($0.number, $0.deadline) }
    }
  }

  /// Answers every parked request, oldest first: how a server left behind by a relaunched
  /// app lets its requests end.
  func answerEveryParkedRequest() {
    let numbers = ledger.withLock { $0.parked.keys.sorted() }
    for number in numbers { _ = answer(number) }
  }

  /// Answers the parked request `number` as its reply scripted, and returns the answer.
  func answer(_ number: Int) -> PagingAnswer {
    guard let call = ledger.withLock({ $0.parked.removeValue(forKey: number) }) else {
      preconditionFailure("request \(number) is not parked")
    }
    let page = call.request.cursor ?? 0
    let items = Self.ids(onPage: page)
    let nextCursor = page + 1 < Self.pageCount ? page + 1 : nil
    switch call.reply.outcome {
    case .page:
      call.continuation.resume(returning: Page(items: items.map(Post.init), nextCursor: nextCursor))
      return .page(ids: Array(items), nextCursor: nextCursor)
    case .repeatedCursor:
      let repeated = call.request.cursor ?? nextCursor
      call.continuation.resume(returning: Page(items: items.map(Post.init), nextCursor: repeated))
      return .page(ids: Array(items), nextCursor: repeated)
    case .failure:
      call.continuation.resume(throwing: AppError.network)
      return .failure
    case .cancelledBySource:
      call.continuation.resume(throwing: AppError.cancelled)
      return .cancelledBySource
    }
  }
}
