import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// A navigation stack mints its screens' ids, cancels a popped screen's effects however it
/// was popped, lets a screen pop itself, and is plain data.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StackTests {
  struct Navigator: Reducer {
    struct State: Equatable {
      var path = StackState<Ticker.State>()
      var saved: [String] = []
      /// The names of the screens the parent saw leave through a pop.
      var seenLeaving: [String] = []
      /// How many times a screen told the parent it finished.
      var finishesSeen = 0
    }

    enum Action: Equatable, Sendable {
      case path(StackAction<Ticker.State, Ticker.Action>)
      case removeBottom
      case deepLink([String])
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .path(.element(let id, .save)):
          state.saved.append(state.path[id: id]?.name ?? "?")
        case .path(.element(_, .finished)):
          state.finishesSeen += 1
        case .path(.popFrom(let id)):
          let leaving = state.path.ids.drop { $0 < id }
          state.seenLeaving += leaving.compactMap { state.path[id: $0]?.name }
        case .removeBottom:
          if let bottom = state.path.ids.first { state.path[id: bottom] = nil }
        case .deepLink(let names):
          state.path = StackState(names.map { Ticker.State(name: $0) })
        default:
          break
        }
        return .none
      }
      .forEach(\.path, action: .path) { Ticker(clock: clock) }
    }
  }

  let clock = TestClock()

  /// A stack of three ticking screens, ids 0, 1 and 2.
  private func threeTickingScreens() async -> TestStore<Navigator.State, Navigator.Action> {
    let store = TestStore(initialState: Navigator.State(), reducer: Navigator(clock: clock))
    for (id, name) in zip([0, 1, 2] as [StackElementID], ["A", "B", "C"]) {
      await store.send(.path(.push(Ticker.State(name: name)))) {
        $0.path.append(Ticker.State(name: name))
      }
      await store.send(.path(.element(id: id, action: .start)))
    }
    #expect(store.state.path.ids == [0, 1, 2])
    #expect(clock.sleeperCount == 3)
    return store
  }

  @Test func pushingMintsIdsThatAreNeverReused() {
    var stack = StackState<String>()
    #expect(stack.append("A") == 0)
    #expect(stack.append("B") == 1)
    stack.popLast()
    #expect(stack.append("C") == 2, "a screen popped and pushed again is a new screen")
    #expect(stack.ids == [0, 2])
    #expect(Array(stack) == ["A", "C"])
  }

  @Test func givenAStackEmptiedByPopsThenItEqualsANewStackAndStillMintsFreshIDs() {
    // Given
    var stack = StackState<String>()
    stack.append("A")
    stack.append("B")

    // When
    stack.popLast()
    stack.popLast()

    // Then
    #expect(stack == StackState())
    #expect(stack.hashValue == StackState<String>().hashValue)
    #expect(stack.append("C") == 2, "equality ignores the next id; minting does not")
  }

  @Test func poppingFromAnIdCancelsThatScreenAndTheOnesAbove() async {
    let store = await threeTickingScreens()

    await store.send(.path(.popFrom(id: 1))) {
      $0.seenLeaving = ["B", "C"]
      $0.path.popFrom(id: 1)
    }

    #expect(store.state.path.ids == [0])
    #expect(clock.sleeperCount == 1, "only screen 0 still ticks")
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popToRoot)) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func poppingToAnIdKeepsItOnTopAndCancelsTheOnesAbove() async {
    let store = await threeTickingScreens()

    await store.send(.path(.popTo(id: 0))) { $0.path.popTo(id: 0) }

    #expect(store.state.path.ids == [0])
    #expect(clock.sleeperCount == 1)
    await store.send(.path(.popToRoot)) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func poppingToTheRootCancelsEveryScreen() async {
    let store = await threeTickingScreens()

    await store.send(.path(.popToRoot)) { $0.path.removeAll() }

    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aScreenTheParentRemovesFromTheMiddleHasItsEffectsCancelled() async {
    let store = await threeTickingScreens()

    await store.send(.removeBottom) { $0.path[id: 0] = nil }

    #expect(store.state.path.ids == [1, 2])
    #expect(clock.sleeperCount == 2, "screens 1 and 2 tick on")
    await store.send(.path(.popToRoot)) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func aScreenPopsItselfAndTheScreensAboveIt() async {
    let store = await threeTickingScreens()

    await store.send(.path(.element(id: 1, action: .close)))

    await store.receive(.path(.popFrom(id: 1))) {
      $0.seenLeaving = ["B", "C"]
      $0.path.popFrom(id: 1)
    }
    #expect(clock.sleeperCount == 1)
    await store.send(.path(.popToRoot)) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func aScreenPopsItselfWhenItsSaveEndsAndTheParentHearsOfTheSave() async {
    let store = TestStore(initialState: Navigator.State(), reducer: Navigator(clock: clock))
    await store.send(.path(.push(Ticker.State(name: "A")))) { $0.path.append(Ticker.State(name: "A")) }

    await store.send(.path(.element(id: 0, action: .save))) { $0.saved = ["A"] }
    await clock.advance(by: .seconds(5))

    await store.receive(.path(.popFrom(id: 0))) {
      $0.seenLeaving = ["A"]
      $0.path.removeAll()
    }
    await store.finish()
  }

  @Test func anActionForAPoppedScreenIsIgnoredExplainedAndReported() async {
    let issues = IssueLog()
    let store = Store(
      initialState: Navigator.State(path: [Ticker.State(name: "A"), Ticker.State(name: "B")]),
      reducer: Navigator(clock: clock), issueReporter: issues.reporter)
    store.send(.path(.popFrom(id: 1)))

    let reason = Navigator(clock: clock).reasonForIgnoring(
      .path(.element(id: 1, action: .tick)), in: store.state)
    store.send(.path(.element(id: 1, action: .tick)))

    #expect(reason == "element(id: 1) ignored: no screen 1 in the stack [0]")
    #expect(store.state.path.ids == [0])
    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("not in the stack") == true)
  }

  @Test func aDeepLinkAssignedOverTheStackCancelsEveryOldScreenThoughItReusesTheirIDs() async {
    // Given: screen A, id 0, ticking
    let store = TestStore(initialState: Navigator.State(), reducer: Navigator(clock: clock))
    await store.send(.path(.push(Ticker.State(name: "A")))) { $0.path.append(Ticker.State(name: "A")) }
    await store.send(.path(.element(id: 0, action: .start)))

    // When: a deep link replaces the stack by a new one whose first screen is id 0 again
    await store.send(.deepLink(["X"])) { $0.path = [Ticker.State(name: "X")] }

    // Then: A's timer is gone, so no tick of A reaches X
    #expect(store.state.path.ids == [0])
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func anActionForAScreenThatIsGoneReachesNeitherTheScreensNorTheParent() {
    let store = Store(
      initialState: Navigator.State(path: [Ticker.State(name: "A")]),
      reducer: Navigator(clock: clock), issueReporter: IssueLog().reporter)
    store.send(.path(.popFrom(id: 0)))

    store.send(.path(.element(id: 0, action: .finished)))
    store.send(.path(.popFrom(id: 0)))

    #expect(store.state.finishesSeen == 0)
    #expect(store.state.seenLeaving == ["A"], "the second pop of screen 0 was not seen")
  }

  @Test func pushingWhileEveryScreenRunsAnEffectCancelsNothing() async {
    let store = TestStore(initialState: Navigator.State(), reducer: Navigator(clock: clock))
    for name in ["A", "B"] {
      await store.send(.path(.push(Ticker.State(name: name)))) {
        $0.path.append(Ticker.State(name: name))
      }
      await store.send(.path(.element(id: store.state.path.ids.last!, action: .start)))
    }

    await store.send(.path(.push(Ticker.State(name: "C")))) { $0.path.append(Ticker.State(name: "C")) }

    #expect(clock.sleeperCount == 2)
    await store.send(.path(.popToRoot)) { $0.path.removeAll() }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func popsOfScreensTheStackDoesNotHoldAreIgnoredWithTheirReason() {
    let reducer = Navigator(clock: clock)
    let state = Navigator.State(path: [Ticker.State(name: "A")])

    #expect(
      reducer.reasonForIgnoring(.path(.popFrom(id: 4)), in: state)
        == "popFrom(id: 4) ignored: no screen 4 in the stack [0]")
    #expect(
      reducer.reasonForIgnoring(.path(.popTo(id: 4)), in: state)
        == "popTo(id: 4) ignored: no screen 4 in the stack [0]")
    #expect(
      reducer.reasonForIgnoring(.path(.popToRoot), in: Navigator.State())
        == "popToRoot ignored: the stack is empty")
  }

  @Test func aStackRoundTripsThroughJSONAndKeepsMintingFreshIds() throws {
    var stack: StackState<Ticker.State> = [Ticker.State(name: "A"), Ticker.State(name: "B")]
    stack.popLast()
    stack.append(Ticker.State(name: "C", ticks: 3))

    var decoded = try JSONDecoder().decode(
      StackState<Ticker.State>.self, from: JSONEncoder().encode(stack))

    #expect(decoded == stack)
    #expect(decoded.ids == [0, 2])
    #expect(decoded.append(Ticker.State(name: "D")) == 3)
  }

  @Test func aDecodedStackWhoseIdsDoNotIncreaseIsRejected() {
    let json = #"""
      {"screens": [{"id": 1, "state": {"name": "A", "ticks": 0}},
                   {"id": 1, "state": {"name": "B", "ticks": 0}}], "nextID": 2}
      """#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<Ticker.State>.self, from: Data(json.utf8))
    }
    let reused = #"{"screens": [{"id": 5, "state": {"name": "A", "ticks": 0}}], "nextID": 2}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<Ticker.State>.self, from: Data(reused.utf8))
    }
  }

  @Test func aSystemBackGestureBecomesAPopFromTheLowestScreenItDropped() {
    let stack: StackState<String> = ["A", "B", "C"]

    #expect(StackAction<String, Never>.pop(stack, toPath: [0]) == .popFrom(id: 1))
    #expect(StackAction<String, Never>.pop(stack, toPath: []) == .popFrom(id: 0))
    #expect(StackAction<String, Never>.pop(stack, toPath: [0, 1, 2]) == nil)
    #expect(StackAction<String, Never>.pop(stack, toPath: [1]) == nil, "not a prefix")
  }

  @Test func findingAScreenByIdWorksForEveryScreenOfADeepStack() {
    var stack = StackState<Int>()
    for value in 0..<1_000 { stack.append(value) }
    for _ in 0..<300 { stack.popLast() }
    for value in 0..<50 { stack.append(1_000 + value) }

    for (id, value) in zip(stack.ids, stack) { #expect(stack[id: id] == value) }
    #expect(stack[id: 800] == nil, "popped ids are gone")
    #expect(stack[id: 1_049] == 1_049)
  }
}

extension ActionPath
where Root == StackTests.Navigator.Action, Value == StackAction<Ticker.State, Ticker.Action> {
  static var path: Self {
    ActionPath(embed: Root.path) { if case .path(let a) = $0 { a } else { nil } }
  }
}
