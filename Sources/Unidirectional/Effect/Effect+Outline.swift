/// One thing an effect does when a store starts it, in the order its runner does them.
///
/// The testing module's state-space explorer reads an effect this way instead of running it:
/// it learns which tasks start and which are cancelled, without starting anything.
@usableFromInline
package enum EffectCommand<Action> {
  /// The store reduces `action` at once.
  case send(Action)
  /// A task starts (a `run`, or a `concatenate` as one task), cancellable by `ids`.
  case start(ids: [EffectID])
  /// The tasks cancellable by `id` are cancelled.
  case cancel(EffectID)
  /// The tasks whose id matches are cancelled.
  case cancelMatching(@Sendable (EffectID) -> Bool)
}

extension Effect {
  /// What the effect does, in the runner's order: a `cancellable(id:cancelInFlight: true)`
  /// cancels its id before its own tasks start, and a `join` does nothing to the tasks.
  @inlinable
  package var commands: [EffectCommand<Action>] {
    var commands: [EffectCommand<Action>] = []
    appendCommands(to: &commands, ids: [])
    return commands
  }

  @inlinable
  func appendCommands(to commands: inout [EffectCommand<Action>], ids: [EffectID]) {
    switch operation {
    case .none, .join:
      return
    case .send(let action):
      commands.append(.send(action))
    case .run, .concatenate:
      commands.append(.start(ids: ids))
    case .merge(let effects):
      for effect in effects { effect.appendCommands(to: &commands, ids: ids) }
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { commands.append(.cancel(id)) }
      effect.appendCommands(to: &commands, ids: ids + [id])
    case .cancel(let id):
      commands.append(.cancel(id))
    case .cancelMatching(let predicate):
      commands.append(.cancelMatching { predicate.matches($0) })
    }
  }
}
