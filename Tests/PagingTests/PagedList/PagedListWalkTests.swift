import Foundation
import Paging
import Testing
import Unidirectional
import UnidirectionalTesting

/// `PagedList`, walked at random through its events beside a plain-array reference model
/// and compared after every step: rows (ids and versions), pages, both ends, pending
/// edits, the change set, what each event returned, and the list's invariants.
///
/// CI walks a fixed seed. For longer walks, or another seed:
///
/// ```text
/// PAGED_LIST_WALK_STEPS=1000000 PAGED_LIST_WALK_SEED=$RANDOM swift test --filter PagedListWalkTests
/// ```
struct PagedListWalkTests {
  @Test("Given a paged list under random options, when pages, replacements, edits and settlements come at random, then it holds what the model says after every step")
  func aRandomWalkThroughEveryEventMatchesTheModel() async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["PAGED_LIST_WALK_SEED"].flatMap { UInt64($0) } ?? 2024
    let stepCount = environment["PAGED_LIST_WALK_STEPS"].flatMap { Int($0) } ?? 100_000
    let clock = ContinuousClock()
    let start = clock.now

    let failure = await pagedListWalk().run(seed: seed, stepCount: stepCount, nextStep: PagedListWalkStep.random)

    let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
    print("PagedList walk: seed \(seed), \(stepCount) steps, \(milliseconds) ms.")
    if let failure { Issue.record("\(failure)") }
  }

  @Test("Given the walk's random steps, when 20,000 are taken, then every situation the model knows comes up")
  func theRandomStepsReachEverySituation() async {
    var system = PagedListWalkSystem()
    var random = SeededRandomNumberGenerator(seed: 2024)
    var share = ExecutorShare()

    for _ in 0..<20_000 {
      await share.yieldIfDue()
      _ = system.perform(.random(using: &random))
    }

    let missed = PagedListReferenceModel.Situation.allCases.filter { !system.situations.contains($0) }
    #expect(missed.isEmpty, "situations no step reached: \(missed)")
  }

  @Test("Given every kind of step, when printed, then each is the Swift that makes it")
  func everyKindOfStepPrintsAsTheSwiftThatMakesIt() {
    let steps: [PagedListWalkStep] = [
      .newList(maxPages: 2, recordsChanges: true, pendingEditPolicy: .droppedOnRefresh),
      .newListShowing([1, 2], above: nil, below: 3),
      .append(.served([1, 2], version: 0, next: 3), requestedWith: nil),
      .prepend(.served([], version: 1, next: nil, previous: 4), requestedWith: 5),
      .replaceAll([.served([1], version: 0, next: 2), .served([2], version: 0, next: nil)], requestedWith: 1, keepingTheTop: true),
      .update(3, version: 2, pending: true),
      .remove(3, pending: false),
      .insert(13, version: 1, at: 4, pending: true),
      .settleEdit(3),
    ]

    #expect(
      steps.map(\.description) == [
        ".newList(maxPages: 2, recordsChanges: true, pendingEditPolicy: .droppedOnRefresh)",
        ".newListShowing([1, 2], above: nil, below: 3)",
        ".append(.served([1, 2], version: 0, next: 3), requestedWith: nil)",
        ".prepend(.served([], version: 1, next: nil, previous: 4), requestedWith: 5)",
        ".replaceAll([.served([1], version: 0, next: 2), .served([2], version: 0, next: nil)], requestedWith: 1, keepingTheTop: true)",
        ".update(3, version: 2, pending: true)",
        ".remove(3, pending: false)",
        ".insert(13, version: 1, at: 4, pending: true)",
        ".settleEdit(3)",
      ])
  }
}
