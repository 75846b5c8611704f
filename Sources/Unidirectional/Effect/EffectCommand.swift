/// One thing an effect does at once when a store starts it, in the order the runner does
/// them: an entry of an ``EffectPlan``.
///
/// ``EffectPlan`` is the one reading of an effect. The runner's bookkeeping
/// (``EffectRunnerStateMachine``) registers each command; the replay and the testing
/// module's state-space explorer follow them instead of running anything, to learn what is
/// sent at once, which tasks start and which are cancelled.
@usableFromInline
package enum EffectCommand<Action> {
  /// The store reduces `action` at once.
  case send(Action)
  /// A task runs `run`, cancellable by `ids`, outermost first.
  case run(Effect<Action>.Run, ids: [EffectID])
  /// A concatenation, cancellable by `ids`, that holds up steps: the plan's commands go at
  /// once, as the concatenation's; its ``EffectPlan/heldUp`` steps wait until the work those
  /// commands started or joined has ended, and never start once the concatenation is
  /// cancelled. The commands never cancel `ids`: a step that does stops the concatenation,
  /// which then holds nothing up.
  case concatenate(EffectPlan<Action>, ids: [EffectID])
  /// The tasks cancellable by `id` are cancelled.
  case cancel(EffectID)
  /// The tasks whose id matches are cancelled.
  case cancelMatching(EffectIDPredicate)
  /// The effects of the current `send` also wait for the tasks running under `id`.
  case join(EffectID)
  /// The store's issue reporter receives `issue`: a feature asked for something no
  /// reducer around it could do.
  case report(RuntimeIssue)
  /// The feature dismissed itself (``Effect/dismiss(fileID:filePath:line:column:)``) and no
  /// presentation or stack reducer around it took the dismissal: the store decides, a
  /// `Store` by reporting it, a test store by noting the feature dismissed.
  case dismiss(SourceCodeLocation)
}
