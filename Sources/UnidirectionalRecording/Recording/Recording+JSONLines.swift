public import Foundation
import Unidirectional

extension Recording where State: Encodable, Action: Encodable {
  /// The recording as JSON lines: a header with the start state, then one line per entry,
  /// oldest first, each ending in a newline.
  ///
  /// - Returns: The UTF-8 text.
  /// - Throws: The `EncodingError` of a state or action that cannot be encoded.
  public func jsonLines() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var text = try encoder.encode(RecordingFormat.Header(
        recording: RecordingFormat.version, startState: startState,
        effectsMayRunAtStart: effectsMayRunAtStart ? true : nil))
    text.append(0x0A)
    for entry in entries {
      text.append(try encoder.encode(RecordingFormat.Line(
            action: entry.action, origin: entry.origin, time: entry.time?.inSeconds, fingerprint: entry.fingerprint,
            reads: entry.reads.isEmpty ? nil : entry.reads)))
      text.append(0x0A)
    }
    return text
  }
}

extension Recording where State: Decodable, Action: Decodable {
  /// Reads a recording written by ``jsonLines()``.
  ///
  /// Blank lines are skipped. A line that cannot be read, whether cut short, not JSON, or
  /// an action this feature no longer has, fails with its number and what is wrong, and
  /// nothing of the file is used.
  ///
  /// - Parameter jsonLines: The file's contents.
  /// - Throws: ``RecordingFileError``.
  public init(jsonLines: Data) throws(RecordingFileError) {
    let lines = jsonLines.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
      .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x0D || $0 == 0x09 } }
    guard let first = lines.first else { throw .empty }
    let decoder = JSONDecoder()
    let version: Int
    do {
      try JSONNesting.check(Data(first.element))
      version = try decoder.decode(RecordingFormat.Version.self, from: Data(first.element)).recording
    } catch {
      throw .notARecording(reason: RecordingFormat.describe(error))
    }
    guard version == RecordingFormat.version else { throw .unsupportedVersion(version) }
    let header: RecordingFormat.Header<State>
    do {
      header = try decoder.decode(RecordingFormat.Header<State>.self, from: Data(first.element))
    } catch {
      throw .unreadableLine(number: first.offset + 1, reason: RecordingFormat.describe(error))
    }
    var entries: [Entry] = []
    for (offset, line) in lines.dropFirst() {
      do {
        try JSONNesting.check(Data(line))
        let read = try decoder.decode(RecordingFormat.Line<Action>.self, from: Data(line))
        entries.append(
          Entry(
            action: read.action, origin: read.origin, time: try read.time.map(RecordingFormat.time),
            fingerprint: read.fingerprint, reads: read.reads ?? []))
      } catch {
        throw .unreadableLine(number: offset + 1, reason: RecordingFormat.describe(error))
      }
    }
    self.init(
      startState: header.startState, entries: entries, effectsMayRunAtStart: header.effectsMayRunAtStart ?? false)
  }
}
