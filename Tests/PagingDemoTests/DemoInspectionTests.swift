import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording

@testable import PagingDemo

/// `--inspect` writes the page of a recorded session replayed against the demo's feature,
/// `--step` prints a step's text as the page shows it, and a broken file is one clear line
/// with nothing written.
@MainActor
struct DemoInspectionTests {
  /// A fresh temporary folder.
  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Records the scripted walk to `session.jsonl` in a fresh folder and returns its path.
  private func recordedSession(_ options: DemoOptions = DemoOptions()) async throws -> String {
    var options = options
    options.recordPath = temporaryFolder().appendingPathComponent("session.jsonl").path
    try await DemoScript(options: options, clock: ImmediateClock()) { _ in }.run()
    return try #require(options.recordPath)
  }

  /// Runs the inspection and returns what it printed.
  private func inspected(
    _ path: String, _ output: DemoInspection.Request.Output = .page(nil), _ options: DemoOptions = DemoOptions()
  ) throws(DemoFileError) -> [String] {
    var printed: [String] = []
    try DemoInspection(options: options, request: .init(path: path, output: output)) { printed.append($0) }.run()
    return printed
  }

  @Test func givenARecordedScriptedRunWhenInspectedThenEveryStepShowsTheDiffItsReplayMakes() async throws {
    // Given
    let path = try await recordedSession()
    let recording = try DemoReplay.read(path)
    let replay = recording.replay(against: DemoReplay.feature(pageSize: 10), fingerprint: .json)

    // When
    let page = try DemoInspection(options: DemoOptions(), request: .init(path: path)) { _ in }.page()

    // Then
    #expect(page.count == recording.count)
    #expect(page.disagreementStep == nil)
    let states = [recording.startState] + replay.states
    for step in 0..<page.count {
      let diff = lineDiff(structuralDump(states[step]), structuralDump(states[step + 1])) ?? "(no change)"
      #expect(page.text(ofStep: step)?.contains("state diff:\n" + diff.indented) == true)
    }
    #expect(page.text(ofStep: 0)?.contains("effects started:\n  1. a task (cancellable by RequestCancelID()) → sent step 1") == true)
    #expect(page.text(ofStep: 1)?.contains("origin: an effect sent it: effect 1 of step 0") == true)
  }

  @Test func givenARecordingWhenInspectedThenThePageIsWrittenNextToItWithItsSteps() async throws {
    let path = try await recordedSession()

    let printed = try inspected(path)

    let html = try String(contentsOfFile: InspectionPage.pagePath(forRecordingAt: path), encoding: .utf8)
    #expect(printed.isEmpty)
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains(#""names":["appear","responseReceived","retry","#))
  }

  @Test func givenAStepWhenInspectedThenItPrintsTheLibrarysTextForThatStepAndWritesNothing() async throws {
    let path = try await recordedSession()
    let page = try DemoInspection(options: DemoOptions(), request: .init(path: path)) { _ in }.page()

    let printed = try inspected(path, .step(3))

    #expect(printed == [page.text(ofStep: 3)])
    #expect(!FileManager.default.fileExists(atPath: InspectionPage.pagePath(forRecordingAt: path)))
  }

  @Test func givenAnotherPageSizeWhenInspectedThenTheFirstStepIsWhereTheFeatureDisagrees() async throws {
    let path = try await recordedSession()
    var changed = DemoOptions()
    changed.pageSize = 7

    let page = try DemoInspection(options: changed, request: .init(path: path)) { _ in }.page()

    #expect(page.disagreementStep == 0)
    #expect(page.text(ofStep: 0)?.contains("disagreement:\n  The reducer disagrees with the recording at entries[0]") == true)
    #expect(page.text(ofStep: 1)?.hasSuffix("not replayed: the replay stopped at step 0, where the feature first disagrees") == true)
  }

  @Test func givenAStepPastTheEndThenOneLineSaysWhichStepsThereAre() async throws {
    let path = try await recordedSession()
    let count = try DemoReplay.read(path).count

    #expect {
      try inspected(path, .step(count))
    } throws: { error in
      let error = error as? DemoFileError
      return error?.problem == .noSuchStep(count, count: count) && error?.exitStatus == 2
        && error?.description == "paging-demo: \(path) has no step \(count): its \(count) steps count from 0 to \(count - 1)"
    }
  }

  @Test func givenARecordingCutShortWhenInspectedThenOneLineNamesTheLineAndNoPageIsWritten() async throws {
    let path = try await recordedSession()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try String(text.prefix(text.count / 2)).write(toFile: path, atomically: true, encoding: .utf8)
    let page = temporaryFolder().appendingPathComponent("page.html").path

    #expect {
      try inspected(path, .page(page))
    } throws: { error in
      let error = error as? DemoFileError
      guard case .notARecording(.unreadableLine) = error?.problem else { return false }
      return error?.exitStatus == 2 && error?.description.contains("\n") == false
    }
    #expect(!FileManager.default.fileExists(atPath: page))
  }
}
