public import ErrorHandling
public import Paging

/// One page of a ``ScriptedPageSource``: what the server answers for one cursor, how long
/// it takes, and whether it fails first.
///
/// ```swift
/// let flaky = ScriptedPage<Post, Int>(
///   items: [Post(id: 1), Post(id: 2)],
///   nextCursor: 2,
///   latency: .milliseconds(300),
///   failure: .network,
///   failingAttempts: 1
/// )
/// ```
public struct ScriptedPage<Item, Cursor> {
  /// The page's items, in display order.
  public var items: [Item]

  /// The cursor of the page after this one; `nil` at the end of the list.
  public var nextCursor: Cursor?

  /// The cursor of the page before this one; `nil` at the start of the list.
  public var previousCursor: Cursor?

  /// How long the source sleeps on its clock before it answers a request for this page.
  public var latency: Duration

  /// The error a request for this page throws, after its latency; `nil` serves the page.
  public var failure: AppError?

  /// How many attempts fail with ``failure`` before the page is served; `nil` fails every
  /// attempt. Attempts are counted per cursor by the source, from its creation.
  public var failingAttempts: Int?

  /// Creates the script of a page.
  ///
  /// - Parameters:
  ///   - items: The page's items, in display order.
  ///   - nextCursor: The cursor of the next page; `nil` at the end of the list.
  ///   - previousCursor: The cursor of the page before; `nil` at the start of the list.
  ///   - latency: How long a request for the page takes on the source's clock.
  ///   - failure: The error requests for the page throw; `nil` to serve it.
  ///   - failingAttempts: How many attempts fail before the page is served; `nil` for all.
  public init(
    items: [Item],
    nextCursor: Cursor?,
    previousCursor: Cursor? = nil,
    latency: Duration = .zero,
    failure: AppError? = nil,
    failingAttempts: Int? = nil
  ) {
    self.items = items
    self.nextCursor = nextCursor
    self.previousCursor = previousCursor
    self.latency = latency
    self.failure = failure
    self.failingAttempts = failingAttempts
  }

  /// The page a request gets once the latency passed and no failure is due.
  public var page: Page<Item, Cursor> {
    Page(items: items, nextCursor: nextCursor, previousCursor: previousCursor)
  }

  /// Whether the attempt counted `attempt` (1 for the first) fails.
  func fails(onAttempt attempt: Int) -> Bool {
    guard failure != nil else { return false }
    return failingAttempts.map { attempt <= $0 } ?? true
  }
}

extension ScriptedPage: Equatable where Item: Equatable, Cursor: Equatable {}
extension ScriptedPage: Sendable where Item: Sendable, Cursor: Sendable {}
