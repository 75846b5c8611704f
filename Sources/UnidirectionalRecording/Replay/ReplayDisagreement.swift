public import Unidirectional
/// Where a reducer first disagrees with a recording, and how.
///
/// ``Replay/disagreement`` holds one when the reducer, fed the recorded actions, leaves
/// another state, sends other actions at once, gets an answer from an effect it never
/// started, or reads other values from its dependencies than the recorded ones. Its
/// `description` is the report: the step, its action and what differs.
///
/// ```text
/// The reducer disagrees with the recording at entries[6] of 14 (an effect sent .responseReceived(…)):
///   the state it left has another fingerprint than the recorded one (a recording keeps
///   fingerprints, not states). What the action changed when replayed:
///     − items: [1, 2]
///     + items: [1, 2, 3]
/// ```
public struct ReplayDisagreement: Hashable, Sendable, CustomStringConvertible {
  /// How a reducer disagrees with a recording.
  public enum Kind: Hashable, Sendable {
    /// The state the action left has another fingerprint than the recorded one.
    case stateDiffers
    /// The reducer now sends the action `sent` at once, which the recording does not hold
    /// here: the step is the recorded action in its place, or the last one when the
    /// recording ends first.
    case sendsAnotherAction(sent: String)
    /// The recording goes on with an answer no running effect of the reducer could send:
    /// the reducer did not start the effect, or cancelled it.
    case answerWithoutEffect
    /// The reducer read other values from the built-in generators than the recorded
    /// ones: more, fewer, or from another generator. Where it read what the recording
    /// holds next, it got the recorded value; elsewhere, the generator's own.
    case readsOtherValues(recorded: [DependencyRead], read: [DependencyRead])
  }

  /// The index, in the recording's entries, of the step where the reducer disagrees.
  public let entryIndex: Int

  /// How many entries the recording holds.
  public let entryCount: Int

  /// The recorded action at that step, as Swift source.
  public let action: String

  /// Whether the app or an effect sent the action in the recorded session.
  public let origin: ActionOrigin

  /// How the reducer disagrees.
  public let kind: Kind

  /// What the action changed when replayed, as a state diff; `nil` when it changed nothing
  /// or the step was not reduced.
  public let change: String?

  /// The report: the step, its action and what differs.
  public var description: String {
    let sender = origin == .sent ? "the app sent" : "an effect sent"
    let head = "The reducer disagrees with the recording at entries[\(entryIndex)] of \(entryCount) (\(sender) \(action)):"
    let detail: String
    switch kind {
    case .stateDiffers:
      detail = "the state it left has another fingerprint than the recorded one (a recording keeps fingerprints, not states). What the action changed when replayed:\n"
        + (change ?? "(no change)").indented
    case .sendsAnotherAction(let sent):
      detail = "the reducer sends \(sent) at once, which the recording does not hold here."
    case .answerWithoutEffect:
      detail = "the recording holds an answer from an effect, but the reducer runs no effect that could send it."
    case .readsOtherValues(let recorded, let read):
      detail = "the reducer read \(Self.list(read)) from its dependencies, where the recording holds \(Self.list(recorded)): a replay hands back only what the session read."
    }
    return head + "\n" + detail.indented
  }

  /// `reads` in words: "nothing", or the reads in brackets.
  private static func list(_ reads: [DependencyRead]) -> String {
    reads.isEmpty ? "nothing" : "[" + reads.map(\.description).joined(separator: ", ") + "]"
  }
}
