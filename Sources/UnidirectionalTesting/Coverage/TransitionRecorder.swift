/// The coverage the test stores created in the current task record their steps into.
struct TransitionRecorder: Sendable {
  @TaskLocal static var current: TransitionRecorder?

  /// Records a step from its state before and its action; a store of another feature's
  /// types records nothing.
  let record: @Sendable (_ before: Any, _ action: Any) -> Void
}
