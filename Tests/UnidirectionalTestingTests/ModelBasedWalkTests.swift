import Testing
import Unidirectional
import UnidirectionalRecording
import UnidirectionalTesting

/// A running total with a planted bug: the first even number added after a reset counts
/// twice.
private struct Tally {
  let hasTheBug: Bool
  private(set) var total = 0
  private var wasJustReset = false

  init(hasTheBug: Bool) {
    self.hasTheBug = hasTheBug
  }

  mutating func add(_ number: Int) {
    let countsTwice = hasTheBug && wasJustReset && number.isMultiple(of: 2)
    total += countsTwice ? 2 * number : number
    wasJustReset = false
  }

  mutating func reset() {
    total = 0
    wasJustReset = true
  }
}

/// A step of the tally's walk, printed as Swift.
private enum TallyStep: Equatable, CustomStringConvertible {
  case add(Int)
  case reset

  var description: String {
    switch self {
    case .add(let number): ".add(\(number))"
    case .reset: ".reset"
    }
  }

  /// Smaller numbers, smallest first.
  var simplifications: [Self] {
    guard case .add(let number) = self else { return [] }
    return (0..<number).map(Self.add)
  }

  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    random.nextInt(in: 0...9) == 0 ? .reset : .add(random.nextInt(in: 0...9))
  }
}

/// The tally beside its model, a plain sum.
private struct TallyAndModel {
  var tally: Tally
  var model = 0

  mutating func perform(_ step: TallyStep) -> String? {
    switch step {
    case .add(let number):
      tally.add(number)
      model += number
    case .reset:
      tally.reset()
      model = 0
    }
    return tally.total == model ? nil : "tally \(tally.total), model \(model)"
  }
}

private func tallyWalk(hasTheBug: Bool = true) -> ModelBasedWalk<TallyAndModel, TallyStep> {
  ModelBasedWalk(
    replayedAs: "tallyWalk()",
    makeSystem: { TallyAndModel(tally: Tally(hasTheBug: hasTheBug)) },
    perform: { system, step in system.perform(step) },
    simplify: \.simplifications
  )
}

struct ModelBasedWalkTests {
  @Test func aWalkThatNeverLeavesTheModelFindsNothing() async {
    let failure = await tallyWalk(hasTheBug: false).run(seed: 1, stepCount: 10_000, nextStep: TallyStep.random)

    #expect(failure == nil)
  }

  @Test func aFailureShrinksToTheFewestSimplestStepsThatStillFail() async throws {
    let failure = try #require(await tallyWalk().run(seed: 1, stepCount: 10_000, nextStep: TallyStep.random))

    #expect(failure.seed == 1)
    #expect(failure.stepCount == 10_000)
    #expect(failure.failingStepIndex == 52)
    #expect(failure.minimalSteps == [.reset, .add(2)])
    #expect(failure.mismatch == "tally 4, model 2")
    #expect(failure.isReproducible)
  }

  @Test func replayingTheMinimalStepsFailsAfterTheLastOfThem() async {
    let mismatch = await tallyWalk().replay([.reset, .add(2)])

    #expect(mismatch == WalkMismatch(stepIndex: 1, message: "tally 4, model 2"))
    #expect(mismatch?.description == "after steps[1]: tally 4, model 2")
  }

  @Test func aReplayThatAgreesWithTheModelFindsNothing() async {
    #expect(await tallyWalk().replay([.add(2), .reset, .add(3)]) == nil)
  }

  @Test func theReportPrintsTheSeedTheMinimalStepsAndAPasteableRegressionTest() async throws {
    let failure = try #require(await tallyWalk().run(seed: 1, stepCount: 10_000, nextStep: TallyStep.random))

    #expect(
      failure.description == """
        A model-based walk found a mismatch: seed 1, first after steps[52] of 10000.
        Shrunk to 2 steps; after the last one:
          tally 4, model 2

        Regression test:
          let mismatch = await tallyWalk().replay([
            .reset,
            .add(2),
          ])
          #expect(mismatch == nil)
        """
    )
  }

  @Test func theRegressionTestAsPrintedReproducesTheFailure() async {
    await withKnownIssue("the tally's planted bug") {
      let mismatch = await tallyWalk().replay([
        .reset,
        .add(2),
      ])
      #expect(mismatch == nil)
    }
  }

  @Test func aStepDescribedByTheWalkPrintsThatWay() async throws {
    let walk = ModelBasedWalk<TallyAndModel, TallyStep>(
      replayedAs: "tallyWalk()",
      makeSystem: { TallyAndModel(tally: Tally(hasTheBug: true)) },
      perform: { system, step in system.perform(step) },
      describeStep: { step in "TallyStep\(step)" }
    )

    let failure = try #require(await walk.run(seed: 1, stepCount: 10_000, nextStep: TallyStep.random))

    #expect(failure.regressionTest.contains("  TallyStep.reset,\n"))
  }

  @Test func aSystemThatDoesNotFailAgainIsReportedAsNotDeterministicAndNotShrunk() async throws {
    let systemsMade = SystemCount()
    let walk = ModelBasedWalk<Int, TallyStep>(
      replayedAs: "flakyWalk()",
      makeSystem: { systemsMade.increment() },
      perform: { system, _ in system == 1 ? "the first system always fails" : nil }
    )

    let failure = try #require(await walk.run(seed: 1, stepCount: 10, nextStep: TallyStep.random))

    #expect(!failure.isReproducible)
    #expect(failure.minimalSteps.count == 1)
    #expect(systemsMade.value == 2, "the walk, then one replay that did not fail")
    #expect(
      failure.description.hasPrefix(
        """
        A model-based walk found a mismatch: seed 1, first after steps[0] of 10.
        Replaying its 1 step did not fail again: the system is not deterministic, and the steps were not shrunk. After the last one, the walk saw:
          the first system always fails
        """
      )
    )
  }
}

/// Counts the systems a walk makes.
private final class SystemCount {
  private(set) var value = 0

  func increment() -> Int {
    value += 1
    return value
  }
}

/// Other work on the main actor that a long walk starts at one step and sees run at another.
@MainActor
private final class OtherWork {
  var startedAtStep: Int?
  var hasRun = false
  var firstStepThatSawIt: Int?
}

@MainActor
struct ModelBasedWalkSharingTests {
  @Test func givenSlowStepsOnTheMainActorWhenOtherMainActorWorkIsWaitingThenItRunsWithinAFewOfThem() async throws {
    // Given: steps of a millisecond each, as a store's under ThreadSanitizer
    let other = OtherWork()
    let walk = ModelBasedWalk<Int, Int>(
      replayedAs: "walk",
      makeSystem: { 0 },
      perform: { steps, _ in
        if steps == 10 {
          other.startedAtStep = steps
          Task { @MainActor in other.hasRun = true }
        }
        if other.hasRun, other.firstStepThatSawIt == nil { other.firstStepThatSawIt = steps }
        Self.work(for: .milliseconds(1))
        steps += 1
        return nil
      }
    )

    // When
    _ = await walk.run(seed: 1, stepCount: 100) { _ in 0 }

    // Then: it ran after at most 2 ms of steps and the step that was under way, where a walk
    // that yielded every 64 steps kept it waiting for 64 of them
    let started = try #require(other.startedAtStep)
    let seen = try #require(other.firstStepThatSawIt)
    #expect(seen - started <= 4)
  }

  /// Keeps the thread busy for `duration`, as a slow step does.
  private static func work(for duration: Duration) {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: duration)
    while clock.now < end {}
  }
}
