/// What an effect does at once when a store starts it, read without running anything: the
/// one reading of an effect that the effect runner, the replay and the testing module's
/// state-space explorer all follow.
///
/// Started, an effect sends actions, starts tasks under cancellation ids, cancels the tasks
/// under an id or whose id matches, joins the tasks under an id, reports an issue (a
/// `dismiss` that nothing presents), and holds up the rest of a concatenation until what one
/// of its steps started or joined has ended. ``commands`` says which, in the order the runner
/// does them; ``heldUp`` holds the steps of a concatenation that wait.
///
/// A concatenation's steps are read in turn. A step that only sends, cancels or reports goes
/// at once, and so does the first step that starts a task or joins one: the steps after that
/// one are held up, and the concatenation is one ``EffectCommand/concatenate(_:ids:)``. A step
/// that cancels one of the concatenation's own ids stops it: no step after it runs. A
/// concatenation that holds nothing up is no more than its steps' commands.
///
/// Whether held-up steps really wait is known only while the effect runs: a join on an id
/// nothing runs under holds nothing, nor does a task cancelled before its body started. The
/// runner then goes on with those steps at once, reading them with ``init(steps:ids:)`` as
/// it reads every step. The replay and the explorer, which run nothing, count held-up steps
/// as a task that answers later.
@usableFromInline
package struct EffectPlan<Action> {
  /// What the effect does at once, in order.
  @usableFromInline
  package let commands: [EffectCommand<Action>]

  /// The steps of a concatenation that wait until the work ``commands`` started or joined
  /// has ended; empty for a whole effect, and for a concatenation that was stopped or whose
  /// steps all go at once.
  @usableFromInline
  package let heldUp: ArraySlice<Effect<Action>>

  /// What `effect`, running under `ids`, does at once.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - ids: The cancellation ids it runs under, outermost first.
  @inlinable
  package init(_ effect: Effect<Action>, ids: [EffectID] = []) {
    var commands: [EffectCommand<Action>] = []
    Self.forEachCommand(of: effect, ids: ids) { commands.append($0) }
    self.commands = commands
    heldUp = []
  }

  /// What a concatenation of `steps`, running under `ids`, does at once: the commands of
  /// its steps up to the first that holds up the rest, and the rest, held up.
  ///
  /// - Parameters:
  ///   - steps: The concatenation's steps that have not started.
  ///   - ids: The cancellation ids the concatenation runs under, outermost first.
  @inlinable
  package init(steps: ArraySlice<Effect<Action>>, ids: [EffectID]) {
    var commands: [EffectCommand<Action>] = []
    var heldUp = steps[steps.endIndex...]
    for index in steps.indices {
      let stepStart = commands.endIndex
      Self.forEachCommand(of: steps[index], ids: ids) { commands.append($0) }
      let step = commands[stepStart...]
      if !ids.isEmpty, step.contains(where: { $0.cancels(anyOf: ids) }) { break }
      if step.contains(where: \.holdsUp) {
        heldUp = steps[(index + 1)...]
        break
      }
    }
    self.commands = commands
    self.heldUp = heldUp
  }

  /// Calls `body` with each of the commands of `effect`, running under `ids`, in order: the
  /// plan, walked without collecting it. The runner starts every effect this way, and the
  /// explorer and the replay follow every effect this way.
  ///
  /// - Parameters:
  ///   - effect: The effect.
  ///   - ids: The cancellation ids it runs under, outermost first.
  ///   - body: Receives each command.
  @inlinable
  package static func forEachCommand(
    of effect: Effect<Action>, ids: [EffectID] = [], _ body: (EffectCommand<Action>) -> Void
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      body(.send(action))
    case .run(let run):
      body(.run(run, ids: ids))
    case .merge(let effects):
      for effect in effects { forEachCommand(of: effect, ids: ids, body) }
    case .concatenate(let steps):
      let plan = EffectPlan(steps: steps[...], ids: ids)
      guard plan.heldUp.isEmpty else { return body(.concatenate(plan, ids: ids)) }
      for command in plan.commands { body(command) }
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { body(.cancel(id)) }
      forEachCommand(of: effect, ids: ids + [id], body)
    case .cancel(let id):
      body(.cancel(id))
    case .cancelMatching(let predicate):
      body(.cancelMatching(predicate))
    case .join(let id):
      body(.join(id))
    case .dismiss(let location):
      body(.dismiss(location))
    case .report(let issue):
      body(.report(issue))
    }
  }

  /// The plan of the commonest effect, read without building it: when all `effect` does at
  /// once is start one task (a `.run` under zero or more `.cancellable` without
  /// `cancelInFlight`), that task and its ids, outermost first. Nothing else in such an
  /// effect can cancel the task, so the runner starts it without the two passes.
  ///
  /// The tuple has no labels: the run-time lookup of a labelled tuple type compares the
  /// labels as strings, on every effect.
  ///
  /// - Parameter effect: The effect.
  /// - Returns: The task and its ids, or `nil` when the effect does anything else.
  static func loneTask(of effect: Effect<Action>) -> (Effect<Action>.Run, [EffectID])? {
    var ids: [EffectID] = []
    var effect = effect
    while true {
      switch effect.operation {
      case .run(let run):
        return (run, ids)
      case .cancellable(let inner, let id, cancelInFlight: false):
        ids.append(id)
        effect = inner
      default:
        return nil
      }
    }
  }
}

extension EffectCommand {
  /// Whether the command holds up the steps of a concatenation after its own: it starts a
  /// task, joins tasks (taken as holding up even when nothing runs under the id, which only
  /// the runner knows), or is a concatenation that holds up steps of its own.
  @usableFromInline
  var holdsUp: Bool {
    switch self {
    case .run, .join, .concatenate: true
    case .send, .cancel, .cancelMatching, .report, .dismiss: false
    }
  }

  /// Whether the command cancels one of `ids`, itself or through what it does at once.
  @usableFromInline
  func cancels(anyOf ids: [EffectID]) -> Bool {
    switch self {
    case .cancel(let id): ids.contains(id)
    case .cancelMatching(let predicate): ids.contains(where: predicate.matches)
    case .concatenate(let plan, _): plan.commands.contains { $0.cancels(anyOf: ids) }
    case .send, .run, .join, .report, .dismiss: false
    }
  }
}
