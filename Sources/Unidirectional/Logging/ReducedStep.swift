/// One action a reducer reduced: the action, the state before and after it, and the reason
/// the reducer gave for ignoring it.
///
/// ``Reducer/observeSteps(_:)`` hands one to its observer after every action; it is what
/// ``Reducer/logChanges(prefix:to:)`` prints and what the test store records.
public struct ReducedStep<State, Action> {
  /// The action that was reduced.
  public let action: Action

  /// The state before the action.
  public let stateBefore: State

  /// The state after the action.
  public let stateAfter: State

  /// Why the reducer ignored the action, from ``Reducer/reasonForIgnoring(_:in:)`` asked
  /// with ``stateBefore``; `nil` when it did not say it ignores it.
  public let ignoredReason: String?
}

extension ReducedStep: Sendable where State: Sendable, Action: Sendable {}
