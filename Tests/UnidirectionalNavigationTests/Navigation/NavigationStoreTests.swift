import Observation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// A store scoped to a presented child, an enum case or a stack's screens exists while
/// its child does, belongs to that one child, and is told only of its own child's changes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NavigationStoreTests {
  typealias Navigator = StackTests.Navigator

  let clock = TestClock()

  typealias Parent = PresentationTests.Parent

  @Test func aPresentedChildsStoreExistsWhileItIsPresentedAndIsTheSameStoreMeanwhile() {
    let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
    #expect(store.scope(state: \.$sheet, action: .sheet) == nil)

    store.send(.show("A"))
    let first = store.scope(state: \.$sheet, action: .sheet)
    first?.send(.tick)

    #expect(first?.state == Ticker.State(name: "A", ticks: 1))
    #expect(store.scope(state: \.$sheet, action: .sheet) === first)
    store.send(.hide)
    #expect(store.scope(state: \.$sheet, action: .sheet) == nil)
    #expect(first?.state == Ticker.State(name: "A", ticks: 1), "it shows its last state")
  }

  @Test func aStoreOfAReplacedChildCannotActOnTheNextOne() {
    // Given: A's store, then B replacing A
    let issues = IssueLog()
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), issueReporter: issues.reporter)
    store.send(.show("A"))
    let storeOfA = store.scope(state: \.$sheet, action: .sheet)
    store.send(.show("B"))
    let storeOfB = store.scope(state: \.$sheet, action: .sheet)

    // When: A's view, on its way out, sends a tick
    storeOfA?.send(.tick)

    // Then: B is untouched, the action was reported, and B got a store of its own
    #expect(store.state.sheet == Ticker.State(name: "B"))
    #expect(issues.issues.count == 1)
    #expect(storeOfB !== storeOfA)
    storeOfB?.send(.tick)
    #expect(store.state.sheet == Ticker.State(name: "B", ticks: 1))
  }

  @Test func aPresentedChildsStoreIsToldOnlyWhenItsChildChanged() {
    let store = Store(initialState: Parent.State(), reducer: Parent(clock: clock))
    store.send(.show("A"))
    let sheetStore = store.scope(state: \.$sheet, action: .sheet)!
    let told = Journal<String>()
    withObservationTracking { _ = sheetStore.state } onChange: { told.append("A") }
    withObservationTracking { _ = store.scope(state: \.$sheet, action: .sheet) } onChange: {
      told.append("parent")
    }

    sheetStore.send(.tick)
    #expect(told.entries == ["parent", "A"], "the parent's field changed, and so did the child")

    withObservationTracking { _ = sheetStore.state } onChange: { told.append("A again") }
    withObservationTracking { _ = store.scope(state: \.$sheet, action: .sheet) } onChange: {
      told.append("parent again")
    }
    store.send(.sheet(.dismiss(id: 1)))
    store.send(.show("A"))
    #expect(
      told.entries == ["parent", "A", "parent again"],
      "a dismissed child keeps showing what it showed; the parent that scopes it is told"
    )
  }

  @Test func aCaseStoreExistsWhileTheStateIsInItsCaseAndIsToldOnlyOfItsCase() {
    // Given: a destination in its timer case, whose store a view reads
    typealias Screen = DestinationTests.Screen
    let store = Store(initialState: Screen.State(), reducer: Screen(clock: clock))
    store.send(.showTimer("A"))
    let destinationStore = store.scope(state: \.$destination, action: .destination)!
    let timerStore = destinationStore.scope(state: .timer, action: .timer)
    let told = Journal<String>()
    withObservationTracking { _ = timerStore?.state } onChange: { told.append("timer") }

    // When: the timer ticks, then the destination becomes the alert
    timerStore?.send(.tick)

    // Then
    #expect(timerStore?.state == Ticker.State(name: "A", ticks: 1))
    #expect(told.entries == ["timer"])
    store.send(.resetTapped)
    let alertDestination = store.scope(state: \.$destination, action: .destination)!
    #expect(alertDestination.scope(state: .timer, action: .timer) == nil)
  }

  @Test func anOptionalChildsStoreComesAndGoesWithItsChild() {
    typealias Identified = ChildIdentityTests.Identified
    let store = Store(initialState: Identified.State(), reducer: Identified(clock: clock))
    #expect(store.scope(state: \.child, action: .identifiedChild) == nil)

    store.send(.show(1))
    let childStore = store.scope(state: \.child, action: .identifiedChild)
    childStore?.send(.tick)

    #expect(childStore?.state.ticker.ticks == 1)
    #expect(store.scope(state: \.child, action: .identifiedChild) === childStore)
    store.send(.show(2))
    #expect(store.scope(state: \.child, action: .identifiedChild) !== childStore, "another child")
  }

  @Test func eachScreenOfAStackHasAStoreThatSendsToItsOwnId() {
    let store = Store(
      initialState: Navigator.State(path: [Ticker.State(name: "A"), Ticker.State(name: "B")]),
      reducer: Navigator(clock: clock))

    let screens = store.scope(forEach: \.path, action: .path)
    screens[1].store.send(.tick)

    #expect(screens.map(\.id) == [0, 1])
    #expect(store.state.path[id: 1]?.ticks == 1)
    #expect(store.state.path[id: 0]?.ticks == 0)
    #expect(store.scope(forEach: \.path, action: .path)[0].store === screens[0].store)
  }

  @Test func aScreenStoreIsToldOnlyWhenItsOwnScreenChanged() {
    let store = Store(
      initialState: Navigator.State(path: [Ticker.State(name: "A"), Ticker.State(name: "B")]),
      reducer: Navigator(clock: clock))
    let screens = store.scope(forEach: \.path, action: .path)
    let told = Journal<StackElementID>()
    for (id, screen) in screens {
      withObservationTracking { _ = screen.state } onChange: { told.append(id) }
    }

    screens[1].store.send(.tick)

    #expect(told.entries == [1])
  }
}
