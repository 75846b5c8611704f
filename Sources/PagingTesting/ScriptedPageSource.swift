import ErrorHandling
public import Paging
public import Unidirectional

/// A scripted server for a paged list: per cursor, the page it answers, how long it takes on
/// an injected clock, and whether it fails first. It records every request.
///
/// Pass its ``fetch(_:)`` to the ``/Paging/PagingFeature`` under test. With a
/// `TestClock`, a request is answered only when the test advances the clock by the page's
/// latency, so a scenario states which request is out at each step; a ``PagingScroller``
/// does that advancing for you. The script can change during a test: set a page with
/// ``subscript(cursor:)`` to make the server answer differently to the next refresh.
///
/// ```swift
/// let clock = TestClock()
/// let source = ScriptedPageSource<Post, Int>(clock: clock)
/// source[cursor: nil] = ScriptedPage(items: [Post(id: 1)], nextCursor: 1, latency: .seconds(1))
/// source[cursor: 1] = ScriptedPage(items: [Post(id: 2)], nextCursor: nil, failure: .network, failingAttempts: 1)
/// let feed = PagingFeature<Post, Int>(pageSize: 1, fetch: source.fetch)
/// ```
///
/// A request for a cursor the script has no page for throws
/// ``/ErrorHandling/AppError/invalidData(reason:)`` naming the cursor, which the feature
/// keeps as its failure like any other. The source ignores the request's `pageSize`: a page
/// holds what the script says.
public final class ScriptedPageSource<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
  private struct Script {
    var pages: [Cursor?: ScriptedPage<Item, Cursor>]
    var requests: [PageRequest<Cursor>] = []
    var attempts: [Cursor?: Int] = [:]
    var pending: [PendingFetch<Cursor>] = []
    var nextFetchID = 0
  }

  private let script: LockedState<Script>
  private let clock: any Clock<Duration>

  /// Creates a source that answers with `pages`, keyed by cursor (`nil` for the first
  /// page), sleeping each page's latency on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The clock latencies are slept on: a `TestClock` in tests.
  ///   - pages: The page at each cursor; more can be set later with ``subscript(cursor:)``.
  public init(clock: any Clock<Duration> = ImmediateClock(), pages: [Cursor?: ScriptedPage<Item, Cursor>] = [:]) {
    self.clock = clock
    script = LockedState(Script(pages: pages))
  }

  /// The page the source answers for `cursor` (`nil` for the first page); setting it
  /// changes what the next request for that cursor gets, and `nil` removes the page.
  public subscript(cursor cursor: Cursor?) -> ScriptedPage<Item, Cursor>? {
    get { script.withLock { $0.pages[cursor] } }
    set { script.withLock { $0.pages[cursor] = newValue } }
  }

  /// Changes the page at `cursor` in place: the server's copy of a post was edited.
  ///
  /// ```swift
  /// let source = ScriptedPageSource<Post, Int>.numberedFeed(pages: 3, pageSize: 2) { Post(id: $0) }
  /// source.modifyPage(at: nil) { $0.items[0].title = "Edited" }
  /// ```
  ///
  /// - Parameters:
  ///   - cursor: The page's cursor; `nil` for the first page.
  ///   - body: Edits the page, under the source's lock, so it must not call the source.
  ///     Not called when the script has no page at `cursor`.
  public func modifyPage(at cursor: Cursor?, _ body: (inout ScriptedPage<Item, Cursor>) -> Void) {
    script.withLock { script in
      guard var page = script.pages[cursor] else { return }
      body(&page)
      script.pages[cursor] = page
    }
  }

  /// Every request `fetch` received, in order, including those that failed or were
  /// cancelled.
  public var requests: [PageRequest<Cursor>] { script.withLock { $0.requests } }

  /// The requests still waiting out their page's latency, oldest first.
  public var pendingRequests: [PageRequest<Cursor>] { script.withLock { $0.pending.map(\.request) } }

  /// Answers `request` as the script says: after the page's latency, the page, or its
  /// failure while failing attempts remain.
  ///
  /// - Parameter request: What the feature asks for.
  /// - Returns: The page at the request's cursor.
  /// - Throws: The page's ``ScriptedPage/failure``; ``/ErrorHandling/AppError/invalidData(reason:)``
  ///   naming the cursor when the script has no page there; `CancellationError` when the
  ///   request is cancelled during its latency.
  @Sendable
  public func fetch(_ request: PageRequest<Cursor>) async throws -> Page<Item, Cursor> {
    let fetch = begin(request)
    defer { script.withLock { $0.pending.removeAll { $0.id == fetch.id } } }
    if fetch.latency > .zero { try await clock.sleep(for: fetch.latency) }
    return try answer(request, attempt: fetch.attempt)
  }

  /// Records `request`, counts an attempt at its cursor, and registers it as pending for
  /// the latency its page has now.
  private func begin(_ request: PageRequest<Cursor>) -> PendingFetch<Cursor> {
    script.withLock { script in
      script.requests.append(request)
      script.attempts[request.cursor, default: 0] += 1
      let fetch = PendingFetch(
        id: script.nextFetchID,
        request: request,
        latency: script.pages[request.cursor]?.latency ?? .zero,
        attempt: script.attempts[request.cursor, default: 0]
      )
      script.nextFetchID += 1
      script.pending.append(fetch)
      return fetch
    }
  }

  /// The page as the script holds it once the latency passed, or the failure due for this
  /// attempt.
  private func answer(_ request: PageRequest<Cursor>, attempt: Int) throws -> Page<Item, Cursor> {
    guard let page = self[cursor: request.cursor] else {
      throw AppError.invalidData(reason: "ScriptedPageSource has no page at cursor \(Self.describe(request.cursor))")
    }
    if page.fails(onAttempt: attempt), let failure = page.failure { throw failure }
    return page.page
  }

  /// The newest fetch still sleeping whose kind is one of `kinds`, for a driver that
  /// advances the clock by its latency.
  func newestPendingFetch(ofKind kinds: Set<PageLoadKind>) -> PendingFetch<Cursor>? {
    script.withLock { $0.pending.last { kinds.contains($0.request.kind) } }
  }

  static func describe(_ cursor: Cursor?) -> String {
    cursor.map { String(describing: $0) } ?? "nil (the first page)"
  }
}
