public import Unidirectional

/// A recorded session as one web page that steps through every action: a timeline, and for
/// the selected step its action, its origin and time, and, when the page replayed the
/// recording against the feature, the state diff it made, the effects it started and
/// cancelled, the actions those effects sent, and where the feature first disagrees.
///
/// Make it from a ``Recording`` alone to see the actions, or from a recording and the
/// feature's reducer to see what each step did: the page replays the recording with
/// ``Recording/replay(against:fingerprint:)``'s machinery, and shows each step's diff as a
/// failing test prints it, `lineDiff(structuralDump(before), structuralDump(after))`. The
/// recording does not say which task sent an action, so the page puts each action an
/// effect sent down to the effect that sent it at once, or else to the most recently
/// started task still running. The replay stops at the first disagreement; later steps
/// show what the recording holds.
///
/// ``html`` is one self-contained file: its data embedded as JSON, plain script, no request
/// to anywhere. Every diff is decided when the page is built, and the page draws only the
/// timeline rows in view, so a recording of 100,000 actions opens and steps at once.
///
/// ```swift
/// let recording = Recording<Counter.State, Counter.Action>(
///   startState: Counter.State(), entries: [.init(action: .increment, origin: .sent)])
/// let page = InspectionPage(recording, replayedAgainst: Counter(), fingerprint: nil)
/// print(page.text(ofStep: 0) ?? "")
/// ```
///
/// ```text
/// step 0 of 1: increment
/// action:
///   .increment
/// origin: the app sent it
/// state diff:
///     Counter.State(
///   −   count: 0,
///   +   count: 1,
///       loadID: nil
///     )
/// effects: none started or cancelled
/// ```
public struct InspectionPage: Hashable, Sendable {
  /// The page's heading.
  public let title: String

  /// Every step, in the recording's order.
  let steps: [InspectedStep]

  /// The step where the feature first disagrees with the recording, if the page replayed
  /// it and it does.
  public let disagreementStep: Int?

  /// Whether the page replayed the recording against the feature.
  let isReplayed: Bool

  /// A page of the recording's actions, their origins, times and fingerprints, without
  /// replaying them.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - title: The page's heading.
  public init<State, Action>(_ recording: Recording<State, Action>, title: String = "Recorded session") {
    let entries = recording.entries
    self.title = title
    self.steps = entries.indices.map { Self.step(entries[$0], at: $0, of: entries.count) }
    self.disagreementStep = nil
    self.isReplayed = false
  }

  /// A page of the recording replayed against `reducer`: every step's state diff, the
  /// effects it started and cancelled, the actions they sent, and the first step where the
  /// feature disagrees with the recording.
  ///
  /// - Parameters:
  ///   - recording: The session.
  ///   - reducer: The feature as it is now.
  ///   - fingerprint: How the recording digested its states; `nil` compares none.
  ///   - title: The page's heading.
  /// - Complexity: One ``/Unidirectional/structuralDump(_:)`` of each state and one
  ///   ``/Unidirectional/lineDiff(_:_:)`` per step.
  public init<R: Reducer>(
    _ recording: Recording<R.State, R.Action>,
    replayedAgainst reducer: R,
    fingerprint: RecordingFingerprint<R.State>?,
    title: String = "Recorded session"
  ) {
    let entries = recording.entries
    var reduced: [InspectedStep.ReducedStep?] = Array(repeating: nil, count: entries.count)
    var sent: [EffectReference: [Int]] = [:]
    var dumpBefore = structuralDump(recording.startState)
    let replay = recording.replay(against: reducer, fingerprint: fingerprint) { step in
      let dumpAfter = structuralDump(step.after)
      reduced[step.index] = .init(
        diff: lineDiff(dumpBefore, dumpAfter), effects: step.effects.mapActions(swiftSourceLiteral),
        sender: step.sender, sent: [])
      dumpBefore = dumpAfter
      if let sender = step.sender { sent[sender, default: []].append(step.index) }
    }
    let stop = replay.disagreement?.entryIndex
    var steps = entries.indices.map { Self.step(entries[$0], at: $0, of: entries.count) }
    for index in steps.indices {
      if var step = reduced[index] {
        step.sent = step.effects.started.indices.map { sent[EffectReference(step: index, number: $0 + 1)] ?? [] }
        steps[index].replayed = .reduced(step)
      } else if let stop {
        steps[index].replayed = .notReplayed(stoppedAt: stop)
      }
    }
    if let disagreement = replay.disagreement { steps[disagreement.entryIndex].disagreement = disagreement.description }
    self.title = title
    self.steps = steps
    self.disagreementStep = stop
    self.isReplayed = true
  }

  /// How many steps the page shows: one per recorded action.
  public var count: Int { steps.count }

  /// The text the page's panel shows for a step: its action, origin, time, fingerprint,
  /// and, when the page replayed the recording, its state diff, effects and disagreement.
  /// A terminal or a test reads a step here as the page shows it.
  ///
  /// - Parameter index: The step, counting from 0 as the recording's entries do.
  /// - Returns: The text, lines joined by newlines; `nil` when there is no such step.
  public func text(ofStep index: Int) -> String? {
    steps.indices.contains(index) ? steps[index].text : nil
  }

  /// Where the tools write a recording's page without being told: `session.jsonl` as
  /// `session.html`; a name without an extension gets one.
  ///
  /// - Parameter path: The recording's path.
  package static func pagePath(forRecordingAt path: String) -> String {
    let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[name...].lastIndex(of: "."), dot > name else { return path + ".html" }
    return path[..<dot] + ".html"
  }

  /// The step for the recording's entry at `index`, not yet replayed.
  private static func step<State, Action>(
    _ entry: Recording<State, Action>.Entry, at index: Int, of count: Int
  ) -> InspectedStep {
    InspectedStep(
      index: index, count: count, caseName: InspectedAction.caseName(of: entry.action),
      action: InspectedAction.text(of: entry.action), origin: entry.origin, time: entry.time,
      fingerprint: entry.fingerprint, replayed: .notAsked)
  }
}
