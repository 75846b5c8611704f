extension Effect {
  /// Yields what the effect asks of its runner, in the runner's order: a
  /// `cancellable(id:cancelInFlight: true)` cancels its id before its own tasks start, and a
  /// concatenation is one command whose steps are walked when their turn comes.
  ///
  /// This is the one walk of an effect tree: the runner registers what it yields, and the
  /// state-space explorer reads it through ``commands``.
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

  /// What the effect asks of its runner, in order; see ``forEachCommand(ids:_:)``.
  @inlinable
  package var commands: [EffectCommand<Action>] {
    var commands: [EffectCommand<Action>] = []
    forEachCommand { commands.append($0) }
    return commands
  }
}
