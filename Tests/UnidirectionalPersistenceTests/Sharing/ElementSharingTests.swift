import TestSupport
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// Each element of a list, shared by id into the screens that show it: its row, a sheet,
/// every detail screen of a stack. A change made in one place is in every other after the
/// same action, and a test states it once.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ElementSharingTests {
  static let standup = Meeting(id: 1, title: "Standup")
  static let retro = Meeting(id: 2, title: "Retro")

  /// The app with both meetings, a row each, the standup pushed twice (a detail over notes
  /// over a detail) and presented in the sheet.
  func openApp() async -> TestStore<Meetings.State, Meetings.Action> {
    let store = TestStore(initialState: Meetings.State(meetings: [Self.standup, Self.retro])) {
      Meetings()
    }
    await store.send(.showRows) {
      $0.rows = [MeetingRow.State(meeting: Self.standup), MeetingRow.State(meeting: Self.retro)]
    }
    await store.send(.open(1)) { $0.path = [.detail(.init(meeting: Self.standup))] }
    await store.send(.path(.push(.notes("agenda")))) { $0.path.append(.notes("agenda")) }
    await store.send(.open(1)) { $0.path.append(.detail(.init(meeting: Self.standup))) }
    await store.send(.present(1)) { $0.sheet = MeetingDetail.State(meeting: Self.standup) }
    return store
  }

  @Test func givenTheStandupShownEverywhereWhenTheTopDetailRenamesItThenTheListTheRowTheSheetAndTheOtherDetailHaveTheNewTitle() async {
    let store = await openApp()

    await store.send(.path(.element(id: 2, action: .detail(.rename("Daily"))))) {
      $0.meetings[id: 1]?.title = "Daily"
    }
    #expect(store.state.rows[id: 1]?.meeting.title == "Daily")
    #expect(store.state.sheet?.meeting.title == "Daily")
    #expect(store.state.path.first == .detail(.init(meeting: Meeting(id: 1, title: "Daily"))))
    #expect(store.state.rows[id: 2]?.meeting == Self.retro)
  }

  @Test func givenTheStandupShownEverywhereWhenATestStatesTheChangeOnOneCopyThenTheOthersFollowInTheExpectedState() async {
    let store = await openApp()

    await store.send(.rows(.element(id: 1, action: .rename("Daily")))) {
      $0.sheet?.meeting.title = "Daily"
    }
    await store.send(.sheet(.presented(id: 1, action: .rename("Sync")))) {
      $0.rows[id: 1]?.meeting.title = "Sync"
    }
    #expect(store.state.meetings[id: 1]?.title == "Sync")
  }

  @Test func givenTheStandupShownEverywhereWhenTheListRenamesItThenEveryCopyHasTheNewTitle() async {
    let store = await openApp()

    await store.send(.rename(1, "Daily")) { $0.meetings[id: 1]?.title = "Daily" }
    #expect(store.state.path.last == .detail(.init(meeting: Meeting(id: 1, title: "Daily"))))
  }

  @Test func givenTheStandupShownEverywhereWhenTheListDeletesItThenItsRowSheetAndDetailScreensClose() async {
    let store = await openApp()

    await store.send(.delete(1)) {
      $0.meetings.remove(id: 1)
    }
    #expect(store.state.rows.map(\.id) == [2])
    #expect(store.state.sheet == nil)
    #expect(store.state.path.isEmpty, "the lowest detail of the standup pops every screen above it")
  }

  @Test func givenTheStandupShownEverywhereWhenTheTopDetailDeletesItThenTheListLosesItAndEveryScreenThatShowsItCloses() async {
    let store = await openApp()

    await store.send(.path(.element(id: 2, action: .detail(.delete)))) {
      $0.meetings.remove(id: 1)
    }
    #expect(store.state.rows.map(\.id) == [2])
    #expect(store.state.sheet == nil)
    #expect(store.state.path.isEmpty)
  }

  @Test func givenTheSheetOfTheRetroWhenItDeletesItThenTheStandupsScreensStay() async {
    let store = await openApp()
    await store.send(.sheet(.dismiss(id: 1))) { $0.sheet = nil }
    await store.send(.present(2)) { $0.sheet = MeetingDetail.State(meeting: Self.retro) }

    await store.send(.sheet(.presented(id: 2, action: .delete))) { $0.meetings.remove(id: 2) }
    #expect(store.state.sheet == nil)
    #expect(store.state.path.count == 3)
    #expect(store.state.rows.map(\.id) == [1])
  }

  @Test func givenADetailTestedAloneWhenItDeletesItsMeetingThenItsStateSaysSo() async {
    let store = TestStore(initialState: MeetingDetail.State(meeting: Self.standup)) { MeetingDetail() }

    await store.send(.delete) { $0.$meeting.remove() }
    #expect(store.state.$meeting.isRemoved)
  }

  @Test func givenADetailOfTheRetroUnderTheStandupsWhenTheStandupIsDeletedThenOnlyTheScreensFromItsLowestDetailUpPop() async {
    let store = TestStore(initialState: Meetings.State(meetings: [Self.standup, Self.retro])) {
      Meetings()
    }
    await store.send(.open(2)) { $0.path = [.detail(.init(meeting: Self.retro))] }
    await store.send(.open(1)) { $0.path.append(.detail(.init(meeting: Self.standup))) }
    await store.send(.path(.push(.notes("after")))) { $0.path.append(.notes("after")) }

    await store.send(.delete(1)) { $0.meetings.remove(id: 1) }
    #expect(Array(store.state.path) == [.detail(.init(meeting: Self.retro))])
  }

  @Test func givenAClosedSheetWhenItIsPresentedAgainThenItShowsTheListsLatestValue() async {
    let store = await openApp()
    await store.send(.sheet(.presented(id: 1, action: .rename("Daily")))) {
      $0.meetings[id: 1]?.title = "Daily"
    }
    await store.send(.sheet(.dismiss(id: 1))) { $0.sheet = nil }

    #expect(store.state.meetings[id: 1]?.title == "Daily", "a screen that goes away leaves its last change")
    await store.send(.present(1)) { $0.sheet = MeetingDetail.State(meeting: Meeting(id: 1, title: "Daily")) }
  }

  @Test func givenAnExpandedRowWhenItsMeetingIsRenamedThenOnlyTheMeetingChangesInTheRow() async {
    let store = await openApp()
    await store.send(.rows(.element(id: 2, action: .toggle))) { $0.rows[id: 2]?.isExpanded = true }

    await store.send(.rename(2, "Review")) { $0.meetings[id: 2]?.title = "Review" }
    #expect(store.state.rows[id: 2] == MeetingRow.State(meeting: Meeting(id: 2, title: "Review"), isExpanded: true))
  }

  @Test func givenADraftTheListNeverHadWhenItIsPresentedAndEditedThenItIsLeftAlone() async {
    let store = TestStore(initialState: Meetings.State(meetings: [Self.standup])) { Meetings() }
    let draft = Meeting(id: 9, title: "")
    await store.send(.path(.push(.detail(.init(meeting: draft))))) {
      $0.path = [.detail(.init(meeting: draft))]
    }

    await store.send(.path(.element(id: 0, action: .detail(.rename("Planning"))))) {
      $0.path = [.detail(.init(meeting: Meeting(id: 9, title: "Planning")))]
    }
    #expect(store.state.meetings == [Self.standup])
  }

  @Test func givenACopyTheReducerLeavesOutOfStepWhenATestStatesOnlyTheSourceThenTheFailureNamesTheCopy() async {
    let issues = IssueLog()
    var app = Meetings.State(meetings: [Self.standup])
    app.sheet = MeetingDetail.State(meeting: Self.standup)
    let staleSheet = Reduce<Meetings.State, Meetings.Action> { state, action in
      if case .rename = action { state.sheet?.meeting.title = "Stale" }
      return .none
    }
    let store = TestStore(
      initialState: app, reducer: Meetings().combined(with: staleSheet), issueReporter: issues.reporter)

    await store.send(.rename(1, "Daily")) { $0.meetings[id: 1]?.title = "Daily" }
    let message = issues.issues.first?.message ?? ""
    #expect(issues.issues.count == 1)
    #expect(message.contains("_sheet: PresentationState<MeetingDetail.State>("), "\(message)")
    #expect(message.contains("−           title: \"Daily\"\n+           title: \"Stale\""), "\(message)")
  }
}
