import Foundation
import Paging
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
    await walk(maxPages: nil)
  }

  @Test("Given a chat that holds at most two pages, when the user, the screen's edits and the server act at random, then it drops and cancels what the model says after every step")
  func aRandomWalkThroughAWindowOfTwoPagesMatchesTheModel() async {
    await walk(maxPages: 2)
  }

  @Test("Given a chat in a window of two pages that refreshes every loaded page, when the user, the screen's edits and the server act at random, then it reloads what the model says after every step")
  func aRandomWalkRefreshingEveryLoadedPageMatchesTheModel() async {
    await walk(maxPages: 2, refreshMode: .loadedPages)
  }

  @Test("Given a chat without a window that refreshes every loaded page, when the user, the screen's edits and the server act at random, then it reloads what the model says after every step")
  func aRandomWalkRefreshingEveryLoadedPageWithoutAWindowMatchesTheModel() async {
    await walk(maxPages: nil, refreshMode: .loadedPages)
  }

  /// Walks the chat with a window of `maxPages`, from the seed and for the number of steps
  /// the environment asks for, or CI's; prints both and the time taken.
  private func walk(maxPages: Int?, refreshMode: RefreshMode = .firstPage) async {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["CHAT_WALK_SEED"].flatMap { UInt64($0) } ?? 2024
    let stepCount = environment["CHAT_WALK_STEPS"].flatMap { Int($0) } ?? 20_000
    let clock = ContinuousClock()
    let start = clock.now

    let failure = await chatWalk(maxPages: maxPages, refreshMode: refreshMode).run(seed: seed, stepCount: stepCount, nextStep: ChatWalkStep.random)

    let milliseconds = Int(start.duration(to: clock.now) / .milliseconds(1))
    print("Two-way chat walk, \(maxPages.map { "window of \($0) pages" } ?? "no window"), refreshing \(refreshMode == .firstPage ? "the first page" : "every loaded page"): seed \(seed), \(stepCount) steps, \(milliseconds) ms.")
    if let failure { Issue.record("\(failure)") }
  }

  @Test("Given the walk's random steps, every action of both ends and of edits is both acted on and ignored")
  func theRandomStepsActOnAndIgnoreEveryAction() async {
    var system = ChatWalkSystem(maxPages: 2)
    var reloading = ChatWalkSystem(maxPages: 2, refreshMode: .loadedPages)
    var random = SeededRandomNumberGenerator(seed: 2024)
    var share = ExecutorShare()

    for _ in 0..<20_000 {
      await share.yieldIfDue()
      let step = ChatWalkStep.random(using: &random)
      _ = system.perform(step)
      _ = reloading.perform(step)
    }

    let names: Set = [
      "appear", "disappear", "refresh", "retry", "reachBottom", "reachTop", "retryTop", "edit",
      "editSettled", "itemAppeared", "refreshAround", "responseReceived", "previousPageReceived",
    ]
    #expect(reloading.actedOn.contains("pagesReloaded"), "a refresh of every loaded page was answered")
    #expect(names.subtracting(system.actedOn).isEmpty, "never acted on: \(names.subtracting(system.actedOn))")
    #expect(names.subtracting(system.ignored).isEmpty, "never ignored: \(names.subtracting(system.ignored))")
  }
}
