/// A problem the library found at run time, with the source location it concerns.
public struct RuntimeIssue: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in a sentence or two.
  public let message: String

  /// The file of the code the issue concerns, as `#fileID` spells it.
  public let fileID: String

  /// The line of the code the issue concerns.
  public let line: UInt

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - fileID: The file of the code the issue concerns.
  ///   - line: The line of the code the issue concerns.
  public init(_ message: String, fileID: String, line: UInt) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// `File.swift:12: message`.
  public var description: String { "\(fileID):\(line): \(message)" }
}
