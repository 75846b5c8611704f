/// One thing an effect asks of the runner that starts it, in the order the runner does them.
///
/// ``Effect/forEachCommand(ids:_:)`` is the one walk of an effect tree. The runner's
/// bookkeeping (``EffectRunnerStateMachine``) registers each command it yields; the testing
/// module's state-space explorer reads them instead of running anything, to learn which
/// tasks start and which are cancelled.
@usableFromInline
package enum EffectCommand<Action> {
  /// The store reduces `action` at once.
  case send(Action)
  /// A task runs `run`, cancellable by `ids`, outermost first.
  case run(Effect<Action>.Run, ids: [EffectID])
  /// The effects run one after another, each cancellable by `ids`; the runner walks a step
  /// only when the one before it has ended.
  case concatenate([Effect<Action>], ids: [EffectID])
  /// The tasks cancellable by `id` are cancelled.
  case cancel(EffectID)
  /// The tasks whose id matches are cancelled.
  case cancelMatching(EffectIDPredicate)
  /// The effects of the current `send` also wait for the tasks running under `id`.
  case join(EffectID)
  /// The store's issue reporter receives `issue`: a feature asked for something no
  /// reducer around it could do, such as a dismiss with nothing presenting it.
  case report(RuntimeIssue)
}
