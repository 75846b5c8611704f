import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

@testable import PagingDemo

/// `--record` writes the session, `--replay` shows it again and stops at the first step a
/// changed feature takes differently, and a broken file is one clear line.
@MainActor
struct DemoRecordingTests {
  /// A path in a fresh temporary folder.
  private func temporaryFile(_ name: String = "session.jsonl") -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// Runs the scripted walk with `--record path` and returns what it printed.
  private func recordedRun(to path: String, _ options: DemoOptions = DemoOptions()) async throws -> [String] {
    var options = options
    options.recordPath = path
    var output: [String] = []
    try await DemoScript(options: options, clock: ImmediateClock()) { output.append($0) }.run()
    return output
  }

  /// Replays `path` and returns the outcome and what it printed.
  private func replayed(_ path: String, _ options: DemoOptions = DemoOptions()) throws(DemoFileError) -> (DemoReplay.Outcome, [String]) {
    var output: [String] = []
    let outcome = try DemoReplay(options: options, path: path) { output.append($0) }.run()
    return (outcome, output)
  }

  @Test func givenARecordedScriptedRunWhenReplayedThenItShowsTheSameScreensAndAgreesAtEveryStep() async throws {
    // Given
    let path = temporaryFile()
    let session = try await recordedRun(to: path)

    // When
    let (outcome, replay) = try replayed(path)

    // Then: the same screens between the first line and the summary
    #expect(outcome == .agrees(steps: session.count - 3))
    #expect(Array(replay.dropFirst().dropLast()) == Array(session.dropFirst().dropLast()))
  }

  @Test func givenAnotherPageSizeWhenReplayedThenItStopsAtTheFirstStepAndSaysWhatDiffers() async throws {
    let path = temporaryFile()
    _ = try await recordedRun(to: path)
    var changed = DemoOptions()
    changed.pageSize = 7

    let (outcome, _) = try replayed(path, changed)

    guard case .disagrees(let disagreement) = outcome else {
      Issue.record("the replay agreed with another page size")
      return
    }
    #expect(disagreement.entryIndex == 0)
    #expect(disagreement.action == ".appear")
    #expect(disagreement.kind == .stateDiffers)
  }

  @Test func givenARecordingCutShortWhenReplayedThenOneLineNamesTheLineAndNothingIsShown() async throws {
    let path = temporaryFile()
    _ = try await recordedRun(to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n")
    try (lines.prefix(3).joined(separator: "\n") + "\n" + lines[3].prefix(20)).write(toFile: path, atomically: true, encoding: .utf8)

    #expect {
      try replayed(path)
    } throws: { error in
      let error = error as? DemoFileError
      guard case .notARecording(.unreadableLine(number: 4, _)) = error?.problem else { return false }
      return error?.description.contains("\n") == false
    }
  }

  @Test func givenAMissingFileWhenReplayedThenItSaysItCannotReadIt() {
    let path = temporaryFile("missing.jsonl")

    #expect(throws: DemoFileError.self) { try replayed(path) }
    do {
      _ = try replayed(path)
    } catch {
      #expect(error.description.hasPrefix("paging-demo: cannot read \(path): "))
    }
  }

  @Test func givenAFolderThatDoesNotExistWhenTheRunEndsThenItSaysItCannotWriteTheRecording() async {
    let path = temporaryFile() + "/nowhere/session.jsonl"

    await #expect {
      try await recordedRun(to: path)
    } throws: { error in
      (error as? DemoFileError)?.description.hasPrefix("paging-demo: cannot write the recording to \(path): ") == true
    }
  }
}
