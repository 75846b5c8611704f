extension Effect {
  /// Yields what the effect asks of its runner, in the runner's order: a
  /// `cancellable(id:cancelInFlight: true)` cancels its id before its own tasks start, and a
  /// concatenation is one command whose steps are walked when their turn comes.
  ///
  /// This is the one walk of an effect tree: the runner registers what it yields, and the
  /// state-space explorer reads it through ``commands(ids:)``.
  ///
  /// - Parameters:
  ///   - ids: The cancellation ids the effect runs under, outermost first.
  ///   - body: Receives each command.
  @inlinable
  package func forEachCommand(ids: [EffectID] = [], _ body: (EffectCommand<Action>) -> Void) {
    switch operation {
    case .none:
      return
    case .send(let action):
      body(.send(action))
    case .run(let run):
      body(.run(run, ids: ids))
    case .merge(let effects):
      for effect in effects { effect.forEachCommand(ids: ids, body) }
    case .concatenate(let effects):
      body(.concatenate(effects, ids: ids))
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { body(.cancel(id)) }
      effect.forEachCommand(ids: ids + [id], body)
    case .cancel(let id):
      body(.cancel(id))
    case .cancelMatching(let predicate):
      body(.cancelMatching(predicate))
    case .join(let id):
      body(.join(id))
    case .dismiss(let location):
      body(.report(RuntimeIssue(Effect.unhandledDismissMessage, at: location)))
    case .report(let issue):
      body(.report(issue))
    }
  }

  /// The task of an effect that is one `.run` under zero or more `.cancellable` without
  /// `cancelInFlight`, and its ids, outermost first: nothing else in such an effect can
  /// cancel the task, so the runner starts it without the two passes.
  ///
  /// The tuple has no labels: the run-time lookup of a labelled tuple type compares the
  /// labels as strings, on every effect.
  var loneTask: (Run, [EffectID])? {
    var ids: [EffectID] = []
    var effect = self
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

  /// Whether the effect holds up a concatenation when a store starts it: it runs work
  /// (`.run`), joins tasks (`.join`, taken as holding up even when nothing runs under its
  /// id, which only a runner knows), or is a concatenation with a step that does.
  @inlinable
  package var startsTask: Bool {
    var startsTask = false
    forEachCommand { command in
      switch command {
      case .run, .join: startsTask = true
      case .concatenate(let steps, _): startsTask = startsTask || steps.contains { $0.startsTask }
      default: break
      }
    }
    return startsTask
  }

  /// Whether the effect cancels one of `ids` when a store starts it.
  @inlinable
  package func cancelsAny(of ids: [EffectID]) -> Bool {
    var cancels = false
    forEachCommand { command in
      switch command {
      case .cancel(let id): cancels = cancels || ids.contains(id)
      case .cancelMatching(let predicate): cancels = cancels || ids.contains(where: predicate.matches)
      default: break
      }
    }
    return cancels
  }

  /// A concatenation's steps as the runner walks them: the steps it registers at once, up
  /// to its first step that starts a task, and the steps from that one on, which run in
  /// turn, each when the one before it ends. A leading step that cancels the
  /// concatenation's own ids stops it: no step after it runs.
  ///
  /// The replay and the state-space explorer follow a concatenation by this split, as the
  /// runner does: the actions the leading steps send are sent at once.
  ///
  /// - Parameters:
  ///   - steps: The concatenation's steps.
  ///   - ids: The cancellation ids the concatenation runs under.
  /// - Returns: The leading steps and the rest.
  @inlinable
  package static func splitAtFirstTask(
    _ steps: [Effect], ids: [EffectID]
  ) -> (atOnce: ArraySlice<Effect>, inTurn: ArraySlice<Effect>) {
    for index in steps.indices {
      if steps[index].startsTask { return (steps[..<index], steps[index...]) }
      if !ids.isEmpty, steps[index].cancelsAny(of: ids) { return (steps[...index], []) }
    }
    return (steps[...], [])
  }

  /// What the effect, running under `ids`, asks of its runner, in order; see
  /// ``forEachCommand(ids:_:)``.
  ///
  /// - Parameter ids: The cancellation ids the effect runs under, outermost first.
  @inlinable
  package func commands(ids: [EffectID] = []) -> [EffectCommand<Action>] {
    var commands: [EffectCommand<Action>] = []
    forEachCommand(ids: ids) { commands.append($0) }
    return commands
  }
}
