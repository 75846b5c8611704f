import Foundation
import Unidirectional
import UnidirectionalBindings

/// TCA's Todos example, rebuilt from its behaviour: a list of todos with a filter, rows that
/// sink below the open ones a second after they are checked (a new check restarts the
/// wait), clearing the done ones, and deleting and moving rows in edit mode, through the
/// filter the user sees.
struct Todos: Reducer {
  /// Which todos the list shows.
  enum Filter: String, CaseIterable, Equatable, Sendable {
    case all = "All"
    case active = "Active"
    case completed = "Completed"
  }

  /// Whether the list is being edited: SwiftUI's `EditMode`, which Linux has not.
  enum EditMode: Equatable, Sendable {
    case inactive
    case active
  }

  struct State: Equatable, Sendable {
    var editMode = EditMode.inactive
    var filter = Filter.all
    var todos: IdentifiedArrayOf<Todo.State> = []

    /// The todos the filter lets through, in order: the rows on screen.
    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .all: todos
      case .active: todos.filter { !$0.isComplete }
      case .completed: todos.filter(\.isComplete)
      }
    }
  }

  enum Action: Equatable, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case delete(IndexSet)
    case move(IndexSet, Int)
    case sortCompletedTodos
    case todos(IdentifiedAction<UUID, Todo.Action>)
  }

  /// The one wait that sorts the list after a check mark changed.
  struct SortAfterCompletion: Hashable {}

  @Dependency(\.clock) var clock
  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.binding))
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none
      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none
      case .delete(let offsets):
        let shown = state.filteredTodos
        for offset in offsets { state.todos.remove(id: shown[offset].id) }
        return .none
      case .move(let offsets, let destination):
        state.moveShown(offsets, to: destination)
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(100))
          send(.sortCompletedTodos)
        }
      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none
      case .todos(.element(_, .binding(let edit))) where edit.sets(\.isComplete):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          send(.sortCompletedTodos)
        }
        .cancellable(id: SortAfterCompletion(), cancelInFlight: true)
      case .binding, .todos:
        return .none
      }
    }
    .forEach(\.todos, action: ActionPath(Action.todos)) { Todo() }
  }
}

extension Todos.State {
  /// Moves the shown rows at `offsets` before the shown row at `destination`, or to the
  /// end: the offsets count rows on screen, which a filter makes differ from the list's.
  mutating func moveShown(_ offsets: IndexSet, to destination: Int) {
    let shown = filteredTodos
    let source = offsets.compactMap { todos.index(id: shown[$0].id) }
    let target = destination < shown.count ? todos.index(id: shown[destination].id) ?? destination : todos.count
    todos.move(fromOffsets: source, toOffset: target)
  }
}
