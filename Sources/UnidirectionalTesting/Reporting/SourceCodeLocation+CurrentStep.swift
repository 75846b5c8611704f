import Unidirectional

extension SourceCodeLocation {
  /// Where the test step that started the running effect is written: the `send` whose
  /// action started it, directly or through the actions its effects sent.
  ///
  /// The test store binds it while it reduces a sent action; the effect tasks started then
  /// inherit it, and so do the effects that their actions start. The store's issue reporter
  /// reads it to report an effect's unhandled error at that step.
  @TaskLocal static var currentStep: SourceCodeLocation?
}
