import CommandLineOptions
import Foundation
import Testing
import UnidirectionalRecording

@testable import UnidirectionalInspect

/// `unidirectional-inspect` writes any recording's page without its Swift types, and a file
/// that is not a recording, or a bad command line, is one clear line with nothing written.
struct InspectCommandTests {
  /// A fresh temporary folder.
  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A recording of a counter, as any app's `jsonLines()` writes one.
  private let counterSession = """
    {"recording":1,"startState":{"count":0}}
    {"action":{"increment":{}},"origin":"sent","time":0.5,"fingerprint":18446744073709551615}
    {"action":{"loaded":{"_0":[1,2]}},"origin":"effect"}

    """

  @Test func givenARecordingOfUnknownTypesWhenInspectedThenThePageNamesEveryActionByItsCase() throws {
    // Given
    let folder = temporaryFolder()
    let input = folder.appendingPathComponent("session.jsonl")
    try Data(counterSession.utf8).write(to: input)

    // When
    let options = try InspectOptions.parse([input.path])
    try InspectCommand(options: options).run()

    // Then
    let html = try String(contentsOfFile: folder.appendingPathComponent("session.html").path, encoding: .utf8)
    #expect(html.contains(#""names":["increment","loaded"]"#))
    #expect(html.contains("<title>session.jsonl</title>"))
    #expect(try InspectCommand(options: options).page().text(ofStep: 0)?.hasSuffix(
      "origin: the app sent it\ntime: 0.500 s\nfingerprint: 18446744073709551615") == true)
  }

  @Test(arguments: [
    ("", "is not a recording: the recording is empty"),
    ("{\"recording\":2,\"startState\":{}}\n", "is not a recording: the recording is of format version 2"),
    ("<html>\n", "is not a recording: line 1 is not a recording's header"),
    ("{\"recording\":1,\"startState\":{}}\n{\"action\":\"a\",\"orig", "is not a recording: line 2 cannot be read"),
  ])
  func givenAFileThatIsNoReadableRecordingThenOneLineSaysWhyAndNothingIsWritten(file: String, says: String) throws {
    let folder = temporaryFolder()
    let input = folder.appendingPathComponent("bad.jsonl")
    try Data(file.utf8).write(to: input)
    let options = try InspectOptions.parse([input.path, "-o", folder.appendingPathComponent("out.html").path])

    #expect {
      try InspectCommand(options: options).run()
    } throws: { error in
      let error = error as? InspectFileError
      return error?.exitStatus == 2 && error?.description.contains(says) == true
        && error?.description.contains("\n") == false
    }
    #expect(!FileManager.default.fileExists(atPath: options.output))
  }

  @Test func givenAMissingFileThenItCannotBeReadAndExitsWithTwo() throws {
    let options = try InspectOptions.parse(["/nonexistent/session.jsonl"])

    #expect(throws: InspectFileError.self) { try InspectCommand(options: options).page() }
    #expect((try? InspectCommand(options: options).page()) == nil)
  }

  @Test func givenOptionsThenThePageGoesWhereAskedOrNextToTheRecording() throws {
    #expect(try InspectOptions.parse(["a/b.c/session.jsonl"]).output == "a/b.c/session.html")
    #expect(try InspectOptions.parse(["session"]).output == "session.html")
    #expect(try InspectOptions.parse(["s.jsonl", "-o", "x.html"]).output == "x.html")
    #expect(try InspectOptions.parse(["--output=x.html", "s.jsonl"]).output == "x.html")
    #expect(try InspectOptions.parse(["s.jsonl", "--help"]).showsHelp)
  }

  @Test(arguments: [
    ([], "unidirectional-inspect: needs a recording file (see unidirectional-inspect --help)"),
    (["a.jsonl", "b.jsonl"], "unidirectional-inspect: unexpected argument \"b.jsonl\" (see unidirectional-inspect --help)"),
    (["a.jsonl", "-o"], "unidirectional-inspect: -o needs a file to write the page to, got nothing (see unidirectional-inspect --help)"),
    (["a.jsonl", "--json"], "unidirectional-inspect: unknown option \"--json\" (see unidirectional-inspect --help)"),
  ])
  func givenABadCommandLineThenOneLineSaysWhatIsWrong(arguments: [String], says: String) {
    #expect(throws: UsageError.self) { try InspectOptions.parse(arguments) }
    do {
      _ = try InspectOptions.parse(arguments)
    } catch {
      #expect(error.description == says)
    }
  }
}
