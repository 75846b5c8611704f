import Observation
import TestSupport
import Testing
import Unidirectional

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreTests {
  /// A counter with a refresh that loads its value through a gate the test opens.
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var isRefreshing = false
      var received: [Int] = []
    }

    enum Action: Equatable, Sendable {
      case increment
      case pullToRefresh
      case refresh
      case refreshed(Int)
      case stream
      case received(Int)
    }

    let response: Gate<Int>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .pullToRefresh:
        return .send(.refresh)
      case .refresh:
        state.isRefreshing = true
        return .run { send in send(.refreshed(await response.wait())) }
      case .refreshed(let count):
        state.isRefreshing = false
        state.count = count
        return .none
      case .stream:
        return .run { send in
          send(.received(1))
          let next = await response.wait()
          for value in next...(next + 3) { send(.received(value)) }
        }
      case .received(let value):
        state.received.append(value)
        return .none
      }
    }
  }

  /// Records when each reduce starts and ends, to prove reduces never nest.
  enum Step: Equatable, Sendable, CustomStringConvertible {
    case start, first, second, third, fourth, followUp, fromObserver

    var description: String {
      switch self {
      case .start: "start"
      case .first: "first"
      case .second: "second"
      case .third: "third"
      case .fourth: "fourth"
      case .followUp: "followUp"
      case .fromObserver: "fromObserver"
      }
    }
  }

  func tracingReducer(_ trace: Journal<String>) -> Reduce<[Step], Step> {
    Reduce { reduced, step in
      trace.append("enter \(step)")
      defer { trace.append("exit \(step)") }
      reduced.append(step)
      switch step {
      case .start:
        return .merge(
          .send(.first),
          .run { send in
            send(.second)
            send(.third)
          },
          .send(.fourth)
        )
      case .first:
        return .send(.followUp)
      default:
        return .none
      }
    }
  }

  /// Asserts that every `enter` is closed by its `exit` before the next `enter`.
  func expectNoNesting(_ trace: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var depth = 0
    for entry in trace where entry.hasPrefix("enter") || entry.hasPrefix("exit") {
      depth += entry.hasPrefix("enter") ? 1 : -1
      #expect((0...1).contains(depth), "Reduces nested at \(entry)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Sending

  @Test func sendReducesBeforeItReturns() {
    // Given
    let store = Store(initialState: Counter.State(), reducer: Counter(response: Gate()))

    // When
    let task = store.send(.increment)

    // Then
    #expect(store.state == Counter.State(count: 1))
    #expect(task.isFinished)
  }

  @Test func actionsSentDuringAReduceAreQueuedAndReducedInOrderAfterIt() {
    // Given
    let trace = Journal<String>()
    let store = Store(initialState: [], reducer: tracingReducer(trace))

    // When
    store.send(.start)

    // Then
    #expect(store.state == [.start, .first, .second, .third, .fourth, .followUp])
    #expect(
      trace.entries == [
        "enter start", "exit start",
        "enter first", "exit first",
        "enter second", "exit second",
        "enter third", "exit third",
        "enter fourth", "exit fourth",
        "enter followUp", "exit followUp",
      ]
    )
    expectNoNesting(trace.entries)
  }

  @Test func anActionSentByAnObserverWhenTheStateChangedIsReducedAfterTheReduceThatChangedIt() {
    // Given
    let trace = Journal<String>()
    let store = Store(initialState: [], reducer: tracingReducer(trace))
    withObservationTracking {
      _ = store.state
    } onChange: {
      trace.append("observer sends")
      MainActor.assumeIsolated { _ = store.send(.fromObserver) }
    }

    // When
    store.send(.second)

    // Then
    #expect(store.state == [.second, .fromObserver])
    #expect(
      trace.entries == [
        "enter second", "exit second",
        "observer sends",
        "enter fromObserver", "exit fromObserver",
      ]
    )
    expectNoNesting(trace.entries)
  }

  @Test func withStateReadsTheStateWithoutObservingIt() {
    // Given: one reader through withState, one through state
    let store = Store(initialState: Counter.State(), reducer: Counter(response: Gate<Int>()))
    let told = Journal<String>()
    withObservationTracking {
      _ = store.withState(\.count)
    } onChange: {
      told.append("withState")
    }
    withObservationTracking {
      _ = store.state.count
    } onChange: {
      told.append("state")
    }

    // When
    store.send(.increment)

    // Then: only the observing reader is told, and withState reads the new value
    #expect(told.entries == ["state"])
    #expect(store.withState(\.count) == 1)
  }

  @Test func actionsOneEffectSendsAreReducedInTheOrderItSentThem() async {
    // Given
    let response = Gate<Int>()
    let store = Store(initialState: Counter.State(), reducer: Counter(response: response))

    // When
    let task = store.send(.stream)
    response.open(with: 2)
    await task.finish()

    // Then
    #expect(store.state.received == [1, 2, 3, 4, 5])
  }

  // MARK: - Awaiting

  @Test func finishingASendWaitsForTheEffectsThatActionStarted() async {
    // Given
    let response = Gate<Int>()
    let store = Store(initialState: Counter.State(), reducer: Counter(response: response))

    // When
    let task = store.send(.refresh)

    // Then
    #expect(store.state == Counter.State(isRefreshing: true))
    #expect(!task.isFinished)

    // When
    response.open(with: 42)
    await task.finish()

    // Then
    #expect(store.state == Counter.State(count: 42, isRefreshing: false))
    #expect(task.isFinished)
  }

  @Test func finishingASendAlsoWaitsForTheEffectsOfTheActionsItQueued() async {
    // Given
    let response = Gate<Int>()
    let store = Store(initialState: Counter.State(), reducer: Counter(response: response))

    // When
    let task = store.send(.pullToRefresh)
    response.open(with: 7)
    await task.finish()

    // Then
    #expect(store.state == Counter.State(count: 7, isRefreshing: false))
  }

  @Test func anActionSentAfterTheSendWasCancelledNeverReachesTheReducer() async {
    // Given
    let response = Gate<Int>()
    let store = Store(initialState: Counter.State(), reducer: Counter(response: response))
    let task = store.send(.refresh)

    // When
    task.cancel()
    response.open(with: 42)
    await task.finish()

    // Then
    #expect(store.state == Counter.State(isRefreshing: true))
  }

  @Test func anEffectErrorNobodyHandledIsReportedThroughTheStoresReporter() async {
    // Given
    struct Offline: Error {}
    let issues = IssueLog()
    let line: UInt = #line + 2
    let failing = Reduce<Int, Int> { _, _ in
      .run { _ in throw Offline() }
    }
    let store = Store(initialState: 0, reducer: failing, issueReporter: issues.reporter)

    // When
    await store.send(1).finish()

    // Then
    #expect(issues.issues.map { "\($0.location.fileID)" } == ["UnidirectionalTests/StoreTests.swift"])
    #expect(issues.issues.map(\.location.line) == [line])
  }

  // MARK: - Scoping

  struct App: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var log: [String] = []
    }

    enum Action: Equatable, Sendable {
      case counter(Counter.Action)
    }

    let response: Gate<Int>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .counter(let action) = action { state.log.append("\(action)") }
        return .none
      }
      Scope(state: \.counter, action: .counter) { Counter(response: response) }
    }
  }

  @Test func aScopedStoreReadsItsParentsStateAndSendsIntoTheParentsReducer() async {
    // Given
    let response = Gate<Int>()
    let store = Store(initialState: App.State(), reducer: App(response: response))
    let counterStore = store.scope(state: \.counter, action: .counter)

    // When
    counterStore.send(.increment)

    // Then
    #expect(counterStore.state == Counter.State(count: 1))
    #expect(store.state.log == ["increment"])

    // When
    let task = counterStore.send(.refresh)
    response.open(with: 5)
    await task.finish()

    // Then
    #expect(counterStore.state == Counter.State(count: 5, isRefreshing: false))
    #expect(store.state.log == ["increment", "refresh", "refreshed(5)"])
  }

  @Test func aScopedStoreSeesWhatTheParentChanges() {
    // Given
    let store = Store(initialState: App.State(), reducer: App(response: Gate()))
    let counterStore = store.scope(state: \.counter, action: .counter)

    // When
    store.send(.counter(.increment))
    store.send(.counter(.increment))

    // Then
    #expect(counterStore.state.count == 2)
  }
}

extension ActionPath where Root == StoreTests.App.Action, Value == StoreTests.Counter.Action {
  static var counter: Self {
    ActionPath(embed: Root.counter) { if case .counter(let action) = $0 { action } else { nil } }
  }
}
