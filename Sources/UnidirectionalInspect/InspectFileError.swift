import UnidirectionalRecording

/// A recording `unidirectional-inspect` could not read, or a page it could not write, as
/// one line for standard error.
struct InspectFileError: Error, CustomStringConvertible, Equatable {
  /// What went wrong with the file.
  enum Problem: Equatable {
    /// The file could not be opened or read.
    case cannotRead(reason: String)
    /// The file holds no recording.
    case notARecording(RecordingFileError)
    /// The page could not be written.
    case cannotWrite(reason: String)
  }

  /// The file's path, as given on the command line.
  let path: String
  /// What went wrong.
  let problem: Problem

  /// The exit status: 1 for a page that cannot be written, 2 for a recording that
  /// cannot be read.
  var exitStatus: Int32 {
    if case .cannotWrite = problem { return 1 }
    return 2
  }

  /// `unidirectional-inspect: cannot read session.jsonl: …`, one line.
  var description: String {
    switch problem {
    case .cannotRead(let reason): "unidirectional-inspect: cannot read \(path): \(reason)"
    case .notARecording(let error): "unidirectional-inspect: \(path) is not a recording: \(error)"
    case .cannotWrite(let reason): "unidirectional-inspect: cannot write the page to \(path): \(reason)"
    }
  }
}
