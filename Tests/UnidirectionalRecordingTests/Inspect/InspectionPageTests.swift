import Foundation
import Testing
import Unidirectional
import UnidirectionalRecording

/// An inspection page shows each recorded step as the library writes it: the action, its
/// origin and time, and, replayed against the feature, the diff a failing test prints, the
/// effects started and cancelled, who sent what, and where the feature first disagrees.
struct InspectionPageTests {
  /// A session: type "a", its answer, type "ab" (cancelling the first search), cancel.
  private func session(fingerprints: [UInt64?] = []) -> Recording<Search.State, Search.Action> {
    let actions: [(Search.Action, ActionOrigin)] = [
      (.typed("a"), .sent), (.loaded(["a"]), .effect), (.typed("ab"), .sent), (.cancel, .sent),
    ]
    return Recording(
      startState: Search.State(),
      entries: actions.enumerated().map { offset, step in
        .init(
          action: step.0, origin: step.1, time: .milliseconds(250 * offset),
          fingerprint: offset < fingerprints.count ? fingerprints[offset] : nil)
      })
  }

  @Test func givenARecordingAloneWhenInspectedThenAStepShowsItsActionOriginAndTimeOnly() {
    // Given
    let page = InspectionPage(session())

    // When
    let text = page.text(ofStep: 1)

    // Then
    #expect(
      text == """
        step 1 of 4: loaded
        action:
          .loaded(
            [
              [0]: "a"
            ]
          )
        origin: an effect sent it
        time: 0.250 s
        """)
    #expect(page.count == 4)
    #expect(page.text(ofStep: 4) == nil)
  }

  @Test func givenTheReducerWhenInspectedThenEachStepShowsTheDiffAFailingTestPrints() {
    let recording = session()
    let replay = recording.replay(against: Search(), fingerprint: nil)
    let page = InspectionPage(recording, replayedAgainst: Search(), fingerprint: nil)

    let states = [recording.startState] + replay.states
    for step in 0..<page.count {
      let diff = lineDiff(structuralDump(states[step]), structuralDump(states[step + 1])) ?? "(no change)"
      #expect(page.text(ofStep: step)?.contains("state diff:\n" + diff.indented) == true)
    }
  }

  @Test func givenAnEffectThatAnsweredWhenInspectedThenTheAnswerAndTheStartingStepLinkBothWays() {
    let page = InspectionPage(session(), replayedAgainst: Search(), fingerprint: nil)

    #expect(
      page.text(ofStep: 0) == """
        step 0 of 4: typed
        action:
          .typed("a")
        origin: the app sent it
        time: 0.000 s
        state diff:
            Search.State(
          −   query: "",
          +   query: "a",
              results: [],
          −   isLoading: false
          +   isLoading: true
            )
        effects started:
          1. a task (cancellable by search) → sent step 1
        """)
    #expect(page.text(ofStep: 1)?.contains("origin: an effect sent it: effect 1 of step 0") == true)
  }

  @Test func givenANewSearchAndACancelWhenInspectedThenEachStepSaysWhichRunningEffectItCancelled() {
    let page = InspectionPage(session(), replayedAgainst: Search(), fingerprint: nil)

    #expect(page.text(ofStep: 2)?.contains("effects cancelled:\n  effect 1 of step 0 (cancellable by search)") == true)
    #expect(page.text(ofStep: 3)?.hasSuffix("effects cancelled:\n  effect 1 of step 2 (cancellable by search)") == true)
  }

  @Test func givenTwoTasksRunningAtOnceWhenTheOlderAnswersThenTheAnswerIsPutDownToTheNewer() {
    // Given: the recording does not say which task sent .done(1)
    let recording = Recording<[Int], Relay.Action>(
      startState: [],
      entries: [.init(action: .start(1), origin: .sent), .init(action: .start(2), origin: .sent), .init(action: .done(1), origin: .effect)])

    // When
    let page = InspectionPage(recording, replayedAgainst: Relay(), fingerprint: nil)

    // Then: the most recently started task still running
    #expect(page.text(ofStep: 2)?.contains("origin: an effect sent it: effect 1 of step 1") == true)
    #expect(page.text(ofStep: 1)?.hasSuffix("effects started:\n  1. a task → sent step 2") == true)
    #expect(page.text(ofStep: 0)?.hasSuffix("effects started:\n  1. a task → sent nothing") == true)
  }

  @Test func givenAnActionSentAtOnceWhenInspectedThenItIsPutDownToTheStepThatSentIt() {
    let recording = Recording<[Int], Relay.Action>(
      startState: [1],
      entries: [.init(action: .start(1), origin: .sent), .init(action: .reset, origin: .sent), .init(action: .done(0), origin: .effect)])

    let page = InspectionPage(recording, replayedAgainst: Relay(), fingerprint: nil)

    #expect(page.text(ofStep: 1)?.hasSuffix("effects started:\n  1. sends .done(0) at once → sent step 2") == true)
    #expect(page.text(ofStep: 2)?.contains("origin: an effect sent it: effect 1 of step 1") == true)
  }

  @Test func givenAFeatureThatNowDisagreesWhenInspectedThenTheFirstDisagreementIsMarkedAndLaterStepsAreNotReplayed() {
    // Given: the recording says step 1 left another state
    let recording = session(fingerprints: [nil, 1, nil, nil])
    let replay = recording.replay(against: Search(), fingerprint: .json)

    // When
    let page = InspectionPage(recording, replayedAgainst: Search(), fingerprint: .json)

    // Then
    #expect(page.disagreementStep == 1)
    #expect(page.text(ofStep: 1)?.hasSuffix("disagreement:\n" + (replay.disagreement?.description ?? "").indented) == true)
    #expect(
      page.text(ofStep: 2)?.hasSuffix(
        "not replayed: the replay stopped at step 1, where the feature first disagrees") == true)
  }

  @Test func givenAPageThenItsEmbeddedDataHoldsTheTimelineAndEveryStepsText() throws {
    let page = InspectionPage(session(fingerprints: [nil, 1, nil, nil]), replayedAgainst: Search(), fingerprint: .json)

    let data = try embeddedData(in: page.html)

    #expect(data.names == ["typed", "loaded", "typed", "cancel"])
    #expect(data.origins == "sess")
    #expect(data.times == ["0.000 s", "0.250 s", "0.500 s", "0.750 s"])
    #expect(data.disagreement == 1)
    #expect((0..<page.count).map { data.text(ofStep: $0) } == (0..<page.count).map { page.text(ofStep: $0) })
    #expect(data.steps[1].contains(.step(0)))
  }

  @Test func givenAnActionThatSpellsAClosingScriptTagThenThePageStillHoldsOneDataScriptAndNoAddressElsewhere() throws {
    let awkward = "quote \" backslash \\ newline \n tab \t bell \u{7} separator \u{2028} é 🙂"
    let recording = Recording<Int, String>(
      startState: 0,
      entries: [.init(action: "</script><script>alert(1)</script>", origin: .sent), .init(action: awkward, origin: .sent)])

    let html = InspectionPage(recording, title: "A <b>title</b>").html

    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(html.contains("<h1>A &lt;b&gt;title&lt;/b&gt;</h1>"))
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains(" src="))
    #expect(try embeddedData(in: html).names == ["</script><script>alert(1)</script>", awkward])
  }

  @Test func givenARecordingReadWithoutItsTypesThenActionsAreNamedByTheirSingleKeyOrString() throws {
    let file = """
      {"recording":1,"startState":{"count":0}}
      {"action":{"increment":{}},"origin":"sent","time":0.5}
      {"action":"reset","origin":"effect"}
      {"action":[1,2],"origin":"sent"}
      """
    let recording = try Recording<JSONValue, JSONValue>(jsonLines: Data(file.utf8))

    let page = InspectionPage(recording)

    #expect(try embeddedData(in: page.html).names == ["increment", "reset", "[1,2]"])
    #expect(page.text(ofStep: 1) == "step 1 of 3: reset\naction:\n  \"reset\"\norigin: an effect sent it")
  }

  /// The page's data, read back from its `<script type="application/json">`.
  private func embeddedData(in html: String) throws -> PageData {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"recording\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return try JSONDecoder().decode(PageData.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
  }
}

/// The data a page embeds, as its script reads it.
private struct PageData: Decodable {
  /// A piece of a step's text: a string, or a number that links to a step.
  enum Part: Decodable, Equatable {
    case text(String)
    case step(Int)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let step = try? container.decode(Int.self) {
        self = .step(step)
      } else {
        self = .text(try container.decode(String.self))
      }
    }
  }

  let title: String
  let names: [String]
  let origins: String
  let times: [String?]
  let disagreement: Int?
  let steps: [[Part]]

  /// The step's text as the page's script writes it.
  func text(ofStep index: Int) -> String {
    steps[index].map {
      switch $0 {
      case .text(let text): text
      case .step(let step): "step \(step)"
      }
    }.joined()
  }
}
