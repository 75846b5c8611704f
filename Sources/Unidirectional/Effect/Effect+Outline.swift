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
