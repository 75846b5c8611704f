import Testing
import Unidirectional
import UnidirectionalTesting

/// The explorer on features of its own, apart from the paging ones it proves.
struct StateSpaceExplorerTests {
  enum Echo: Equatable { case ping, tap }

  @Test func givenEffectsThatSendActionsWithoutEnd_theExplorerStopsTheStepAndSaysWhy() throws {
    let echo = Reduce<Int, Echo> { count, action in
      count += 1
      return action == .ping ? .send(.ping) : .none
    }
    let explorer = StateSpaceExplorer(
      echo, initialState: 0, userActions: { _ in [.tap, .ping] }, abstraction: { $0 })

    let violation = try #require(explorer.explore(maxDepth: 3).violation)

    #expect(violation.invariant == "an action's effects send fewer than 1000 actions at once")
    #expect(violation.trace.map(\.action) == [.ping])
    #expect(violation.trace[0].sentAtOnce.count == 1_000)
  }

  @Test func givenNoRoomToExplore_theReportSaysItStoppedAtTheLimit() {
    let counter = Reduce<Int, Echo> { count, _ in
      count += 1
      return .none
    }
    let explorer = StateSpaceExplorer(
      counter, initialState: 0, userActions: { _ in [.tap] }, abstraction: { $0 })

    for report in [explorer.explore(maxDepth: 0), explorer.explore(maxStates: 0)] {
      #expect(report.statesVisited == 1)
      #expect(report.transitions == 0)
      #expect(!report.isComplete)
      #expect(report.violation == nil)
    }
  }
}
