import Foundation
import UnidirectionalRecording

/// What `unidirectional-inspect` does: reads a recording without knowing its types, builds
/// its page, and only then writes it, so a file that cannot be read leaves nothing behind.
struct InspectCommand {
  /// The recording and where its page goes.
  let options: InspectOptions

  /// Reads the recording and writes its page.
  ///
  /// - Throws: ``InspectFileError`` when the recording cannot be read or the page written.
  func run() throws(InspectFileError) {
    let page = try page()
    do {
      try Data(page.html.utf8).write(to: URL(fileURLWithPath: options.output), options: .atomic)
    } catch {
      throw InspectFileError(path: options.output, problem: .cannotWrite(reason: Self.reason(of: error)))
    }
  }

  /// The page of the recording in ``InspectOptions/input``, its states and actions read as
  /// plain JSON.
  ///
  /// - Throws: ``InspectFileError`` when the file cannot be read or holds no recording.
  func page() throws(InspectFileError) -> InspectionPage {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: options.input))
    } catch {
      throw InspectFileError(path: options.input, problem: .cannotRead(reason: Self.reason(of: error)))
    }
    do throws(RecordingFileError) {
      let recording = try Recording<JSONValue, JSONValue>(jsonLines: data)
      return InspectionPage(recording, title: URL(fileURLWithPath: options.input).lastPathComponent)
    } catch {
      throw InspectFileError(path: options.input, problem: .notARecording(error))
    }
  }

  /// A file error's reason in a few words, on one line.
  private static func reason(of error: any Error) -> String {
    let cocoa = error as NSError
    let reason = (cocoa.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? cocoa.localizedDescription
    return reason.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
