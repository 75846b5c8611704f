import Foundation
import Unidirectional

/// The JSON lines a recording is written as: a header with the format's version and the
/// start state, then one line per entry, oldest first.
///
/// ```text
/// {"recording":1,"startState":{…}}
/// {"action":{…},"origin":"sent"}
/// {"action":{…},"origin":"effect","time":0.25,"fingerprint":8039218850134471651}
/// {"action":{…},"origin":"sent","reads":[{"uuid":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}]}
/// ```
enum RecordingFormat {
  /// The version written in the header, and the only one read. Fields added since version
  /// 1 are left out when empty and read as empty when missing (`effectsMayRunAtStart`,
  /// `reads`), so files stay version 1: a library from before them reads such a file and
  /// ignores them.
  static let version = 1

  /// The first line.
  struct Header<State> {
    let recording: Int
    let startState: State
    /// `true` when effects started before the start state may still answer; left out
    /// otherwise.
    let effectsMayRunAtStart: Bool?
  }

  /// A line after the first; `time` in seconds, `fingerprint` the state's after the action,
  /// `reads` what its reducer read from the built-in generators, left out when nothing.
  struct Line<Action> {
    let action: Action
    let origin: ActionOrigin
    let time: Double?
    let fingerprint: UInt64?
    let reads: [DependencyRead]?
  }

  /// The first line's version, read before its state, so an unknown version is told as
  /// one rather than as a state that does not decode.
  struct Version: Decodable {
    let recording: Int
  }

  /// The time a line says, in seconds since the recording started, or a `DecodingError`
  /// when no `Duration` holds it: a time is from 0 to 2,147,483,647 seconds, about 68 years.
  static func time(_ seconds: Double) throws -> Duration {
    let longest = Double(Int32.max)
    guard seconds.isFinite, (0...longest).contains(seconds) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "`time` is \(seconds) seconds; a time is from 0 to \(Int(longest)) seconds"))
    }
    return .seconds(seconds)
  }

  /// What went wrong with a decoding, in words a person fixes a file with.
  static func describe(_ error: any Error) -> String {
    // A decoder's own description may run over several lines; a recording's error is one.
    reason(error).split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      "it is not JSON, or it was cut short (\(context.debugDescription))"
    case DecodingError.dataCorrupted(let context):
      "\(path(context.codingPath)) holds a value it cannot have: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      "\(path(context.codingPath + [key])) is missing"
    // Swift's synthesized decoding of an enum says this of a case name it does not know.
    case DecodingError.typeMismatch(let type, let context)
    where context.debugDescription.hasPrefix("Invalid number of keys found"):
      "\(path(context.codingPath)) names no case of \(type): one renamed or removed since the recording was made?"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(path(context.codingPath)) has the wrong type: \(context.debugDescription)"
    default:
      "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "the line" : "`" + keys.map(\.stringValue).joined(separator: ".") + "`"
  }
}

extension RecordingFormat.Header: Encodable where State: Encodable {}
extension RecordingFormat.Header: Decodable where State: Decodable {}
extension RecordingFormat.Line: Encodable where Action: Encodable {}
extension RecordingFormat.Line: Decodable where Action: Decodable {}
