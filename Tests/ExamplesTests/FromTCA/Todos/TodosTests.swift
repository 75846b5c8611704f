import Foundation
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalTesting

@testable import Examples

/// TCA's Todos example, tested for each behaviour its own tests assert: adding, editing,
/// checking with a sort that a second check restarts, clearing, deleting and moving through
/// a filter.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TodosTests {
  let clock = TestClock()
  let milk = Todo.State(id: UUID(0), description: "Milk")
  let eggs = Todo.State(id: UUID(1), description: "Eggs")
  let bread = Todo.State(id: UUID(2), description: "Bread", isComplete: true)
  let jam = Todo.State(id: UUID(3), description: "Jam", isComplete: true)

  func makeStore(_ todos: IdentifiedArrayOf<Todo.State> = []) -> TestStore<Todos.State, Todos.Action> {
    TestStore(initialState: Todos.State(todos: todos)) {
      Todos()
    } withDependencies: {
      $0.clock = clock
    }
  }

  @Test func givenAnEmptyListWhenTwoTodosAreAddedThenEachGoesOnTopWithTheNextID() async {
    let store = makeStore()

    await store.send(.addTodoButtonTapped) { $0.todos = [Todo.State(id: UUID(0))] }
    await store.send(.addTodoButtonTapped) { $0.todos = [Todo.State(id: UUID(1)), Todo.State(id: UUID(0))] }
  }

  @Test func givenATodoWhenItsTextIsEditedThenOnlyTheTextChanges() async {
    let store = makeStore([milk])

    await store.send(.todos(.element(id: milk.id, action: .binding(.set(\.description, "Oat milk"))))) {
      $0.todos[id: milk.id]?.description = "Oat milk"
    }
  }

  @Test func givenTwoOpenTodosWhenTheFirstIsCheckedThenASecondLaterItSinksBelowTheOther() async {
    let store = makeStore([milk, eggs])

    await store.send(.todos(.element(id: milk.id, action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: milk.id]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      var done = milk
      done.isComplete = true
      $0.todos = [eggs, done]
    }
  }

  @Test func givenACheckedTodoWhenItIsUncheckedWithinTheSecondThenOneSortComesASecondAfterTheLastCheck() async {
    let store = makeStore([milk, eggs])

    await store.send(.todos(.element(id: milk.id, action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: milk.id]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: milk.id, action: .binding(.set(\.isComplete, false))))) {
      $0.todos[id: milk.id]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  @Test func givenADoneAndAnOpenTodoWhenTheDoneOnesAreClearedThenOnlyTheOpenOneStays() async {
    let store = makeStore([milk, bread])

    await store.send(.clearCompletedButtonTapped) { $0.todos = [milk] }
  }

  @Test func givenThreeTodosWhenTheSecondRowIsDeletedThenTheOthersStayInOrder() async {
    let store = makeStore([milk, eggs, bread])

    await store.send(.delete([1])) { $0.todos = [milk, bread] }
  }

  @Test func givenOnlyTheDoneTodosShownWhenTheFirstRowOnScreenIsDeletedThenThatTodoGoes() async {
    let store = makeStore([milk, eggs, bread])
    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }

    await store.send(.delete([0])) { $0.todos = [milk, eggs] }
  }

  @Test func givenEditModeWhenTheFirstRowIsMovedBelowTheSecondThenTheListSortsAfterAMoment() async {
    let store = makeStore([milk, eggs, bread])
    await store.send(.binding(.set(\.editMode, .active))) { $0.editMode = .active }

    await store.send(.move([0], 2)) { $0.todos = [eggs, milk, bread] }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func givenEditModeAndOnlyTheDoneTodosShownWhenTheSecondRowOnScreenMovesToTheTopThenItMovesBeforeTheFirstDoneTodo() async {
    let store = makeStore([milk, eggs, bread, jam])
    await store.send(.binding(.set(\.editMode, .active))) { $0.editMode = .active }
    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }

    await store.send(.move([1], 0)) { $0.todos = [milk, eggs, jam, bread] }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func givenOnlyTheDoneTodosShownWhenOneOnScreenIsEditedThenThatTodoChanges() async {
    let store = makeStore([milk, bread])
    await store.send(.binding(.set(\.filter, .completed))) { $0.filter = .completed }

    await store.send(.todos(.element(id: bread.id, action: .binding(.set(\.description, "Rye bread"))))) {
      $0.todos[id: bread.id]?.description = "Rye bread"
    }
  }

  @Test func givenEachFilterThenTheShownTodosAreTheOnesItLetsThrough() {
    var state = Todos.State(todos: [milk, bread, eggs, jam])

    state.filter = .active
    #expect(state.filteredTodos.ids == [milk.id, eggs.id])
    state.filter = .completed
    #expect(state.filteredTodos.ids == [bread.id, jam.id])
    state.filter = .all
    #expect(state.filteredTodos.ids == [milk.id, bread.id, eggs.id, jam.id])
  }
}
