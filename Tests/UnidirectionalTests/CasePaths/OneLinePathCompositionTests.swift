import Foundation
import Testing
import UnidirectionalTesting

@testable import Unidirectional

/// One-line paths route a parent's actions to its children and back, in a body that makes
/// them again on every action, as declared paths do.
@MainActor
struct OneLinePathCompositionTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var taps = 0
    }

    enum Action: Equatable, Sendable {
      case tap
      case tapLater
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        state.taps += 1
        return .none
      case .tapLater:
        return .send(.tap)
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable, Sendable {
      var header = Row.State(id: 0)
      var rows: IdentifiedArray<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    }

    enum Action: Equatable, Sendable {
      case header(Row.Action)
      case rows(IdentifiedAction<Int, Row.Action>)
      case reset
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.header, action: ActionPath(Action.header)) { Row() }
      Reduce { state, action in
        if case .reset = action { state = State() }
        return .none
      }
      .forEach(\.rows, action: ActionPath(Action.rows)) { Row() }
    }
  }

  @Test func aScopedChildsEffectComesBackThroughItsOneLinePath() async {
    let store = TestStore(initialState: List.State(), reducer: List())

    await store.send(.header(.tapLater))

    await store.receive(case: ActionPath(List.Action.header)) { $0.header.taps = 1 }
    await store.finish()
  }

  @Test func aRowsEffectComesBackToTheSameRow() async {
    let store = TestStore(initialState: List.State(), reducer: List())

    await store.send(.rows(.element(id: 2, action: .tapLater)))

    await store.receive(.rows(.element(id: 2, action: .tap))) { $0.rows[id: 2]?.taps = 1 }
    await store.send(.reset) { $0.rows[id: 2]?.taps = 0 }
  }

  @Test func aPathMadeInABodyIsTheSamePlaceEveryTimeTheBodyRuns() {
    let places = (0..<2).map { _ in ActionPath(List.Action.header).place }
    let elsewhere = ActionPath(List.Action.header).place

    #expect(places[0] == places[1])
    #expect(places[0] != elsewhere)
  }
}
