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
    BindingReducer(action: ActionPath(Action.binding))
  }
}
