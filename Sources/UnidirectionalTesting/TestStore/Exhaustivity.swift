/// How strictly a ``TestStore`` checks a feature.
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change must be asserted, every action an effect sends must be received,
  /// and every effect must have ended by
  /// ``TestStore/finish(timeout:fileID:filePath:line:column:)``. The default.
  case on

  /// Integration style: assertions check only what they mention, received actions that
  /// are not asserted are skipped, and effects may outlive the test (they are cancelled).
  ///
  /// Each step still waits, up to the store's `timeout`, for its effects to end or park on a
  /// `TestClock`, a `ControlledDependency`, a `ControlledStream` or a `ParkedContinuation`,
  /// so what they started is there when the step returns; lower `timeout` when effects wait
  /// on the real world.
  case off
}
