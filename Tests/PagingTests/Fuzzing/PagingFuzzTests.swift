import Foundation
import Testing
import UnidirectionalTesting

/// `PagingFeature`, walked at random through a real store and its effect runner, and
/// compared with the reference model after every step.
///
/// CI walks a fixed seed. For a longer walk, or another seed:
///
/// ```text
/// PAGING_FUZZ_STEPS=1000000 PAGING_FUZZ_SEED=$RANDOM swift test --filter PagingFuzz
/// ```
@MainActor
struct PagingFuzzTests {
  @Test func aRandomWalkThroughTheStoreMatchesTheModelAfterEveryStep() async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["PAGING_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2024
    let stepCount = environment["PAGING_FUZZ_STEPS"].flatMap { Int($0) } ?? 100_000
    let clock = ContinuousClock()
    let start = clock.now

    let failure = await pagingWalk().run(seed: seed, stepCount: stepCount, nextStep: PagingStep.random)

    let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
    print("Paging walk: seed \(seed), \(stepCount) steps, \(milliseconds) ms.")
    if let failure { Issue.record("\(failure)") }
  }

  @Test func withRefreshIgnoredWhilePagingARandomWalkMatchesArticle000sGuard() async {
    let failure = await pagingWalk(refreshWhilePaging: .isIgnored)
      .run(seed: 2024, stepCount: 20_000, nextStep: PagingStep.random)

    if let failure { Issue.record("\(failure)") }
  }

  @Test func theRandomStepsFollowEveryRowOfThePolicyTable() async {
    let system = PagingWalkSystem()
    var random = SeededRandomNumberGenerator(seed: 2024)

    for _ in 0..<20_000 { _ = await system.perform(.random(using: &random)) }

    let unfollowed = PagingReferenceModel.table.filter { system.rowsFollowed[$0] == nil }
    #expect(unfollowed.isEmpty, "rows no step followed: \(unfollowed)")
  }
}
