import Unidirectional
/// What a replay knows of the effects the reducer returned, without running them: the
/// actions they send at once, which the recording must hold next, and the tasks that may
/// still answer.
///
/// A store reduces an action an effect sends at once right after the action that returned
/// it, before anything else, so a recording holds those next, in order; a concatenation
/// sends its leading steps' actions at once too, up to its first step that runs a task. A
/// task's answers come in any number, from its start (a task runs at once until its first
/// wait, so its first answers can come before an action sent at once) to its end, so a task
/// counts as running until it is cancelled; an answer is out of place only when nothing
/// runs. When effects started
/// before the recording may still run (``Recording/effectsMayRunAtStart``), no answer can
/// be told out of place.
///
/// It also says which effect sent each answer, for a page that links them
/// (``InspectionPage``): the recording does not say which task sent an action, so an answer
/// is put down to the most recently started task still running.
struct ReplayedEffects<Action> {
  /// The actions the effects sent at once, not yet matched with the recording, each with
  /// the effect that sent it.
  private var sentAtOnce: [(action: Action, effect: EffectReference)] = []
  /// The cancellation ids of each task started and not cancelled since, oldest first, each
  /// with the effect it is.
  private var running: [(ids: [EffectID], effect: EffectReference)] = []
  /// Whether effects started before the recording may still answer.
  private let effectsMayRunAtStart: Bool
  /// Whether a task started since the store last took an action from outside: only such a
  /// task can answer while the store still reduces what was sent at once.
  private var startedTaskInThisSend = false

  /// Starts with no effect known.
  ///
  /// - Parameter effectsMayRunAtStart: Whether effects started before the recording may
  ///   still answer.
  init(effectsMayRunAtStart: Bool) {
    self.effectsMayRunAtStart = effectsMayRunAtStart
  }

  /// Where a recorded action stands against the reducer's effects.
  enum Admission {
    /// An effect sent it at once, as the recording has it.
    case sentAtOnce(by: EffectReference)
    /// The app sent it, or a running task could have: the one started last, if the
    /// replay knows of one.
    case inPlace(sentBy: EffectReference?)
    /// The reducer's effects disagree with it.
    case outOfPlace(ReplayDisagreement.Kind)
  }

  /// Checks that `entry` may come next.
  ///
  /// - Parameter entry: The next recorded action.
  /// - Returns: Where the entry stands.
  mutating func admit<State>(_ entry: Recording<State, Action>.Entry) -> Admission {
    let sender = entry.origin == .effect ? running.last?.effect : nil
    if let expected = sentAtOnce.first {
      let sent = swiftSourceLiteral(expected.action)
      if entry.origin == .effect, swiftSourceLiteral(entry.action) == sent {
        sentAtOnce.removeFirst()
        return .sentAtOnce(by: expected.effect)
      }
      // A task starts at once and may send before its first wait, so an answer of a task
      // this send started can come before an action sent at once; nothing else can.
      guard entry.origin == .effect, startedTaskInThisSend else { return .outOfPlace(.sendsAnotherAction(sent: sent)) }
      return .inPlace(sentBy: sender)
    }
    startedTaskInThisSend = false
    if entry.origin == .effect, running.isEmpty, !effectsMayRunAtStart { return .outOfPlace(.answerWithoutEffect) }
    return .inPlace(sentBy: sender)
  }

  /// Notes what `effect` sends at once, starts and cancels, as its plan says
  /// (``EffectPlan``, the reading the runner follows too).
  ///
  /// - Parameters:
  ///   - effect: The effect the reducer returned.
  ///   - step: The index of the entry whose reducer returned it.
  /// - Returns: The effects it started and the running ones it cancelled.
  mutating func follow(_ effect: Effect<Action>, at step: Int) -> FollowedEffects<Action> {
    var followed = FollowedEffects<Action>()
    follow(EffectPlan(effect).commands, at: step, into: &followed)
    return followed
  }

  /// Notes what the commands of an effect's plan send at once, start and cancel. The steps
  /// a concatenation holds up count as a task of their own, which answers when they run.
  private mutating func follow(
    _ commands: [EffectCommand<Action>], at step: Int, into followed: inout FollowedEffects<Action>
  ) {
    func start(_ effect: FollowedEffects<Action>.Started) -> EffectReference {
      followed.started.append(effect)
      return EffectReference(step: step, number: followed.started.count)
    }
    for command in commands {
      switch command {
      case .send(let action):
        sentAtOnce.append((action, start(.sendsAtOnce(action: action))))
      case .run(_, let ids):
        running.append((ids, start(.task(ids: ids))))
        startedTaskInThisSend = true
      case .concatenate(let plan, let ids):
        follow(plan.commands, at: step, into: &followed)
        running.append((ids, start(.concatenation(ids: ids))))
        startedTaskInThisSend = true
      case .cancel(let id):
        cancelRunning(where: { $0.contains(id) }, into: &followed)
      case .cancelMatching(let predicate):
        cancelRunning(where: { $0.contains(where: predicate.matches) }, into: &followed)
      case .join, .report, .dismiss:
        break
      }
    }
  }

  /// Forgets the running tasks whose ids match, noting each as cancelled.
  private mutating func cancelRunning(
    where matches: ([EffectID]) -> Bool, into followed: inout FollowedEffects<Action>
  ) {
    for task in running where matches(task.ids) {
      followed.cancelled.append(.init(effect: task.effect, ids: task.ids))
    }
    running.removeAll { matches($0.ids) }
  }

  /// The first action the effects sent at once that the recording never reached, if any.
  var unmatchedSend: Action? { sentAtOnce.first?.action }
}
