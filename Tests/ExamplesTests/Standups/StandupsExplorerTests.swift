import Examples
import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// Every order of adding, opening, editing, deleting and recording, tried by the explorer:
/// after every action, every screen's standup equals the list's. Not on the main actor, so a
/// long search does not starve the main-actor tests beside it.
@Suite(.timeLimit(.minutes(2)))
struct StandupsExplorerTests {
  @Test func givenEveryOrderOfUserActionsThenEveryScreensStandupEqualsTheListsAfterEveryAction() {
    let start = StandupsApp.State(standups: [Standup(id: UUID(0), title: "Design")])
    let explorer = StateSpaceExplorer(
      StandupsApp(storage: .inMemory()), initialState: start, userActions: Self.userActions,
      abstraction: { String(describing: $0) }
    )
    .invariant("every screen's standup equals the list's") { explored in
      explored.state.path.allSatisfy { screen in
        switch screen {
        case .detail(let detail): explored.state.standups[id: detail.standup.id] == detail.standup
        case .record(let record): explored.state.standups[id: record.standup.id] == record.standup
        }
      }
    }

    let report = withDependencies { $0.uuid = .constant(UUID(7)) } operation: {
      explorer.explore(maxDepth: 5, maxStates: 400)
    }

    #expect(report.violation == nil, "\(report.violation.map { "\($0)" } ?? "")")
    #expect(report.statesVisited >= 300, "the exploration reached \(report.statesVisited) states")
  }

  /// What a user can do: add, open a standup, and on each screen edit, delete or record.
  static func userActions(_ state: StandupsApp.State) -> [StandupsApp.Action] {
    var actions: [StandupsApp.Action] = [.addTapped, .confirmAdding]
    actions += state.standups.map { .open($0.id) }
    for (id, screen) in zip(state.path.ids, state.path) {
      switch screen {
      case .detail(let detail):
        actions += [
          .editTapped, .doneEditing, .deleteTapped, .startMeetingTapped,
        ].map { .path(.element(id: id, action: .detail($0))) }
        if let editor = detail.$editor.id {
          actions.append(.path(.element(id: id, action: .detail(.editor(.presented(id: editor, action: .rename("Retro")))))))
        }
        if let alert = detail.$alert.id {
          actions.append(.path(.element(id: id, action: .detail(.alert(.presented(id: alert, action: .confirmDelete))))))
        }
      case .record:
        actions.append(.path(.element(id: id, action: .record(.transcribed("Notes")))))
      }
      actions.append(.path(.popFrom(id: id)))
    }
    return actions
  }
}
