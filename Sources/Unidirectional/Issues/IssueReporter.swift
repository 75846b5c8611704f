/// Where the library reports problems that must not pass silently, such as an effect error
/// that no `catch:` handler took.
///
/// A ``Store`` reports to ``standardError`` by default. The test store installs a reporter
/// that fails the running test, and you can pass your own to route issues to a logger.
///
/// ```swift
/// let store = Store(
///   initialState: Feature.State(),
///   reducer: Feature(),
///   issueReporter: IssueReporter { issue in logger.error("\(issue)") }
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
