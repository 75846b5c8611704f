import Unidirectional
import UnidirectionalTesting

/// Asks a dependency a question and keeps the answer, for the test store's own tests of
/// effects that go on waiting after they are cancelled.
struct Asker: Reducer {
  enum Action: Equatable {
    case ask
    case answered(Int)
  }

  let answer: ControlledDependency<String, Int>

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .ask:
      return .run { [answer] send in send(.answered(try await answer("question"))) }
    case .answered(let value):
      state = value
      return .none
    }
  }
}
