import Foundation
import Unidirectional

/// One step of an ``InspectionPage``: what the recording holds of it and, when the page
/// replayed the recording, what the feature did at it; it writes the text the step's panel
/// shows.
struct InspectedStep: Hashable, Sendable {
  /// What a replay learned of the step.
  enum Replayed: Hashable, Sendable {
    /// The page was made from the recording alone.
    case notAsked
    /// The replay stopped at the first disagreement, at `stoppedAt`, before this step.
    case notReplayed(stoppedAt: Int)
    /// The step was reduced.
    case reduced(ReducedStep)
  }

  /// What a replay saw a reduced step do.
  struct ReducedStep: Hashable, Sendable {
    /// `lineDiff(structuralDump(before), structuralDump(after))`; `nil` for no change.
    let diff: String?
    /// The effects started and cancelled, each action sent at once written as Swift source.
    let effects: FollowedEffects<String>
    /// The effect that sent the action, as the replay puts it down.
    let sender: EffectReference?
    /// For each started effect, the steps whose actions it sent.
    var sent: [[Int]]
  }

  /// The index of the entry.
  let index: Int
  /// How many entries the recording holds.
  let count: Int
  /// The action's case name.
  let caseName: String
  /// The action, as the page shows it.
  let action: String
  /// Whether the app or an effect sent it.
  let origin: ActionOrigin
  /// When it was reduced, if the recording read the clock.
  let time: Duration?
  /// The recorded fingerprint of the state it left.
  let fingerprint: UInt64?
  /// What the replay learned of it.
  var replayed: Replayed
  /// The report of the first disagreement, when it is at this step.
  var disagreement: String?

  /// The time as the page shows it: `1.250 s`.
  var timeText: String? {
    time.map { String(format: "%.3f s", $0.inSeconds) }
  }

  /// The panel's text, in parts, lines joined by newlines.
  var parts: [StepTextPart] {
    var lines: [[StepTextPart]] = [
      [.text("step \(index) of \(count): \(caseName)")],
      [.text("action:\n" + action.indented)],
      originLine,
    ]
    if let timeText { lines.append([.text("time: \(timeText)")]) }
    if let fingerprint { lines.append([.text("fingerprint: \(fingerprint)")]) }
    lines += replayedLines
    if let disagreement { lines.append([.text("disagreement:\n" + disagreement.indented)]) }
    return Self.merged(lines.joined(separator: [.text("\n")]))
  }

  /// The text of ``parts``.
  var text: String {
    parts.map(\.text).joined()
  }

  private var originLine: [StepTextPart] {
    guard origin == .effect else { return [.text("origin: the app sent it")] }
    guard case .reduced(let step) = replayed, let sender = step.sender else {
      return [.text("origin: an effect sent it")]
    }
    return [.text("origin: an effect sent it: effect \(sender.number) of "), .step(sender.step)]
  }

  private var replayedLines: [[StepTextPart]] {
    switch replayed {
    case .notAsked:
      return []
    case .notReplayed(let stoppedAt):
      return [[.text("not replayed: the replay stopped at "), .step(stoppedAt), .text(", where the feature first disagrees")]]
    case .reduced(let step):
      var lines: [[StepTextPart]] = [[.text("state diff:\n" + (step.diff ?? "(no change)").indented)]]
      if step.effects.started.isEmpty && step.effects.cancelled.isEmpty {
        lines.append([.text("effects: none started or cancelled")])
      }
      if !step.effects.started.isEmpty {
        lines.append([.text("effects started:")])
        for (offset, effect) in step.effects.started.enumerated() {
          lines.append(Self.startedLine(effect, number: offset + 1, sent: step.sent[offset]))
        }
      }
      if !step.effects.cancelled.isEmpty {
        lines.append([.text("effects cancelled:")])
        for cancelled in step.effects.cancelled {
          lines.append([.text("  effect \(cancelled.effect.number) of "), .step(cancelled.effect.step), .text(Self.ids(cancelled.ids))])
        }
      }
      return lines
    }
  }

  private static func startedLine(
    _ effect: FollowedEffects<String>.Started, number: Int, sent: [Int]
  ) -> [StepTextPart] {
    let what: String =
      switch effect {
      case .task(let effectIDs): "a task" + ids(effectIDs)
      case .concatenation(let effectIDs): "a concatenation" + ids(effectIDs)
      case .sendsAtOnce(let action): "sends \(action) at once"
      }
    let sentParts: [StepTextPart] =
      sent.isEmpty ? [.text(" → sent nothing")] : [.text(" → sent ")] + sent.map { [.step($0)] }.joined(separator: [.text(", ")])
    return [.text("  \(number). \(what)")] + sentParts
  }

  private static func ids(_ ids: [EffectID]) -> String {
    ids.isEmpty ? "" : " (cancellable by " + ids.map(\.description).joined(separator: ", ") + ")"
  }

  /// The parts with neighbouring texts joined.
  private static func merged(_ parts: some Sequence<StepTextPart>) -> [StepTextPart] {
    var merged: [StepTextPart] = []
    for part in parts {
      if case .text(let text) = part, case .text(let previous)? = merged.last {
        merged[merged.count - 1] = .text(previous + text)
      } else {
        merged.append(part)
      }
    }
    return merged
  }
}
