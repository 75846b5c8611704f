import Foundation
import Unidirectional
import UnidirectionalBindings

/// One row of the todo list, rebuilt from the behaviour of TCA's Todos example: a text and
/// a check mark, both edited through bindings.
struct Todo: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: UUID
    var description = ""
    var isComplete = false
  }

  enum Action: Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: .binding)
  }
}

extension ActionPath where Root == Todo.Action, Value == BindingAction<Todo.State> {
  static var binding: Self {
    ActionPath(embed: Root.binding) { if case .binding(let a) = $0 { a } else { nil } }
  }
}
