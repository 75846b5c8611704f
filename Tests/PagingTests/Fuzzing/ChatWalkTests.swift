import Foundation
import Testing
import Unidirectional
import UnidirectionalTesting

/// `PagingFeature` loading both ways with edits, walked at random beside the two-way
/// reference model and compared after every step.
///
/// CI walks a fixed seed. For longer walks, or another seed:
///
/// ```text
/// CHAT_WALK_STEPS=1000000 CHAT_WALK_SEED=$RANDOM swift test --filter ChatWalkTests
/// ```
struct ChatWalkTests {
  @Test("Given a chat that loads both ways, when the user, the screen's edits and the server act at random, then it shows what the model says after every step")
  func aRandomWalkThroughBothEndsAndEditsMatchesTheModel() async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["CHAT_WALK_SEED"].flatMap { UInt64($0) } ?? 2024
    let stepCount = environment["CHAT_WALK_STEPS"].flatMap { Int($0) } ?? 20_000
    let clock = ContinuousClock()
    let start = clock.now

    let failure = await chatWalk().run(seed: seed, stepCount: stepCount, nextStep: ChatWalkStep.random)

    let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
    print("Two-way chat walk: seed \(seed), \(stepCount) steps, \(milliseconds) ms.")
    if let failure { Issue.record("\(failure)") }
  }

  @Test("Given the walk's random steps, every action of both ends and of edits is both acted on and ignored")
  func theRandomStepsActOnAndIgnoreEveryAction() {
    var system = ChatWalkSystem()
    var random = SeededRandomNumberGenerator(seed: 2024)

    for _ in 0..<20_000 { _ = system.perform(.random(using: &random)) }

    let names: Set = [
      "appear", "disappear", "refresh", "retry", "reachBottom", "reachTop", "retryTop", "edit",
      "editSettled", "responseReceived", "previousPageReceived",
    ]
    #expect(names.subtracting(system.actedOn).isEmpty, "never acted on: \(names.subtracting(system.actedOn))")
    #expect(names.subtracting(system.ignored).isEmpty, "never ignored: \(names.subtracting(system.ignored))")
  }
}
