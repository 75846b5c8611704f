/// A failed test expectation: what failed and where the test asserted it.
public struct TestFailure: Sendable, Equatable, CustomStringConvertible {
  /// The failure message, possibly several lines with a diff.
  public let message: String

  /// Where the failing assertion is.
  public let location: SourceCodeLocation

  /// Creates a failure at a source location.
  ///
  /// - Parameters:
  ///   - message: What failed.
  ///   - location: Where the test asserted it.
  public init(_ message: String, at location: SourceCodeLocation) {
    self.message = message
    self.location = location
  }

  /// `File.swift:12:5: message`.
  public var description: String { "\(location): \(message)" }
}
