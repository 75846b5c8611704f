/// A problem found at run time, with the source location it concerns: an effect error that
/// no `catch:` handled, or a failed expectation of the testing tools.
///
/// Every issue of the package travels through one ``IssueReporter``. Its name keeps clear
/// of Swift Testing's `Issue`, so a test file can import both.
public struct RuntimeIssue: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, possibly several lines with a diff.
  public let message: String

  /// Where the code the issue concerns is.
  public let location: SourceCodeLocation

  /// Creates an issue at a source location.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - location: Where the code the issue concerns is.
  public init(_ message: String, at location: SourceCodeLocation) {
    self.message = message
    self.location = location
  }

  /// `File.swift:12:5: message`.
  public var description: String { "\(location): \(message)" }
}
