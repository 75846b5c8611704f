import Foundation
import Testing
import Unidirectional
import UnidirectionalTesting

/// A presented child has an identity: dismissing or replacing it cancels its effects, an
/// action for a presentation that is not shown is ignored and reported, and a child can
/// dismiss itself.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PresentationTests {
  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var sheet: Ticker.State?
      var dismissals = 0
    }

    enum Action: Equatable, Sendable {
      case show(String)
      case hide
      case sheet(PresentationAction<Ticker.Action>)
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .show(let name): state.sheet = Ticker.State(name: name)
        case .hide: state.sheet = nil
        case .sheet(.dismiss): state.dismissals += 1
        case .sheet(.presented): break
        }
        return .none
      }
      .ifLet(\.$sheet, action: .sheet) { Ticker(clock: clock) }
    }
  }

  let clock = TestClock()

  @Test func presentingMintsANewIdEveryTimeAndMutatingInPlaceKeepsIt() {
    var state = Parent.State()
    #expect(state.$sheet.id == nil)

    state.sheet = Ticker.State(name: "A")
    #expect(state.$sheet.id == 1)
    state.sheet?.ticks += 1
    #expect(state.$sheet.id == 1, "a change in place keeps the presentation")

    state.sheet = Ticker.State(name: "B")
    #expect(state.$sheet.id == 2, "an assignment is a new presentation, even over one shown")
    state.sheet = nil
    state.sheet = Ticker.State(name: "A")
    #expect(state.$sheet.id == 3, "ids are never reused")
  }

  @Test func dismissingTheChildCancelsItsTimer() async {
    // Given: a sheet whose timer ticked once
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(id: 1, action: .tick))) { $0.sheet?.ticks = 1 }

    // When
    await store.send(.hide) { $0.sheet = nil }

    // Then: the timer is gone, and time passing sends nothing
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func replacingTheChildByAnotherCancelsTheFirstOnesTimer() async {
    // Given: sheet A ticking
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))

    // When: B replaces A, never passing through nil
    await store.send(.show("B")) { $0.sheet = Ticker.State(name: "B") }

    // Then: A's timer is cancelled, so no tick of A ever reaches B
    #expect(store.state.$sheet.id == 2)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(3))
    #expect(store.state.sheet?.ticks == 0)
    await store.finish()
  }

  @Test func theSystemDismissingTheSheetRunsTheParentFirstThenCancels() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))

    await store.send(.sheet(.dismiss)) {
      $0.dismissals = 1
      $0.sheet = nil
    }

    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aChildDismissesItselfFromItsReducer() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))

    await store.send(.sheet(.presented(id: 1, action: .close)))

    await store.receive(.sheet(.dismiss)) {
      $0.dismissals = 1
      $0.sheet = nil
    }
    #expect(clock.sleeperCount == 0, "dismissing itself cancelled its timer")
    await store.finish()
  }

  @Test func aChildDismissesItselfWhenItsEffectEnds() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }

    await store.send(.sheet(.presented(id: 1, action: .save)))
    await clock.advance(by: .seconds(5))

    await store.receive(.sheet(.dismiss)) {
      $0.dismissals = 1
      $0.sheet = nil
    }
    await store.finish()
  }

  @Test func aChildReplacedWhileItsSaveRunsNeverDismissesItsSuccessor() async {
    // Given: A saving, which would dismiss A when it ends
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .save)))

    // When: B replaces A before the save ends
    await store.send(.show("B")) { $0.sheet = Ticker.State(name: "B") }
    await clock.advance(by: .seconds(5))

    // Then: B is still shown
    #expect(store.state.sheet == Ticker.State(name: "B"))
    await store.finish()
  }

  @Test func anActionForAPresentationThatIsNotShownIsIgnoredReportedAndExplained() async {
    // Given: B replaced A
    let issues = IssueLog()
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), issueReporter: issues.reporter)
    store.send(.show("A"))
    store.send(.show("B"))

    // When: a view of A sends a tick
    let reason = Parent(clock: clock).reasonForIgnoring(
      .sheet(.presented(id: 1, action: .tick)), in: store.state)
    store.send(.sheet(.presented(id: 1, action: .tick)))

    // Then: B is untouched, the reason names both presentations, and the issue says why
    #expect(store.state.sheet == Ticker.State(name: "B"))
    #expect(
      reason == "presented(id: 1) ignored: presentation 1 is not shown; presentation 2 is shown now")
    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("presentation that is not shown") == true)
    #expect(issues.issues.first?.location.fileID.description == "UnidirectionalTests/PresentationTests.swift")
  }

  @Test func aDismissReturnedByAFeatureNobodyPresentsIsReported() async {
    let issues = IssueLog()
    let store = Store(
      initialState: Ticker.State(name: "root"), reducer: Ticker(clock: clock),
      issueReporter: issues.reporter)

    await store.send(.close).finish()

    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("no presentation or stack reducer presents it") == true)
    #expect(issues.issues.first?.location.fileID.description == "UnidirectionalTests/Ticker.swift")
  }

  @Test func aPresentationRoundTripsThroughJSONAndABadOneIsRejected() throws {
    var state = Parent.State()
    state.sheet = Ticker.State(name: "A")
    state.sheet = Ticker.State(name: "B", ticks: 2)

    let data = try JSONEncoder().encode(state.$sheet)
    let decoded = try JSONDecoder().decode(PresentationState<Ticker.State>.self, from: data)
    #expect(decoded == state.$sheet)
    #expect(decoded.id == 2)

    let reused = Data(#"{"id": 3, "child": {"name": "C", "ticks": 0}, "lastID": 2}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(PresentationState<Ticker.State>.self, from: reused)
    }
  }
}


extension ActionPath
where Root == PresentationTests.Parent.Action, Value == PresentationAction<Ticker.Action> {
  static var sheet: Self {
    ActionPath(embed: Root.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
  }
}
