import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording

/// A recording keeps the actions a store reduced and the state before the oldest, all of
/// them or at least the newest `capacity`, and reads back what it wrote, refusing a broken
/// file with the line and the reason.
struct RecordingTests {
  /// A recording of `count` actions named by their step, each reduced on the state that is
  /// its step number.
  func recorded(_ count: Int, capacity: Int?) -> (Recording<Int, String>, stateReads: Int) {
    var recording = Recording<Int, String>(startState: 0, capacity: capacity)
    var reads = 0
    for step in 0..<count {
      recording.record("a\(step)", origin: step.isMultiple(of: 2) ? .sent : .effect, stateBefore: {
        reads += 1
        return step
      }())
    }
    return (recording, reads)
  }

  @Test func givenNoCapacityThenEveryActionIsKeptFromTheStartState() {
    let (recording, reads) = recorded(50, capacity: nil)

    #expect(recording.startState == 0)
    #expect(recording.entries.map(\.action) == (0..<50).map { "a\($0)" })
    #expect(recording.entries.map(\.origin).prefix(2) == [.sent, .effect])
    #expect(reads == 0, "the state is never read when nothing is dropped")
  }

  @Test(arguments: 1...5)
  func givenACapacityThenTheNewestActionsAreKeptWithTheStateBeforeTheOldest(capacity: Int) {
    for count in 0...(capacity * 6) {
      let (recording, _) = recorded(count, capacity: capacity)
      let kept = recording.entries.map(\.action)

      #expect(kept.count == count || (capacity...(2 * capacity - 1)).contains(kept.count), "\(count) actions")
      #expect(kept == (0..<count).suffix(kept.count).map { "a\($0)" }, "the newest, in order")
      #expect(recording.startState == count - kept.count, "the state before the oldest kept")
    }
  }

  @Test func givenACapacityThenTheStateIsReadOncePerCapacityActionsNotPerAction() {
    let (recording, reads) = recorded(100_000, capacity: 100)

    #expect(reads == 100_000 / 100 - 1)
    #expect(recording.count >= 100 && recording.count < 200)
  }

  // MARK: - JSON lines

  struct Screen: Codable, Equatable {
    var rows: [Int]
    var title: String
  }

  enum ScreenAction: Codable, Equatable {
    case appear
    case loaded([Int])
    case titleChanged(String)
  }

  var session: Recording<Screen, ScreenAction> {
    Recording(
      startState: Screen(rows: [], title: "Inbox"),
      entries: [
        .init(action: .appear, origin: .sent, time: .zero),
        .init(action: .loaded([1, 2]), origin: .effect, time: .milliseconds(250)),
        .init(action: .titleChanged("Mail \"2\"\n"), origin: .sent, time: nil),
      ]
    )
  }

  @Test func givenARecordingWhenWrittenAndReadBackThenEverythingIsThere() throws {
    let text = try session.jsonLines()
    let read = try Recording<Screen, ScreenAction>(jsonLines: text)

    #expect(read.startState == session.startState)
    #expect(read.entries == session.entries)
    #expect(String(decoding: text, as: UTF8.self).split(separator: "\n").count == 4, "a header and a line per action")
  }

  @Test func givenAnEmptyFileThenItSaysTheHeaderIsMissing() {
    #expect(throws: RecordingFileError.empty) { try Recording<Screen, ScreenAction>(jsonLines: Data("\n\n".utf8)) }
  }

  @Test func givenAFileThatIsNoRecordingThenLineOneSaysSo() {
    #expect {
      try Recording<Screen, ScreenAction>(jsonLines: Data("hello\n".utf8))
    } throws: { error in
      guard case .notARecording = error as? RecordingFileError else { return false }
      return "\(error)".hasPrefix("line 1 is not a recording's header")
    }
  }

  @Test func givenAnotherFormatVersionThenItSaysWhichVersions() {
    #expect(throws: RecordingFileError.unsupportedVersion(7)) {
      try Recording<Screen, ScreenAction>(jsonLines: Data(#"{"recording":7,"startState":{}}"#.utf8))
    }
  }

  @Test func givenAFileCutShortThenTheLastLineIsNamedAndNothingIsRead() throws {
    var text = try session.jsonLines()
    text.removeLast(12)

    #expect {
      try Recording<Screen, ScreenAction>(jsonLines: text)
    } throws: { error in
      guard case .unreadableLine(number: 4, let reason) = error as? RecordingFileError else { return false }
      return reason.contains("cut short")
    }
  }

  @Test func givenAnActionTheFeatureNoLongerHasThenItsLineIsNamed() {
    let text = #"""
      {"recording":1,"startState":{"rows":[],"title":"Inbox"}}
      {"action":{"appear":{}},"origin":"sent"}
      {"action":{"archived":{}},"origin":"sent"}
      """#

    #expect {
      try Recording<Screen, ScreenAction>(jsonLines: Data(text.utf8))
    } throws: { error in
      guard case .unreadableLine(number: 3, let reason) = error as? RecordingFileError else { return false }
      return reason.hasPrefix("`action` names no case of ") && reason.hasSuffix("renamed or removed since the recording was made?")
    }
  }

  @Test func givenAStateOfAnotherShapeThenTheHeaderLineSaysWhichField() {
    let text = #"{"recording":1,"startState":{"rows":[]}}"#

    #expect(throws: RecordingFileError.unreadableLine(number: 1, reason: "`startState.title` is missing")) {
      try Recording<Screen, ScreenAction>(jsonLines: Data(text.utf8))
    }
  }

  @Test func givenAnOriginThatIsNeitherThenItsLineSaysWhichFieldHoldsWhatItCannotHave() {
    let text = #"""
      {"recording":1,"startState":{"rows":[],"title":"Inbox"}}
      {"action":{"appear":{}},"origin":"sideways"}
      """#

    #expect {
      try Recording<Screen, ScreenAction>(jsonLines: Data(text.utf8))
    } throws: { error in
      guard case .unreadableLine(number: 2, let reason) = error as? RecordingFileError else { return false }
      return reason.hasPrefix("`origin` holds a value it cannot have") && !reason.contains("not JSON")
    }
  }
}
