import Testing
import XCTest

/// Where the testing tools send failed expectations.
///
/// ``automatic`` records an issue in the running Swift Testing test, or calls `XCTFail`
/// under XCTest. Pass your own reporter to collect failures instead, which is how this
/// package tests that its test store fails when it should.
///
/// ```swift
/// let store = TestStore(
///   initialState: Counter.State(),
///   reducer: Counter(),
///   failureReporter: TestFailureReporter { failure in print(failure) }
/// )
/// ```
public struct TestFailureReporter: Sendable {
  private let body: @Sendable (TestFailure) -> Void

  /// Creates a reporter that hands every failure to `report`.
  ///
  /// - Parameter report: Receives each failure.
  public init(_ report: @escaping @Sendable (TestFailure) -> Void) {
    body = report
  }

  /// Reports `failure`.
  ///
  /// - Parameter failure: The failed expectation.
  public func report(_ failure: TestFailure) {
    body(failure)
  }

  /// Reports `message` at `location`.
  func fail(_ message: String, at location: SourceCodeLocation) {
    report(TestFailure(message, at: location))
  }

  /// Fails the running test: a Swift Testing issue inside a `@Test`, `XCTFail` otherwise.
  public static let automatic = TestFailureReporter { failure in
    if Test.current != nil {
      let location = failure.location
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: "\(location.fileID)",
          filePath: "\(location.filePath)",
          line: Int(location.line),
          column: Int(location.column)
        )
      )
    } else {
      XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
    }
  }
}
