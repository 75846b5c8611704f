/// Where a replayed walk first left its model, and how.
///
/// ``ModelBasedWalk/replay(_:)`` returns one; a regression test expects none.
///
/// ```swift
/// let mismatch = await tallyWalk().replay([.add(2), .reset])
/// #expect(mismatch == nil)
/// ```
public struct WalkMismatch: Hashable, Sendable, CustomStringConvertible {
  /// The index of the step after which the system and the model differed.
  public let stepIndex: Int

  /// What differed, as the walk's `perform` closure described it.
  public let message: String

  /// Creates a mismatch.
  ///
  /// - Parameters:
  ///   - stepIndex: The index of the step after which the system and the model differed.
  ///   - message: What differed.
  public init(stepIndex: Int, message: String) {
    self.stepIndex = stepIndex
    self.message = message
  }

  /// `"after steps[3]: …"`, the message following the index.
  public var description: String { "after steps[\(stepIndex)]: \(message)" }
}
