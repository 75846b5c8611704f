public import Unidirectional
import UnidirectionalRecording

/// A seeded random walk through a system and a model of it, compared after every step; a
/// walk that finds a difference shrinks it to the fewest, simplest steps that still show it.
///
/// Use it when a feature's rules are easier to state as a small model (a table, an array, a
/// counter) than as one test per race: the walk tries the orders and timings a person would
/// not think to write down. You describe three things: how to build a fresh system with its
/// model, how to perform one step on both and compare them (`nil` when they agree), and how to
/// draw a random step. Every replay starts from a fresh system, so the system must be
/// deterministic: the same steps, the same result.
///
/// A running total checked against a plain sum:
///
/// ```swift
/// struct Tally {
///   private(set) var total = 0
///   mutating func add(_ number: Int) { total += number }
///   mutating func reset() { total = 0 }
/// }
///
/// enum TallyStep: Equatable, CustomStringConvertible {
///   case add(Int), reset
///
///   var description: String {
///     switch self {
///     case .add(let number): ".add(\(number))"
///     case .reset: ".reset"
///     }
///   }
/// }
///
/// func tallyWalk() -> ModelBasedWalk<(tally: Tally, sum: Int), TallyStep> {
///   ModelBasedWalk(
///     replayedAs: "tallyWalk()",
///     makeSystem: { (Tally(), 0) },
///     perform: { system, step in
///       switch step {
///       case .add(let number): system.tally.add(number); system.sum += number
///       case .reset: system.tally.reset(); system.sum = 0
///       }
///       return system.tally.total == system.sum
///         ? nil : "tally \(system.tally.total), model \(system.sum)"
///     },
///     simplify: { step in
///       guard case .add(let number) = step else { return [] }
///       return (0..<number).map(TallyStep.add)  // smaller numbers, smallest first
///     }
///   )
/// }
///
/// @Test func theTallyAddsUp() async {
///   let failure = await tallyWalk().run(seed: 1, stepCount: 10_000) { random in
///     random.nextInt(in: 0...9) == 0 ? .reset : .add(random.nextInt(in: 0...9))
///   }
///   if let failure { Issue.record("\(failure)") }
/// }
/// ```
///
/// A failure prints its seed, the minimal steps and a regression test to paste; this one,
/// for a tally that counts the first even number after a reset twice:
///
/// ```text
/// A model-based walk found a mismatch: seed 1, first after steps[52] of 10000.
/// Shrunk to 2 steps; after the last one:
///   tally 4, model 2
///
/// Regression test:
///   let mismatch = await tallyWalk().replay([
///     .reset,
///     .add(2),
///   ])
///   #expect(mismatch == nil)
/// ```
///
/// The system and the closures stay in the caller's isolation: a walk started on the main
/// actor performs every step there, so a system may hold a `Store`.
public struct ModelBasedWalk<System, Step> {
  let replayExpression: String
  let makeSystem: nonisolated(nonsending) () async -> System
  let perform: nonisolated(nonsending) (inout System, Step) async -> String?
  let simplify: (Step) -> [Step]
  let describeStep: (Step) -> String

  /// Describes a walk: how to build its system and how to perform and check a step.
  ///
  /// - Parameters:
  ///   - replayExpression: How a test spells this walk, such as `"tallyWalk()"`: the
  ///     regression test in a failure's report replays through it.
  ///   - makeSystem: Builds the system and its model in their initial state; called once per
  ///     walk and once per replay.
  ///   - perform: Performs a step on the system and on the model, then compares them:
  ///     returns `nil` when they agree, or what differs.
  ///   - simplify: Simpler versions of a step, simplest first, that shrinking tries in its
  ///     place; each must be strictly simpler than `step`, never `step` itself. By default,
  ///     none.
  ///   - describeStep: A step as Swift source, for the printed steps; by default its
  ///     `description`.
  public init(
    replayedAs replayExpression: String,
    makeSystem: nonisolated(nonsending) @escaping () async -> System,
    perform: nonisolated(nonsending) @escaping (_ system: inout System, _ step: Step) async -> String?,
    simplify: @escaping (_ step: Step) -> [Step] = { _ in [] },
    describeStep: @escaping (_ step: Step) -> String = { String(describing: $0) }
  ) {
    self.replayExpression = replayExpression
    self.makeSystem = makeSystem
    self.perform = perform
    self.simplify = simplify
    self.describeStep = describeStep
  }

  /// Walks `stepCount` random steps from a fresh system, comparing it with its model after
  /// each; at the first difference, shrinks the steps so far and returns the failure.
  ///
  /// The walk keeps no steps: at a failure it draws them again from the seed, so `nextStep`
  /// must draw from `random` alone. It yields its executor after every 2 ms of steps, so a
  /// walk of minutes on the main actor does not hold it from the other tests that run
  /// meanwhile and wait on it, in a release build or under a sanitizer.
  ///
  /// - Parameters:
  ///   - seed: Seeds the generator `nextStep` draws from; the same seed walks the same steps.
  ///   - stepCount: How many steps to walk when nothing differs.
  ///   - nextStep: Draws a random step from `random`.
  /// - Returns: `nil` when every step agreed with the model, or the shrunk failure.
  /// - Complexity: O(*n*) steps performed when nothing differs. A failure after *n* steps
  ///   costs O(*k* · *n* log *n*) more to shrink to *k* steps, usually far less.
  nonisolated(nonsending) public func run(
    seed: UInt64,
    stepCount: Int,
    nextStep: (_ random: inout SeededRandomNumberGenerator) -> Step
  ) async -> WalkFailure<Step>? {
    var random = SeededRandomNumberGenerator(seed: seed)
    var system = await makeSystem()
    var share = ExecutorShare()
    for index in 0..<stepCount {
      await share.yieldIfDue()
      guard let message = await perform(&system, nextStep(&random)) else { continue }
      var again = SeededRandomNumberGenerator(seed: seed)
      let steps = (0...index).map { _ in nextStep(&again) }
      let found = WalkMismatch(stepIndex: index, message: message)
      return await failure(seed: seed, stepCount: stepCount, steps: steps, found: found)
    }
    return nil
  }

  /// Performs `steps` on a fresh system and returns the first place it left its model.
  ///
  /// A regression test pastes the steps of a failure's report here.
  ///
  /// - Parameters:
  ///   - steps: The steps to perform, in order.
  /// - Returns: `nil` when every step agreed with the model, or the first mismatch.
  nonisolated(nonsending) public func replay(
    _ steps: [Step]
  ) async -> WalkMismatch? {
    var system = await makeSystem()
    var share = ExecutorShare()
    for (index, step) in steps.enumerated() {
      await share.yieldIfDue()
      if let message = await perform(&system, step) {
        return WalkMismatch(stepIndex: index, message: message)
      }
    }
    return nil
  }

  nonisolated(nonsending) private func failure(
    seed: UInt64,
    stepCount: Int,
    steps: [Step],
    found: WalkMismatch
  ) async -> WalkFailure<Step> {
    let reproduced = await replay(steps)
    let (minimal, mismatch) =
      if let reproduced { await shrink(steps, failingWith: reproduced) } else { (steps, found) }
    return WalkFailure(
      seed: seed,
      stepCount: stepCount,
      failingStepIndex: found.stepIndex,
      minimalSteps: minimal,
      mismatch: mismatch.message,
      isReproducible: reproduced != nil,
      describedSteps: minimal.map(describeStep),
      replayExpression: replayExpression
    )
  }
}
