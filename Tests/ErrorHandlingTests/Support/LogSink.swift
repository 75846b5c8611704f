import ErrorHandling
import Unidirectional

/// Collects what a logger writes, from any thread.
final class LogSink: Sendable {
  private let storage = LockedState<[String]>([])
  private let recordStorage = LockedState<[ErrorLogRecord]>([])

  var lines: [String] { storage.withLock { $0 } }
  var records: [ErrorLogRecord] { recordStorage.withLock { $0 } }
  var text: String { lines.joined(separator: "\n") }

  func write(_ line: String) { storage.withLock { $0.append(line) } }
  func record(_ record: ErrorLogRecord) { recordStorage.withLock { $0.append(record) } }

  var development: ErrorLogger { .development(write: write) }
  var production: ErrorLogger { .production(write: write) }
  var recording: ErrorLogger { ErrorLogger(record) }
}
