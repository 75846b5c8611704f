import TestSupport
import Testing
import Unidirectional

/// Effects live as long as what started them: the view's task, the child state, the row,
/// the store.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LifetimeTests {
  /// A child that loads a number and shows it.
  struct Loader: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      var id = 0
      var value: Int?
    }

    enum Action: Equatable, Sendable {
      case load
      case loaded(Int)
    }

    let fetch: MainActorCalls<Int, Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { [fetch, id = state.id] send in send(.loaded(try await fetch(id))) }
          .cancellable(id: "load", cancelInFlight: true)
      case .loaded(let value):
        state.value = value
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var detail: Loader.State?
      var rows: IdentifiedArray<Loader.State> = []
      var left = Loader.State(id: 100)
      var right = Loader.State(id: 200)
      var log: [String] = []
    }

    enum Action: Equatable, Sendable {
      case detail(Loader.Action)
      case rows(IdentifiedAction<Int, Loader.Action>)
      case left(Loader.Action)
      case right(Loader.Action)
      case dismiss
      case removeRow(Int)
    }

    let fetch: MainActorCalls<Int, Int>

    var body: some Reducer<State, Action> {
      Scope(state: \.left, action: .left) { Loader(fetch: fetch) }
      Scope(state: \.right, action: .right) { Loader(fetch: fetch) }
      Reduce { state, action in
        state.log.append("\(action)")
        switch action {
        case .dismiss: state.detail = nil
        case .removeRow(let id): state.rows.remove(id: id)
        default: break
        }
        return .none
      }
      .ifLet(\.detail, action: .detail) { Loader(fetch: fetch) }
      .forEach(\.rows, action: .rows) { Loader(fetch: fetch) }
    }
  }

  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheActionsEffects() async {
    // Given: a view's `.task { await store.send(.load).finish() }`
    let fetch = MainActorCalls<Int, Int>()
    let store = Store(initialState: Loader.State(id: 1), reducer: Loader(fetch: fetch))
    let task = store.send(.load)
    #expect(fetch.pending == [1])
    let viewTask = Task { await task.finish() }

    // When: the view goes away
    viewTask.cancel()
    await viewTask.value

    // Then
    #expect(fetch.cancelled == [1])
    #expect(store.inFlightEffectCount == 0)
    #expect(task.isFinished)
    #expect(store.state == Loader.State(id: 1))
  }

  @Test func settingTheChildStateToNilCancelsTheChildsEffects() async {
    // Given
    let fetch = MainActorCalls<Int, Int>()
    let store = Store(
      initialState: Parent.State(detail: Loader.State(id: 1)), reducer: Parent(fetch: fetch))
    store.send(.detail(.load))
    #expect(fetch.pending == [1])

    // When
    await store.send(.dismiss).finish()
    await store.waitForEffects()

    // Then
    #expect(fetch.cancelled == [1])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func aLateAnswerForADismissedChildNeverReachesAReducer() async {
    // Given: a client that answers even after its task was cancelled
    let fetch = MainActorCalls<Int, Int>(ignoresCancellation: true)
    let store = Store(
      initialState: Parent.State(detail: Loader.State(id: 1)), reducer: Parent(fetch: fetch))
    store.send(.detail(.load))
    store.send(.dismiss)

    // When
    fetch.respond(to: 1, with: 42)
    await store.waitForEffects()

    // Then
    #expect(store.state.log.count == 2, "only the load and the dismissal were reduced")
    #expect(store.state.log.last == "dismiss")
  }

  @Test func removingARowCancelsThatRowsEffectsOnly() async {
    // Given
    let fetch = MainActorCalls<Int, Int>()
    let store = Store(
      initialState: Parent.State(rows: [Loader.State(id: 1), Loader.State(id: 2)]),
      reducer: Parent(fetch: fetch)
    )
    store.send(.rows(.element(id: 1, action: .load)))
    store.send(.rows(.element(id: 2, action: .load)))
    #expect(fetch.pending == [1, 2], "the rows' equal cancellation ids did not clash")

    // When
    store.send(.removeRow(1))

    // Then: row 1's request was cancelled, row 2's goes on
    #expect(fetch.cancelled == [1])
    #expect(fetch.pending == [2])
    fetch.respond(to: 2, with: 20)
    await store.waitForEffects()
    #expect(store.state.rows.elements == [Loader.State(id: 2, value: 20)])
  }

  @Test func siblingsUsingTheSameCancellationIDNeverCancelEachOther() async {
    // Given
    let fetch = MainActorCalls<Int, Int>()
    let store = Store(initialState: Parent.State(), reducer: Parent(fetch: fetch))

    // When
    store.send(.left(.load))
    store.send(.right(.load))

    // Then
    #expect(fetch.pending == [100, 200])
    #expect(fetch.cancelled == [])
    fetch.respond(to: 100, with: 1)
    fetch.respond(to: 200, with: 2)
    await store.waitForEffects()
    #expect(store.state.left.value == 1)
    #expect(store.state.right.value == 2)
  }

  @Test func aReleasedStoreCancelsItsEffectsAndReducesNothingAfter() async {
    // Given
    let fetch = MainActorCalls<Int, Int>()
    let lateFetch = MainActorCalls<Int, Int>(ignoresCancellation: true)
    let reduced = Journal<String>()
    var store: Store<Int, String>? = Store(
      initialState: 0,
      reducer: Reduce { _, action in
        reduced.append(action)
        guard action == "start" else { return .none }
        return .merge(
          .run { send in send("cancellable \(try await fetch(1))") },
          .run { send in send("late \(try await lateFetch(2))") }
        )
      }
    )
    let task = store!.send("start")

    // When
    store = nil
    lateFetch.respond(to: 2, with: 2)
    await task.finish()

    // Then
    #expect(fetch.cancelled == [1])
    #expect(reduced.entries == ["start"])
  }

  @Test func aReleasedStoreWhoseChildStoresWereReadStillCancelsItsEffects() async throws {
    // Given: a screen that showed its rows and a child, as their views read them, and that
    // loads a row
    let fetch = MainActorCalls<Int, Int>()
    var store: Store<Parent.State, Parent.Action>? = Store(
      initialState: Parent.State(rows: [Loader.State(id: 1)]), reducer: Parent(fetch: fetch))
    for rowStore in store!.scope(forEach: \.rows, action: .rows) { _ = rowStore.state }
    _ = store!.scope(state: \.left, action: .left).state
    let task = store!.send(.rows(.element(id: 1, action: .load)))
    #expect(fetch.pending == [1])

    // When: the screen goes away, its child stores unchanged since they were read
    store = nil

    // Then: the store was freed, and its runner with it, which cancelled the load
    try #require(fetch.cancelled == [1])
    await task.finish()
  }

  @Test func aStoreTellsHowManyEffectsRunAndWaitsForAllOfThem() async {
    // Given
    let fetch = MainActorCalls<Int, Int>()
    let store = Store(initialState: Loader.State(id: 1), reducer: Loader(fetch: fetch))
    store.send(.load)
    #expect(store.inFlightEffectCount == 1)
    let waiter = Task { await store.waitForEffects() }

    // When
    fetch.respond(to: 1, with: 7)
    await waiter.value

    // Then
    #expect(store.inFlightEffectCount == 0)
    #expect(store.state.value == 7)
  }
}

extension ActionPath where Root == LifetimeTests.Parent.Action, Value == LifetimeTests.Loader.Action {
  static var detail: Self {
    ActionPath(embed: Root.detail) { if case .detail(let action) = $0 { action } else { nil } }
  }

  static var left: Self {
    ActionPath(embed: Root.left) { if case .left(let action) = $0 { action } else { nil } }
  }

  static var right: Self {
    ActionPath(embed: Root.right) { if case .right(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath
where Root == LifetimeTests.Parent.Action, Value == IdentifiedAction<Int, LifetimeTests.Loader.Action> {
  static var rows: Self {
    ActionPath(embed: Root.rows) { if case .rows(let action) = $0 { action } else { nil } }
  }
}
