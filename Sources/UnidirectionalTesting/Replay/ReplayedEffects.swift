import Unidirectional

/// What a replay knows of the effects the reducer returned, without running them: the
/// actions they send at once, which the recording must hold next, and the tasks that may
/// still answer.
///
/// A store reduces an action an effect sends at once right after the action that returned
/// it, before anything else, so a recording holds those next, in order. A task's answers
/// come later and in any number, so a task counts as running until it is cancelled; an
/// answer is out of place only when nothing runs. Answers before the first action the app
/// sent may come from tasks started before the recording began, and are let through.
struct ReplayedEffects<Action> {
  /// The actions the effects sent at once, not yet matched with the recording.
  private var sentAtOnce: [Action] = []
  /// The cancellation ids of each task started and not cancelled since.
  private var running: [[EffectID]] = []
  /// Whether the replay has reached an action the app sent.
  private var hasSeenSentAction = false

  /// Where a recorded action stands against the reducer's effects.
  enum Admission {
    /// An effect sent it at once, as the recording has it.
    case sentAtOnce
    /// The app sent it, or a running task could have.
    case inPlace
    /// The reducer's effects disagree with it.
    case outOfPlace(ReplayDisagreement.Kind)
  }

  /// Checks that `entry` may come next.
  ///
  /// - Parameter entry: The next recorded action.
  /// - Returns: Where the entry stands.
  mutating func admit<State>(_ entry: Recording<State, Action>.Entry) -> Admission {
    if !sentAtOnce.isEmpty {
      let expected = sentAtOnce.removeFirst()
      let sent = swiftSourceLiteral(expected)
      guard entry.origin == .effect, swiftSourceLiteral(entry.action) == sent else {
        return .outOfPlace(.sendsAnotherAction(sent: sent))
      }
      return .sentAtOnce
    }
    switch entry.origin {
    case .sent:
      hasSeenSentAction = true
    case .effect:
      if hasSeenSentAction, running.isEmpty { return .outOfPlace(.answerWithoutEffect) }
    }
    return .inPlace
  }

  /// Notes what `effect` sends at once, starts and cancels.
  ///
  /// - Parameter effect: The effect the reducer returned.
  mutating func follow(_ effect: Effect<Action>) {
    for command in effect.commands {
      switch command {
      case .send(let action):
        sentAtOnce.append(action)
      case .run(_, let ids), .concatenate(_, let ids):
        running.append(ids)
      case .cancel(let id):
        running.removeAll { $0.contains(id) }
      case .cancelMatching(let predicate):
        running.removeAll { $0.contains(where: predicate.matches) }
      case .join, .report:
        continue
      }
    }
  }

  /// The first action the effects sent at once that the recording never reached, if any.
  var unmatchedSend: Action? { sentAtOnce.first }
}
