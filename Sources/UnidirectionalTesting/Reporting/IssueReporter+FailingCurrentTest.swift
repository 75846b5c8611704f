import Testing
public import Unidirectional
import XCTest

extension IssueReporter {
  /// Fails the running test with each issue: a Swift Testing issue inside a `@Test`,
  /// `XCTFail` otherwise, at the issue's location.
  ///
  /// The test store and ``ControlledDependency`` report here by default.
  /// Pass your own ``/Unidirectional/IssueReporter`` instead to collect their issues, which is how a test
  /// proves that a test store fails, and with which message:
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: Counter.State(),
  ///   reducer: Counter(),
  ///   issueReporter: IssueReporter { issue in print(issue) }
  /// )
  /// ```
  public static let failingCurrentTest = IssueReporter { issue in
    let location = issue.location
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: issue.message),
        sourceLocation: SourceLocation(
          fileID: "\(location.fileID)",
          filePath: "\(location.filePath)",
          line: Int(location.line),
          column: Int(location.column)
        )
      )
    } else {
      XCTFail(issue.message, file: location.filePath, line: location.line)
    }
  }

  /// Reports `message` at `location`.
  func fail(_ message: String, at location: SourceCodeLocation) {
    report(RuntimeIssue(message, at: location))
  }
}
