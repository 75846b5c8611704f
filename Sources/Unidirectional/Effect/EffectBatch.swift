/// The effects that one `send` started: what its ``StoreTask`` awaits and cancels together.
///
/// A batch is a key into the bookkeeping of the runner that runs its effects
/// (``EffectRunnerStateMachine``), and holds that runner weakly: once the runner is
/// released, and its tasks with it, the batch counts as finished. It is a class so that
/// the copies a `send` and its ``StoreTask`` make share one weak reference.
///
/// The `send` that opens a batch adds effects to it and then leaves it; the batch finishes
/// when that `send` has left and every task, concatenation step and join in it has ended.
@MainActor
@usableFromInline
package final class EffectBatch: Sendable {
  /// What runs a batch's effects; ``EffectRunner`` is the one implementation.
  @MainActor
  package protocol Runner: AnyObject, Sendable {
    /// Whether every effect of `batch` has ended and its `send` has left it.
    func isFinished(_ batch: EffectBatch) -> Bool
    /// Suspends until `batch` is finished; cancelling the waiting task cancels the batch.
    func wait(for batch: EffectBatch) async
    /// Cancels the effects of `batch`.
    func cancel(_ batch: EffectBatch)
    /// The `send` that opened `batch` adds no more effects to it.
    func leave(_ batch: EffectBatch)
  }

  private weak let runner: (any Runner)?
  /// The batch's key in its runner's bookkeeping.
  let key: Int

  init(runner: any Runner, key: Int) {
    self.runner = runner
    self.key = key
  }

  /// Whether every effect of the batch has ended, or its runner is gone.
  var isFinished: Bool {
    runner?.isFinished(self) ?? true
  }

  /// Suspends until every effect of the batch has ended.
  ///
  /// When the waiting task is cancelled, the batch is cancelled too: a SwiftUI `.task` that
  /// awaits an action's effects stops them when its view goes away. The wait then goes on
  /// until the cancelled tasks have ended.
  func wait() async {
    await runner?.wait(for: self)
  }

  /// Cancels every task of the batch and keeps its unstarted concatenation steps from
  /// starting.
  func cancel() {
    runner?.cancel(self)
  }

  /// Tells the runner that the `send` that opened the batch adds no more effects to it.
  package func leave() {
    runner?.leave(self)
  }
}
