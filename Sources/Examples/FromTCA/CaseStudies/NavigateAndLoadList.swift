import Foundation
import Unidirectional

/// TCA's "Lists: navigate and load" case study, rebuilt from its behaviour: tapping a row
/// of counts navigates at once and loads its counter a second later; going back writes the
/// counter's count into the row, and selecting another row first cancels the load.
struct NavigateAndLoadList: Reducer {
  struct State: Equatable, Sendable {
    var rows: IdentifiedArray<Row> = []
    var selection: Selection?

    struct Row: Equatable, Identifiable, Sendable {
      var count: Int
      let id: UUID
    }

    /// The row navigated to, and its counter once loaded.
    struct Selection: Equatable, Sendable {
      let id: UUID
      var counter: Counter.State?
    }

    /// The loaded counter of the row navigated to.
    var selectedCounter: Counter.State? {
      get { selection?.counter }
      set { selection?.counter = newValue }
    }
  }

  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case setNavigation(selection: UUID?)
    case setNavigationSelectionDelayCompleted
  }

  /// The load that follows a navigation.
  struct Load: Hashable {}

  @Dependency(\.clock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .setNavigation(selection: let id?):
        state.selection = State.Selection(id: id)
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          send(.setNavigationSelectionDelayCompleted)
        }
        .cancellable(id: Load(), cancelInFlight: true)
      case .setNavigation(selection: nil):
        if let selection = state.selection, let count = selection.counter?.count {
          state.rows[id: selection.id]?.count = count
        }
        state.selection = nil
        return .cancel(id: Load())
      case .setNavigationSelectionDelayCompleted:
        guard let id = state.selection?.id else { return .none }
        state.selection?.counter = Counter.State(count: state.rows[id: id]?.count ?? 0)
        return .none
      }
    }
    .ifLet(\.selectedCounter, action: ActionPath(Action.counter)) { Counter() }
  }
}
