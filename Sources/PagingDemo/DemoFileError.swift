import Unidirectional
import UnidirectionalRecording

/// A recording file the demo could not write or read, as one line for standard error.
struct DemoFileError: Error, CustomStringConvertible, Equatable {
  /// What went wrong with the file.
  enum Problem: Equatable {
    /// The recording could not be written to the file.
    case cannotWrite(reason: String)
    /// The file could not be opened or read.
    case cannotRead(reason: String)
    /// The file holds no recording the demo can replay.
    case notARecording(RecordingFileError)
  }

  /// The file's path, as given on the command line.
  let path: String
  /// What went wrong.
  let problem: Problem

  /// `paging-demo: cannot read session.jsonl: …`, one line.
  var description: String {
    switch problem {
    case .cannotWrite(let reason): "paging-demo: cannot write the recording to \(path): \(reason)"
    case .cannotRead(let reason): "paging-demo: cannot read \(path): \(reason)"
    case .notARecording(let error): "paging-demo: \(path) is not a recording the demo can replay: \(error)"
    }
  }
}
