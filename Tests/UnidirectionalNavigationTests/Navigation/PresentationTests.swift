import Foundation
import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
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
      /// How many times the sheet told the parent it finished.
      var finishesSeen = 0
      /// Whether the parent shows a next sheet when the shown one finishes.
      var showsNextOnFinish = false
      /// Whether the parent shows a next sheet when the shown one is dismissed.
      var showsNextOnDismiss = false
    }

    enum Action: Equatable, Sendable {
      case show(String)
      case hide
      case resetAndShow(String)
      case sheet(PresentationAction<Ticker.Action>)
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .show(let name): state.sheet = Ticker.State(name: name)
        case .hide: state.sheet = nil
        case .resetAndShow(let name):
          state = State()
          state.sheet = Ticker.State(name: name)
        case .sheet(.dismiss):
          state.dismissals += 1
          if state.showsNextOnDismiss { state.sheet = Ticker.State(name: "next") }
        case .sheet(.presented(_, .finished)):
          state.finishesSeen += 1
          if state.showsNextOnFinish { state.sheet = Ticker.State(name: "next") }
        case .sheet(.presented):
          break
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

  @Test func givenAChildTimerWhenTheParentCancelsTheSameIDThenOnlyTheParentsOwnEffectsStop() async {
    // Given: a parent that cancels Ticker's own timer id, over a sheet whose timer runs
    let parent = Reduce<Parent.State, Parent.Action> { state, action in
      switch action {
      case .show(let name):
        state.sheet = Ticker.State(name: name)
        return .none
      case .hide:
        return .cancel(id: Ticker.CancelID.timer)
      default:
        return .none
      }
    }
    .ifLet(\.$sheet, action: .sheet) { Ticker(clock: clock) }
    let store = TestStore(initialState: Parent.State(), reducer: parent)
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))

    // When
    await store.send(.hide)

    // Then: the child's timer, scoped to the child, still ticks
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(id: 1, action: .tick))) { $0.sheet?.ticks = 1 }
    await store.skipInFlightEffects()
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

    await store.send(.sheet(.dismiss(id: 1))) {
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

    await store.receive(.sheet(.dismiss(id: 1))) {
      $0.dismissals = 1
      $0.sheet = nil
    }
    #expect(clock.sleeperCount == 0, "dismissing itself cancelled its timer")
    #expect(!store.isDismissed, "the parent took the dismissal")
    await store.finish()
  }

  @Test func givenTheChildTestedAloneWhenItDismissesItselfThenTheTestStoreSaysItIsDismissed() async {
    // Given
    let store = TestStore(initialState: Ticker.State(name: "A"), reducer: Ticker(clock: clock))
    await store.send(.start)

    // When
    await store.send(.close)

    // Then
    #expect(store.isDismissed)
    #expect(clock.sleeperCount == 0, "dismissing itself cancelled its timer")
    await store.finish()
  }

  @Test func aChildDismissesItselfWhenItsEffectEnds() async {
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }

    await store.send(.sheet(.presented(id: 1, action: .save)))
    await clock.advance(by: .seconds(5))

    await store.receive(.sheet(.dismiss(id: 1))) {
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
    #expect(issues.issues.first?.location.fileID.description == "UnidirectionalNavigationTests/PresentationTests.swift")
  }

  @Test func aDismissReturnedByAFeatureNobodyPresentsIsReported() async {
    let issues = IssueLog()
    let store = Store(
      initialState: Ticker.State(name: "root"), reducer: Ticker(clock: clock),
      issueReporter: issues.reporter)

    await store.send(.close).finish()

    #expect(issues.issues.count == 1)
    #expect(issues.issues.first?.message.contains("no presentation or stack reducer presents it") == true)
    #expect(issues.issues.first?.location.fileID.description == "UnidirectionalNavigationTests/Ticker.swift")
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

  @Test func aChildThatTellsItsParentThenDismissesNeverClosesTheSheetTheParentShowsInstead() async {
    // Given: a parent that shows the next sheet when the shown one says it is finished
    var initial = Parent.State()
    initial.showsNextOnFinish = true
    let store = TestStore(initialState: initial, reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }

    // When: A tells its parent, then asks to be dismissed
    await store.send(.sheet(.presented(id: 1, action: .finish)))
    await store.receive(.sheet(.presented(id: 1, action: .finished))) {
      $0.finishesSeen = 1
      $0.sheet = Ticker.State(name: "next")
    }

    // Then: A's dismissal names A, so the next sheet stays
    await store.receive(.sheet(.dismiss(id: 1)))
    #expect(store.state.$sheet.id == 2)
    await store.finish()
  }

  @Test func aSheetTheParentShowsInResponseToADismissalStays() async {
    var initial = Parent.State()
    initial.showsNextOnDismiss = true
    let store = TestStore(initialState: initial, reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }

    await store.send(.sheet(.dismiss(id: 1))) {
      $0.dismissals = 1
      $0.sheet = Ticker.State(name: "next")
    }

    #expect(store.state.$sheet.id == 2)
    await store.finish()
  }

  @Test func aParentResetToANewStateCancelsTheOldSheetEvenThoughTheNewOneReusesItsID() async {
    // Given: sheet A, presentation 1, ticking
    let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
    await store.send(.show("A")) { $0.sheet = Ticker.State(name: "A") }
    await store.send(.sheet(.presented(id: 1, action: .start)))

    // When: the parent starts over, and its new state presents B, also as presentation 1
    await store.send(.resetAndShow("B")) {
      $0 = Parent.State()
      $0.sheet = Ticker.State(name: "B")
    }

    // Then: A's timer is gone, so none of its ticks reaches B
    #expect(store.state.$sheet.id == 1)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func anActionForAGonePresentationReachesNeitherTheChildNorTheParent() async {
    let issues = IssueLog()
    let store = Store(
      initialState: Parent.State(), reducer: Parent(clock: clock), issueReporter: issues.reporter)
    store.send(.show("A"))
    store.send(.show("B"))

    store.send(.sheet(.presented(id: 1, action: .finished)))
    store.send(.sheet(.dismiss(id: 1)))

    #expect(store.state.finishesSeen == 0)
    #expect(store.state.dismissals == 0)
    #expect(store.state.sheet == Ticker.State(name: "B"))
    #expect(issues.issues.count == 1, "the action is reported; a late dismissal is harmless")
    #expect(
      Parent(clock: clock).reasonForIgnoring(.sheet(.dismiss(id: 1)), in: store.state)
        == "dismiss(id: 1) ignored: presentation 1 is not shown; presentation 2 is shown now")
  }

  @Test func assigningAnIdentifiableChildWithTheShownIDKeepsThePresentation() {
    struct Item: Identifiable, Equatable { var id: Int; var title = "" }
    var state = PresentationState<Item>()

    state.wrappedValue = Item(id: 7)
    state.wrappedValue = Item(id: 7, title: "renamed")
    #expect(state.id == 1, "the same item, changed")
    state.wrappedValue = Item(id: 8)
    #expect(state.id == 2, "another item is a new presentation")
  }

}

extension ActionPath
where Root == PresentationTests.Parent.Action, Value == PresentationAction<Ticker.Action> {
  static var sheet: Self {
    ActionPath(embed: Root.sheet) { if case .sheet(let a) = $0 { a } else { nil } }
  }
}
