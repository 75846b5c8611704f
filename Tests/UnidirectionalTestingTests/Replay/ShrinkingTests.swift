import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A recording that breaks a rule shrinks to the few actions that break it, through the
/// model-based walk's shrinker.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ShrinkingTests {
  let noDuplicates = Invariant<Inbox.State>("no message listed twice") {
    Set($0.messages).count == $0.messages.count
  }

  /// A thousand actions of a seeded session, in which 7 is archived right after a load
  /// that lists it only once, at the end.
  func longSession() -> Recording<Inbox.State, Inbox.Action> {
    var random = SeededRandomNumberGenerator(seed: 25)
    var entries: [Recording<Inbox.State, Inbox.Action>.Entry] = []
    while entries.count < 998 {
      switch random.nextInt(in: 0...3) {
      case 0: entries.append(.init(action: .refresh, origin: .sent))
      case 1: entries.append(.init(action: .loaded((0..<random.nextInt(in: 0...5)).map { $0 }), origin: .effect))
      case 2: entries.append(.init(action: .archive(random.nextInt(in: 0...6)), origin: .sent))
      default: entries.append(.init(action: .clear, origin: .sent))
      }
    }
    entries.append(.init(action: .loaded([5, 7]), origin: .effect))
    entries.append(.init(action: .archive(7), origin: .sent))
    return Recording(startState: Inbox.State(), entries: entries)
  }

  @Test func givenARecordingOfAThousandActionsThatBreaksARuleWhenShrunkThenTheCauseIsTwoActionsNoneOfWhichCanGo() async throws {
    // Given
    let buggy = Inbox(archivingSevenDuplicates: true)
    let recording = longSession()
    #expect(recording.count == 1_000)

    // When
    let cause = try #require(await recording.shrunk(against: buggy, breaking: noDuplicates))

    // Then
    #expect(cause.entries.map(\.action) == [.loaded([5, 7]), .archive(7)])
    #expect(cause.entries.allSatisfy { $0.fingerprint == nil && $0.time == nil }, "the session's, not the cause's")
    #expect(cause.replay(against: buggy, fingerprint: .json).states.count == 2)
    for removed in cause.entries.indices {
      var fewer = cause.entries
      fewer.remove(at: removed)
      let shorter = Recording(startState: cause.startState, entries: fewer)
      #expect(await shorter.shrunk(against: buggy, breaking: noDuplicates) == nil, "entry \(removed) can go")
    }
  }

  @Test func givenARecordingThatKeepsTheRuleThenThereIsNothingToShrink() async {
    let shrunk = await longSession().shrunk(against: Inbox(), breaking: noDuplicates)

    #expect(shrunk == nil)
  }
}
