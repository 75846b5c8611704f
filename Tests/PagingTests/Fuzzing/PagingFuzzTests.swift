import Foundation
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// `PagingFeature`, walked at random through a real store and its effect runner, and
/// compared with the reference model after every step.
///
/// CI walks a fixed seed. For longer walks, or another seed:
///
/// ```text
/// PAGING_FUZZ_STEPS=1000000 PAGING_FUZZ_SEED=$RANDOM swift test --filter PagingFuzz
/// ```
@MainActor
struct PagingFuzzTests {
  @Test func aRandomWalkThroughTheStoreMatchesTheModelAfterEveryStep() async {
    await walk(.cancelsThePage, stepsInCI: 100_000)
  }

  @Test func withRefreshIgnoredWhilePagingARandomWalkMatchesArticle000sGuard() async {
    await walk(.isIgnored, stepsInCI: 20_000)
  }

  @Test func theRandomStepsFollowEveryRowOfThePolicyTable() async {
    let system = PagingWalkSystem()
    var random = SeededRandomNumberGenerator(seed: 2024)
    var share = ExecutorShare()

    for _ in 0..<20_000 {
      await share.yieldIfDue()
      _ = await system.perform(.random(using: &random))
    }

    let unfollowed = PagingReferenceModel.table.filter { !system.rowsFollowed.contains($0) }
    #expect(unfollowed.isEmpty, "rows no step followed: \(unfollowed)")
  }

  /// Walks the feature configured with `refreshWhilePaging`, from the seed and for the
  /// number of steps the environment asks for, or CI's; prints both and the time taken.
  private func walk(_ refreshWhilePaging: RefreshWhilePaging, stepsInCI: Int) async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["PAGING_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2024
    let stepCount = environment["PAGING_FUZZ_STEPS"].flatMap { Int($0) } ?? stepsInCI
    let clock = ContinuousClock()
    let start = clock.now

    let failure = await pagingWalk(refreshWhilePaging: refreshWhilePaging)
      .run(seed: seed, stepCount: stepCount, nextStep: PagingStep.random)

    let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
    print("Paging walk, refresh while paging \(refreshWhilePaging): seed \(seed), \(stepCount) steps, \(milliseconds) ms.")
    if let failure { Issue.record("\(failure)") }
  }
}
