/// One step the explorer took: an action, where it came from, and the states on both sides.
///
/// Transition invariants see this value, so a rule can speak about change: "items never
/// vanish except through a successful refresh", "a late answer changes nothing".
public struct ExplorerTransition<State, Action, Request: Hashable> {
  /// The state before the action.
  public let before: ExploredState<State, Request>

  /// The action the explorer sent.
  public let action: Action

  /// Who sent the action: the user, or a task answering its request.
  public let cause: ExplorerCause<Request>

  /// The state after the action and after every action its effects sent at once.
  public let after: ExploredState<State, Request>

  /// The requests of the tasks the action started.
  public let startedRequests: [Request]

  /// The requests of the tasks the action cancelled.
  public let cancelledRequests: [Request]

  /// The actions the action's effects sent at once (`Effect.send`), each reduced in the same
  /// step, with the state after each.
  public let sentAtOnce: [(action: Action, state: State)]

  /// The state right after ``action``, before the actions its effects sent at once.
  @inlinable var stateAfterAction: State { storedStateAfterAction ?? after.state }

  /// The state right after ``action`` when its effects sent actions that were reduced after
  /// it; `nil` when none were, so a step holds no third copy of the state ``after`` holds.
  @usableFromInline let storedStateAfterAction: State?

  /// Whether the step stopped with actions its effects sent still unreduced, after
  /// ``StateSpaceExplorer/maxActionsSentAtOnce`` of them.
  @usableFromInline let wasCutShort: Bool

  @inlinable
  init(
    before: ExploredState<State, Request>, action: Action, cause: ExplorerCause<Request>,
    after: ExploredState<State, Request>, startedRequests: [Request], cancelledRequests: [Request],
    sentAtOnce: [(action: Action, state: State)], stateAfterAction: State?, wasCutShort: Bool
  ) {
    self.before = before
    self.action = action
    self.cause = cause
    self.after = after
    self.startedRequests = startedRequests
    self.cancelledRequests = cancelledRequests
    self.sentAtOnce = sentAtOnce
    self.storedStateAfterAction = stateAfterAction
    self.wasCutShort = wasCutShort
  }
}

extension ExplorerTransition where State: Equatable {
  /// Whether the action did nothing: the state stayed the same and no task started or
  /// stopped. A feature that explains its ignored actions should have a reason for each of
  /// these.
  @inlinable
  public var changedNothing: Bool {
    before.state == after.state && startedRequests.isEmpty && cancelledRequests.isEmpty
      && sentAtOnce.isEmpty
  }
}

/// Who sent an action the explorer reduced.
public enum ExplorerCause<Request: Hashable>: Hashable {
  /// The user: one of the explorer's user actions.
  case user
  /// A running task, answering `request`.
  case answer(to: Request)
  /// A task the feature had cancelled, answering `request` late.
  case lateAnswer(to: Request)
}

extension ExplorerCause: Sendable where Request: Sendable {}

extension ExplorerTransition: Sendable where State: Sendable, Action: Sendable, Request: Sendable {}
