/// A place in the source: where an effect was created, or the line of a test's assertion,
/// captured from a call's `#fileID`, `#filePath`, `#line` and `#column` default arguments.
///
/// It holds what both test frameworks need to point at a line: Swift Testing's
/// `SourceLocation` takes all four, XCTest the file path and line.
public struct SourceCodeLocation: Sendable, Equatable, CustomStringConvertible {
  /// The file, as `#fileID` spells it.
  public let fileID: StaticString

  /// The file, as `#filePath` spells it.
  public let filePath: StaticString

  /// The line.
  public let line: UInt

  /// The column.
  public let column: UInt

  /// Creates a location from the caller-captured values of a call's parameters.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` spells it.
  ///   - filePath: The file, as `#filePath` spells it.
  ///   - line: The line.
  ///   - column: The column.
  public init(
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `File.swift:12:5`.
  public var description: String { "\(fileID):\(line):\(column)" }

  /// Whether both name the same file, line and column.
  public static func == (lhs: SourceCodeLocation, rhs: SourceCodeLocation) -> Bool {
    lhs.description == rhs.description && "\(lhs.filePath)" == "\(rhs.filePath)"
  }
}
