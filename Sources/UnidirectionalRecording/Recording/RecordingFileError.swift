import Unidirectional
/// Why a file is not a recording that can be read: one line says what is wrong and where.
public enum RecordingFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file holds nothing.
  case empty
  /// The first line is not a recording's header.
  case notARecording(reason: String)
  /// The file was written by a format this package does not read.
  case unsupportedVersion(Int)
  /// A line could not be read: cut short, not JSON, or an action of another shape.
  case unreadableLine(number: Int, reason: String)

  /// The problem in one line, for a test failure or a command line.
  public var description: String {
    switch self {
    case .empty:
      "the recording is empty: its first line should be the header with the start state"
    case .notARecording(let reason):
      "line 1 is not a recording's header: \(reason)"
    case .unsupportedVersion(let version):
      "the recording is of format version \(version); this package reads version \(RecordingFormat.version)"
    case .unreadableLine(let number, let reason):
      "line \(number) cannot be read: \(reason)"
    }
  }
}
