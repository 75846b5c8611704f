import Unidirectional
import UnidirectionalRecording

/// A ``ModelBasedWalk`` that left its model: the seed, where it first differed, and the
/// minimal steps that still differ.
///
/// Its `description` is the report to read and paste from: the seed, the minimal steps as a
/// Swift array literal, the mismatch after the last of them, and a regression test that
/// replays them.
///
/// ```swift
/// let failure = await tallyWalk().run(seed: 1, stepCount: 10_000) { random in
///   random.nextInt(in: 0...9) == 0 ? .reset : .add(random.nextInt(in: 0...9))
/// }
/// if let failure { Issue.record("\(failure)") }

/// ```
public struct WalkFailure<Step>: CustomStringConvertible {
  /// The seed of the walk.
  public let seed: UInt64

  /// How many steps the walk would have taken had nothing differed.
  public let stepCount: Int

  /// The index, in the walk, of the step after which the system first left its model.
  public let failingStepIndex: Int

  /// The fewest, simplest steps found that still leave the model, ending with the step
  /// after which they do.
  public let minimalSteps: [Step]

  /// What differed after the last of ``minimalSteps``.
  public let mismatch: String

  /// Whether replaying the walk's steps on a fresh system failed again. When it did not,
  /// the system is not deterministic and the steps were not shrunk.
  public let isReproducible: Bool

  /// ``minimalSteps`` as Swift source, one step each.
  let describedSteps: [String]

  /// How a test spells the walk.
  let replayExpression: String

  /// A regression test body that replays ``minimalSteps``: paste it into a test.
  ///
  /// ```text
  /// let mismatch = await tallyWalk().replay([
  ///   .reset,
  ///   .add(2),
  /// ])
  /// #expect(mismatch == nil)
  /// ```
  public var regressionTest: String {
    let steps = describedSteps.map { "  \($0),\n" }.joined()
    return """
      let mismatch = await \(replayExpression).replay([
      \(steps)])
      #expect(mismatch == nil)
      """
  }

  /// The report: the seed, the minimal steps and their mismatch, and the regression test.
  public var description: String {
    let found =
      "A model-based walk found a mismatch: seed \(seed), first after steps[\(failingStepIndex)] of \(stepCount)."
    let steps = "\(minimalSteps.count) step\(minimalSteps.count == 1 ? "" : "s")"
    let shrunk =
      isReproducible
      ? "Shrunk to \(steps); after the last one:"
      : "Replaying its \(steps) did not fail again: the system is not deterministic, and the steps were not shrunk. After the last one, the walk saw:"
    return """
      \(found)
      \(shrunk)
      \(mismatch.indented)

      Regression test:
      \(regressionTest.indented)
      """
  }
}

extension WalkFailure: Sendable where Step: Sendable {}
extension WalkFailure: Equatable where Step: Equatable {}
