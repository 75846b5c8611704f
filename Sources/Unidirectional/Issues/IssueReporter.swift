/// Where the package reports problems that must not pass silently: an effect error that no
/// `catch:` handler took, or a failed expectation of the testing tools.
///
/// A ``Store`` reports to ``standardError`` by default. The testing module adds a reporter
/// that fails the running test, which the test store and its test doubles use by default;
/// pass your own to route issues to a logger, or to collect a test store's failures and
/// assert on them.
///
/// ```swift
/// let store = Store(
///   initialState: Feature.State(),
///   reducer: Feature(),
///   issueReporter: IssueReporter { issue in logger.error("\(issue)") }
/// )
/// ```
///
/// A test that proves a test store fails, and how, collects its issues:
///
/// ```swift
/// let (issues, collect) = AsyncStream.makeStream(of: RuntimeIssue.self)
/// let store = TestStore(
///   initialState: Counter.State(),
///   reducer: Counter(),
///   issueReporter: IssueReporter { issue in collect.yield(issue) }
/// )
/// ```
public struct IssueReporter: Sendable {
  private let body: @Sendable (RuntimeIssue) -> Void

  /// Creates a reporter that hands every issue to `report`.
  ///
  /// - Parameter report: Receives each issue.
  public init(_ report: @escaping @Sendable (RuntimeIssue) -> Void) {
    body = report
  }

  /// Reports `issue`.
  ///
  /// - Parameter issue: The problem to report.
  public func report(_ issue: RuntimeIssue) {
    body(issue)
  }

  /// A reporter that prints each issue, loudly marked, to standard error.
  public static let standardError = IssueReporter { issue in
    StandardError.print("⚠️ Unidirectional issue: \(issue)\n")
  }
}
