/// What an effect's tasks do that its runner cannot see, told to whoever watches them: the
/// test store, which must know when every effect waits on the test.
///
/// The runner counts the tasks it starts. An effect may split its work between tasks of its
/// own: a stream feature pulls its stream on a child task and reduces on the main actor.
/// When one of them wakes the other with work, the effect is still working until the woken
/// task has picked the work up, even if the waking task then waits on the test at once. The
/// waking task says so with ``Observer/handOverStarted()`` before it wakes the other, and the
/// woken task with ``Observer/handOverEnded()`` once it waits again or has ended.
///
/// ```text
/// let observer = EffectActivity.observer  // read on the effect's task
/// observer?.handOverStarted()
/// consumer.resume()                       // the consumer reports handOverEnded() when idle
/// ```
///
/// The runner also hands each effect's body to the observer to run
/// (``Observer/runEffect(_:)``), so that the test store can tell the effect's own task from
/// the child tasks its task groups and `async let`s start.
///
/// Outside a test store nobody watches, ``observer`` is `nil`, and an effect pays one
/// task-local read.
package enum EffectActivity {
  /// Hears the hand-overs between an effect's tasks.
  package protocol Observer: AnyObject, Sendable {
    /// A task of the effect is about to wake another of its tasks with work.
    func handOverStarted()
    /// The woken task has picked the work up: it waits again, or it has ended.
    func handOverEnded()
    /// Runs `body`, the whole of one effect, on the effect's own task and the caller's actor.
    nonisolated(nonsending) func runEffect(
      _ body: nonisolated(nonsending) () async throws -> Void
    ) async rethrows
  }

  /// The observer of the effects started on the current task, which their tasks inherit:
  /// the test store's, bound while it reduces an action; `nil` elsewhere.
  @TaskLocal package static var observer: (any Observer)?
}
