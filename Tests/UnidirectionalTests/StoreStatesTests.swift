import TestSupport
import Testing
import Unidirectional

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreStatesTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable {
      var count = 0
    }

    enum Action: Sendable {
      case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  /// A counter whose scoped count records every read, so a test sees which observers still
  /// look at the state.
  struct Tally: Sendable {
    var count = 0
    let reads: Journal<Int>

    var observedCount: Int {
      reads.append(count)
      return count
    }

    static var reducer: Reduce<Tally, Counter.Action> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  func makeStore() -> Store<Counter.State, Counter.Action> {
    Store(initialState: Counter.State(), reducer: Counter())
  }

  @Test func theFirstStateIsTheCurrentState() async {
    // Given
    let store = makeStore()
    store.send(.increment)
    store.send(.increment)

    // When
    var states = store.states.makeAsyncIterator()

    // Then
    #expect(await states.next() == Counter.State(count: 2))
  }

  @Test func aReaderThatKeepsUpSeesEveryState() async {
    // Given
    let store = makeStore()
    var states = store.states.makeAsyncIterator()
    var seen: [Int] = []

    // When
    seen.append(await states.next()?.count ?? -1)
    store.send(.increment)
    seen.append(await states.next()?.count ?? -1)
    store.send(.increment)
    seen.append(await states.next()?.count ?? -1)

    // Then
    #expect(seen == [0, 1, 2])
  }

  @Test func aReaderThatStartsLateSeesOnlyTheLatestStateNotTheOnesItMissed() async {
    // Given
    let store = makeStore()
    var states = store.states.makeAsyncIterator()

    // When
    for _ in 0..<10_000 { store.send(.increment) }

    // Then: the initial state and the 99,999 intermediates were dropped, not buffered
    #expect(await states.next() == Counter.State(count: 10_000))

    // When
    store.send(.increment)

    // Then
    #expect(await states.next() == Counter.State(count: 10_001))
  }

  @Test func aStoreWithNoReaderServesItsCurrentStateToALaterReader() async {
    // Given
    let store = makeStore()
    for _ in 0..<10_000 { store.send(.increment) }

    // When
    var states = store.states.makeAsyncIterator()

    // Then
    #expect(await states.next() == Counter.State(count: 10_000))
  }

  @Test func breakingOutOfTheIterationUnregistersTheReaderByTheNextChange() async {
    // Given
    let reads = Journal<Int>()
    let store = Store(initialState: Tally(reads: reads), reducer: Tally.reducer)
    let countStore = store.scope(state: \.observedCount, action: .identity)
    var seen: [Int] = []

    // When
    for await count in countStore.states {
      seen.append(count)
      if count == 2 { break }
      countStore.send(.increment)
    }
    for _ in 0..<10 { store.send(.increment) }

    // Then: the first change after the break was the last one the reader's observer saw
    #expect(seen == [0, 1, 2])
    #expect(reads.entries == [0, 1, 2, 3])
    #expect(store.state.count == 12)
  }

  @Test func aReaderOfATemporaryScopedStoreIsUnregisteredWhenItStops() async {
    // Given
    let reads = Journal<Int>()
    let store = Store(initialState: Tally(reads: reads), reducer: Tally.reducer)

    // When
    for await _ in store.scope(state: \.observedCount, action: .identity).states { break }
    for _ in 0..<10 { store.send(.increment) }

    // Then
    #expect(reads.entries == [0, 1])
    #expect(store.state.count == 10)
  }

  @Test func cancellingTheReadingTaskUnregistersTheReaderByTheNextChange() async {
    // Given
    let reads = Journal<Int>()
    let store = Store(initialState: Tally(reads: reads), reducer: Tally.reducer)
    let seen = Journal<Int>()
    let states = store.scope(state: \.observedCount, action: .identity).states
    let reader = Task {
      for await count in states { seen.append(count) }
    }
    await seen.waitUntilCount(reaches: 1)

    // When
    reader.cancel()
    await reader.value
    for _ in 0..<10 { store.send(.increment) }

    // Then: the termination task may have unregistered the reader already; if not, the
    // first change did
    #expect(seen.entries == [0])
    #expect([[0], [0, 1]].contains(reads.entries))
    #expect(store.state.count == 10)
  }

  @Test func eachIterationHasItsOwnReader() async {
    // Given
    let store = makeStore()
    var first = store.states.makeAsyncIterator()
    var second = store.states.makeAsyncIterator()

    // When
    store.send(.increment)

    // Then
    #expect(await first.next() == Counter.State(count: 1))
    #expect(await second.next() == Counter.State(count: 1))
  }

  @Test func aScopedStoresStatesFollowItsPartOfTheParent() async {
    // Given
    let store = makeStore()
    let countStore = store.scope(state: \.count, action: .identity)
    var counts = countStore.states.makeAsyncIterator()
    var seen: [Int] = []

    // When
    seen.append(await counts.next() ?? -1)
    countStore.send(.increment)
    seen.append(await counts.next() ?? -1)

    // Then
    #expect(seen == [0, 1])
  }
}
