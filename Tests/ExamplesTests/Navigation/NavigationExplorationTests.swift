import Examples
import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// Every interleaving of the stack case study up to CI's depth — pushes, pops, a sheet
/// replaced by an alert, screens popping themselves, effects answering late — keeps the
/// navigation rules, and a presentation reducer that forgets to cancel on replace is
/// caught with its shortest trace.
@Suite("Navigation is proven race-free by the explorer")
struct NavigationExplorationTests {
  /// How deep CI explores; `NAVIGATION_EXPLORATION_DEPTH` asks for more.
  static let depth =
    ProcessInfo.processInfo.environment["NAVIGATION_EXPLORATION_DEPTH"].flatMap { Int($0) } ?? 7

  @Test("Given late answers on, no action or effect of a gone screen survives it, in every interleaving")
  func everyInterleavingKeepsTheNavigationRules() async {
    let report = await onAThreadOfItsOwn {
      let app = StackCaseStudy(dependencies: .test(clock: TestClock()))
      return NavigationExplorer.explorer(app).explore(maxDepth: Self.depth)
    }
    print("Navigation exploration: \(report.summary)")

    #expect(report.violation?.story == nil)
    #expect(report.depth == Self.depth)
    #expect(report.statesVisited > 1_000, "\(report.summary)")
  }

  @Test("Given a presentation that forgets to cancel on replace, the explorer shows the shortest trace: a sheet shown over itself")
  func aPresentationThatForgetsToCancelOnReplaceIsCaught() throws {
    let buggy = BuggyStackCaseStudy(
      bug: .forgetsToCancelOnReplace, dependencies: .test(clock: TestClock()))

    let report = NavigationExplorer.explorer(buggy).explore(maxDepth: Self.depth)

    let violation = try #require(report.violation)
    #expect(violation.invariant == "no effect of a dismissed, replaced or popped screen runs on")
    #expect(
      violation.trace.map(\.action) == [
        .timerSheetTapped,
        .destination(.presented(id: 1, action: .timerSheet(.appeared))),
        .timerSheetTapped,
      ])
    #expect(violation.story.contains("Broken: no effect of a dismissed, replaced or popped screen runs on, after 3 steps."))
  }

  @Test("Given a presentation that hands any presentation's action to the child shown now, the first sheet's view starting the second one's timer is caught")
  func aPresentationThatIgnoresTheIDIsCaught() throws {
    let buggy = BuggyStackCaseStudy(
      bug: .ignoresThePresentationID, dependencies: .test(clock: TestClock()))

    let report = NavigationExplorer.explorer(buggy).explore(maxDepth: Self.depth)

    let violation = try #require(report.violation)
    #expect(
      violation.trace.map(\.action) == [
        .timerSheetTapped,
        .destination(.presented(id: 1, action: .timerSheet(.appeared))),
        .timerSheetTapped,
        .destination(.presented(id: 1, action: .timerSheet(.appeared))),
      ])
  }
}
