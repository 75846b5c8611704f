// `URLError` and `NSError` live in Foundation on every platform, Linux included.
import Foundation

/// One logged failure: where it was caught, the case it became, and the original error.
///
/// An ``ErrorLogger`` hands each record to its sink. Write ``developmentDescription`` to a
/// console you own, and only ``redactedDescription`` anywhere else.
public struct ErrorLogRecord: Sendable {
  /// The case a screen shows for the failure.
  public let error: AppError

  /// The error as it was thrown, with all its detail: a URL, a status, a coding path.
  ///
  /// It may hold user data (a query, a response body, what the user typed); never send it
  /// off the device.
  public let underlying: any Error

  /// The file the failure was logged from, as `#fileID` gives it.
  public private(set) var fileID: String

  /// The line the failure was logged from.
  public private(set) var line: UInt

  /// The function the failure was logged from.
  public private(set) var function: String

  /// Creates a record; ``ErrorLogger/log(_:fileID:line:function:)`` makes them for you.
  ///
  /// - Parameters:
  ///   - underlying: The error as it was thrown.
  ///   - fileID: The file it was logged from.
  ///   - line: The line it was logged from.
  ///   - function: The function it was logged from.
  public init(underlying: any Error, fileID: String, line: UInt, function: String) {
    self.error = AppError(underlying)
    self.underlying = underlying
    self.fileID = fileID
    self.line = line
    self.function = function
  }

  /// The same failure, reported at another place.
  func moved(toFileID fileID: String, line: UInt, function: String) -> Self {
    var moved = self
    (moved.fileID, moved.line, moved.function) = (fileID, line, function)
    return moved
  }

  /// A number that names the failure without user data: a ``ClassifiedError``'s
  /// ``ClassifiedError/code`` (an HTTP status), or a `URLError`'s code.
  public var code: Int? {
    switch underlying {
    case let error as any ClassifiedError: error.code
    case let error as URLError: error.code.rawValue
    default:
      (underlying as NSError).domain == NSURLErrorDomain ? (underlying as NSError).code : nil
    }
  }

  /// Everything, for a developer's console: where, which case, and the original error with
  /// its detail.
  ///
  /// ```text
  /// AppError.decoding: the response body did not decode into the expected type
  ///   at Feed/FeedScreen.swift:12 in body
  ///   underlying: typeMismatch(Swift.Int, … codingPath: [items, Index 0, id] …)
  /// ```
  public var developmentDescription: String {
    var lines = [error.developerDescription, "  at \(fileID):\(line) in \(function)"]
    if !(underlying is AppError) {
      lines.append("  underlying: \(String(reflecting: underlying))")
    }
    return lines.joined(separator: "\n")
  }

  /// What a production log may keep: the case's name and the code, never a reason, a URL,
  /// a body or the original error's text.
  ///
  /// ```text
  /// error=notFound code=404
  /// ```
  public var redactedDescription: String {
    "error=\(error.caseName) code=\(code.map(String.init) ?? "none")"
  }
}
