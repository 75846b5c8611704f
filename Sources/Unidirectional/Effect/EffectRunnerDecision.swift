/// One thing the effect runner does because its bookkeeping (``EffectRunnerStateMachine``)
/// decided it; an event returns a list of them, to be carried out in order.
///
/// Decisions carry keys, not actions or task bodies: those wait in ``EffectPayloads`` until
/// the runner reaches the decision that takes them. So the type is not generic, and a store
/// whose code is not specialized for its action type pays no run-time type lookup for it.
enum EffectRunnerDecision: Equatable {
  /// Hand the action of a ``Effect/send(_:)`` that waits under `key` to the store.
  case deliver(key: Int)
  /// Task `token`'s turn to start came: its body starts unless it was cancelled since it
  /// was registered (``EffectRunnerStateMachine/launch(_:)``).
  case launch(token: Int)
  /// The running step of a concatenation ended: its next steps start, unless it was
  /// stopped (``EffectRunnerStateMachine/advance(_:payloads:)``).
  case advance(concatenation: Int)
  /// Cancel the task `token`; its later actions are dropped already.
  case cancelTask(token: Int)
  /// Every effect of the batch has ended: resume whoever awaits its ``StoreTask``.
  case endBatch(Int)
  /// Tell the in-flight listener this count: a task was registered.
  case reportInFlightCount(Int)
  /// A task ended. Once the decisions before this one were carried out (they may start
  /// and end more tasks), tell the in-flight listener the count, and resume the idle
  /// waiters if it is zero.
  case reportSettledInFlightCount
  /// Hand `issue` to the runner's issue reporter.
  case report(RuntimeIssue)
  /// The feature dismissed itself with nothing presenting it, at this place.
  case dismiss(SourceCodeLocation)
}
