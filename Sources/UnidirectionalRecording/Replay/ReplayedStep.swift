/// One step a replay reduced, as it hands it to an observer: the states around it, the
/// effects it started and cancelled, and the effect that sent its action.
struct ReplayedStep<State, Action> {
  /// The index of the entry in the recording.
  let index: Int
  /// The state before the action.
  let before: State
  /// The state the action left.
  let after: State
  /// What the step's effect started and cancelled.
  let effects: FollowedEffects<Action>
  /// The effect that sent the action: the one that sent it at once, or the most recently
  /// started task still running; `nil` for an action the app sent, or one the replay cannot
  /// put down to an effect it saw start.
  let sender: EffectReference?
}
