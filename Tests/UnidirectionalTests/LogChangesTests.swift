import TestSupport
import Testing
import Unidirectional

@MainActor
struct LogChangesTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var title = "Taps"
    }

    enum Action: Equatable, Sendable {
      case increment
      case rename(to: String)
      case refresh
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .rename(let title):
        state.title = title
        return .none
      case .refresh:
        return .send(.increment)
      }
    }
  }

  /// A list of rows, one liked per action.
  struct Feed: Reducer {
    struct Row: Identifiable, Equatable {
      let id: Int
      var likes = 0
    }

    struct State: Equatable {
      var rows: IdentifiedArray<Row>
    }

    enum Action: Equatable, Sendable {
      case like(id: Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .like(let id):
        state.rows.modify(id: id) { $0.likes += 1 }
        return .none
      }
    }
  }

  @Test func anActionThatChangesTheStateLogsTheActionAndTheStateDiff() {
    // Given
    let log = Journal<String>()
    var state = Counter.State()

    // When
    _ = Counter().logChanges(to: log.append).reduce(into: &state, action: .increment)

    // Then
    #expect(
      log.entries == [
        """
        received action:
          .increment
            LogChangesTests.Counter.State(
          −   count: 0,
          +   count: 1,
              title: "Taps"
            )
        """
      ]
    )
    #expect(state == Counter.State(count: 1))
  }

  @Test func anActionThatChangesNothingLogsNoStateChange() {
    // Given
    let log = Journal<String>()
    var state = Counter.State()

    // When
    let effect = Counter().logChanges(to: log.append).reduce(into: &state, action: .refresh)

    // Then
    #expect(
      log.entries == [
        """
        received action:
          .refresh
          (no state change)
        """
      ]
    )
    #expect(!effect.isNone)
  }

  @Test func anActionWithAPayloadLogsItsPayloadAfterThePrefix() {
    // Given
    let log = Journal<String>()
    var state = Counter.State()

    // When
    _ = Counter().logChanges(prefix: "[counter] ", to: log.append)
      .reduce(into: &state, action: .rename(to: "Clicks"))

    // Then
    #expect(
      log.entries == [
        """
        [counter] received action:
          .rename(
            to: "Clicks"
          )
            LogChangesTests.Counter.State(
              count: 0,
          −   title: "Taps"
          +   title: "Clicks"
            )
        """
      ]
    )
  }

  @Test func givenAListOf10000RowsWhenAnActionChangesOneRowThenTheEntryShowsThatRowAlone() {
    // Given
    let log = Journal<String>()
    var state = Feed.State(rows: IdentifiedArray(uniqueElements: (0..<10_000).map { Feed.Row(id: $0) }))

    // When
    _ = Feed().logChanges(to: log.append).reduce(into: &state, action: .like(id: 7))

    // Then
    #expect(
      log.entries == [
        """
        received action:
          .like(
            id: 7
          )
            LogChangesTests.Feed.State(
              rows: [
                … 7 unchanged elements,
                [7]: LogChangesTests.Feed.Row(
                  id: 7,
          −       likes: 0
          +       likes: 1
                ),
                … 9992 unchanged elements
            … (2 unchanged)
        """
      ]
    )
    #expect(state.rows[id: 7]?.likes == 1)
  }

  @Test func aStoreLogsEveryActionItReducesIncludingTheOnesEffectsSend() {
    // Given
    let log = Journal<String>()
    let store = Store(initialState: Counter.State(), reducer: Counter().logChanges(to: log.append))

    // When
    store.send(.refresh)

    // Then
    #expect(log.entries.map { $0.split(separator: "\n")[1] } == ["  .refresh", "  .increment"])
    #expect(store.state.count == 1)
  }

  @Test func observingStepsGivesEachActionWithTheStatesAroundItInTheOrderTheStoreReducedThem() {
    // Given a store whose counter reports its steps
    let steps = Journal<ReducedStep<Counter.State, Counter.Action>>()
    let store = Store(initialState: Counter.State(), reducer: Counter().observeSteps(steps.append))

    // When an action sends another
    store.send(.refresh)

    // Then both steps arrive, with the state before and after each
    #expect(steps.entries.map(\.action) == [.refresh, .increment])
    #expect(steps.entries.map(\.stateBefore.count) == [0, 0])
    #expect(steps.entries.map(\.stateAfter.count) == [0, 1])
    #expect(steps.entries.map(\.ignoredReason) == [nil, nil])
  }
}
