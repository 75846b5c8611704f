import Foundation
import UnidirectionalRecording

/// `paging-demo --inspect FILE`: builds the inspection page of a recording the demo wrote
/// with `--record`, replayed against the demo's own feature, so every step shows its state
/// diff, its effects and where the feature now disagrees; writes it, or prints one step's
/// text as the page shows it.
///
/// The page is built before anything is written, so a file that is not a recording leaves
/// nothing behind.
@MainActor
struct DemoInspection {
  /// What to inspect and what to make of it.
  struct Request: Hashable, Sendable {
    /// What the inspection makes.
    enum Output: Hashable, Sendable {
      /// Write the page here; `nil` puts it next to the recording, its extension `.html`.
      case page(String?)
      /// Print this step's text.
      case step(Int)
    }

    /// The recording file.
    var path: String
    /// What to make of it.
    var output = Output.page(nil)

    /// Where the page goes: `-o`, or the recording's path with `.html`.
    var pagePath: String {
      if case .page(let page?) = output { return page }
      return InspectionPage.pagePath(forRecordingAt: path)
    }
  }

  /// The page size the recording was made with.
  let options: DemoOptions

  /// The recording and the output.
  let request: Request

  /// Receives the step's text with `--step`.
  let emit: @MainActor (String) -> Void

  /// Writes the page, or prints the step.
  ///
  /// - Throws: ``DemoFileError`` when the recording cannot be read, holds no such step, or
  ///   the page cannot be written.
  func run() throws(DemoFileError) {
    let page = try page()
    if case .step(let index) = request.output {
      guard let text = page.text(ofStep: index) else {
        throw DemoFileError(path: request.path, problem: .noSuchStep(index, count: page.count))
      }
      emit(text)
      return
    }
    do {
      try Data(page.html.utf8).write(to: URL(fileURLWithPath: request.pagePath), options: .atomic)
    } catch {
      throw DemoFileError(path: request.pagePath, problem: .cannotWritePage(reason: DemoSession.reason(of: error)))
    }
  }

  /// The page of the recording, replayed against the demo's feature.
  ///
  /// - Throws: ``DemoFileError`` when the file cannot be read or holds no recording.
  func page() throws(DemoFileError) -> InspectionPage {
    let recording = try DemoReplay.read(request.path)
    return InspectionPage(
      recording, replayedAgainst: DemoReplay.feature(pageSize: options.pageSize), fingerprint: .json,
      title: "paging-demo · \(URL(fileURLWithPath: request.path).lastPathComponent)")
  }
}
