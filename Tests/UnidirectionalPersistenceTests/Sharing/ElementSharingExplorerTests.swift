import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// Every order of renames, deletes, pushes, presentations and dismissals, tried by the
/// explorer: after every action, every copy equals its element in the list, and no screen
/// shows an element the list lost. Not on the main actor: a long synchronous search there
/// would starve every main-actor test running beside it, under the sanitizers most.
@Suite(.timeLimit(.minutes(2)))
struct ElementSharingExplorerTests {
  @Test func givenEveryOrderOfUserActionsThenEveryCopyEqualsTheListAfterEveryAction() {
    let start = Meetings.State(meetings: [Meeting(id: 1, title: "Standup"), Meeting(id: 2, title: "Retro")])
    let explorer = StateSpaceExplorer(
      Meetings(), initialState: start, userActions: Self.userActions,
      abstraction: { String(describing: $0) }
    )
    .invariant("every copy equals its element in the list") { explored in
      Self.copies(in: explored.state).allSatisfy { explored.state.meetings[id: $0.id] == $0 }
    }

    let report = explorer.explore(maxDepth: 4, maxStates: 400)

    #expect(report.violation == nil, "\(report.violation.map { "\($0)" } ?? "")")
    #expect(report.statesVisited >= 300, "the exploration reached \(report.statesVisited) states")
  }

  /// Every copy of a meeting the screens hold: rows, the sheet, the details of the stack.
  static func copies(in state: Meetings.State) -> [Meeting] {
    var copies = state.rows.map(\.meeting)
    if let sheet = state.sheet { copies.append(sheet.meeting) }
    for case .detail(let detail) in state.path { copies.append(detail.meeting) }
    return copies
  }

  /// What a user can do in `state`: open and present either meeting, rename or delete it
  /// from the list, a row, the sheet or any detail screen, push notes, and close screens.
  static func userActions(_ state: Meetings.State) -> [Meetings.Action] {
    var actions: [Meetings.Action] = [.showRows, .path(.push(.notes("n")))]
    for id in [1, 2] {
      actions += [.open(id), .present(id), .rename(id, "List"), .delete(id)]
    }
    for row in state.rows { actions.append(.rows(.element(id: row.id, action: .rename("Row")))) }
    if let id = state.$sheet.id {
      actions += [
        .sheet(.presented(id: id, action: .rename("Sheet"))),
        .sheet(.presented(id: id, action: .delete)), .sheet(.dismiss(id: id)),
      ]
    }
    for (id, screen) in zip(state.path.ids, state.path) {
      if case .detail = screen {
        actions += [
          .path(.element(id: id, action: .detail(.rename("Detail")))),
          .path(.element(id: id, action: .detail(.delete))),
        ]
      }
      actions.append(.path(.popFrom(id: id)))
    }
    return actions
  }
}
