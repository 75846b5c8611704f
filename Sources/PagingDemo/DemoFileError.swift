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
    /// The inspection page could not be written to the file.
    case cannotWritePage(reason: String)
    /// `--step` asked for a step past the recording's last, of `count`.
    case noSuchStep(Int, count: Int)
  }

  /// The file's path, as given on the command line.
  let path: String
  /// What went wrong.
  let problem: Problem

  /// The exit status: 1 for a file that cannot be written, 2 for one that cannot be read
  /// or holds no such step.
  var exitStatus: Int32 {
    switch problem {
    case .cannotWrite, .cannotWritePage: 1
    case .cannotRead, .notARecording, .noSuchStep: 2
    }
  }

  /// `paging-demo: cannot read session.jsonl: …`, one line.
  var description: String {
    switch problem {
    case .cannotWrite(let reason): "paging-demo: cannot write the recording to \(path): \(reason)"
    case .cannotRead(let reason): "paging-demo: cannot read \(path): \(reason)"
    case .notARecording(let error): "paging-demo: \(path) is not a recording the demo can replay: \(error)"
    case .cannotWritePage(let reason): "paging-demo: cannot write the page to \(path): \(reason)"
    case .noSuchStep(let index, let count):
      "paging-demo: \(path) has no step \(index): its \(count) steps count from 0 to \(count - 1)"
    }
  }
}
