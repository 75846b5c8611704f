import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence
import UnidirectionalTesting

/// The explorer's printed test for a feature with navigation state compiles and replays: a
/// stack and a presentation print with their ids, and a property wrapper's storage as the
/// memberwise initializer and the projected value take it.
struct NavigationPrintedTestTests {
  @MainActor
  func makeStore() -> TestStore<Meetings.State, Meetings.Action> {
    TestStore(initialState: Meetings.State(meetings: [Meeting(id: 1, title: "Standup")])) { Meetings() }
  }

  @Test func givenAViolationInAFeatureWithAStackAndASheetThenItPrintsAsATestThatCompiles() throws {
    let explorer = StateSpaceExplorer(
      Meetings(), initialState: Meetings.State(meetings: [Meeting(id: 1, title: "Standup")]),
      userActions: { state in
        var actions: [Meetings.Action] = [.open(1), .present(1)]
        if let id = state.$sheet.id { actions.append(.sheet(.presented(id: id, action: .rename("S")))) }
        for id in state.path.ids { actions.append(.path(.element(id: id, action: .detail(.rename("D"))))) }
        return actions
      },
      abstraction: { String(describing: $0) }
    )
    .invariant("no sheet over a renamed detail") { explored in
      !(explored.state.sheet != nil && explored.state.meetings[id: 1]?.title == "D")
    }
    let violation = try #require(explorer.explore(maxDepth: 4).violation)

    let test = violation.testStoreTest(named: "aRenameInADetailUnderTheSheet", store: "makeStore()")

    #expect(test == """
      @MainActor @Test func aRenameInADetailUnderTheSheet() async {
        let store = makeStore()
        await store.send(.open(1)) {
          $0.path = .init(restoringIDs: [.init(rawValue: 0)], elements: [.detail(.init(meeting: .init(id: 1, title: "Standup")))], nextID: .init(rawValue: 1))
        }
        await store.send(.present(1)) {
          $0.$sheet = .init(restoringID: .init(rawValue: 1), lastID: .init(rawValue: 1), child: .init(meeting: .init(id: 1, title: "Standup")))
        }
        await store.send(.path(.element(id: .init(rawValue: 0), action: .detail(.rename("D"))))) {
          $0.meetings = [.init(id: 1, title: "D")]
          $0.$sheet = .init(restoringID: .init(rawValue: 1), lastID: .init(rawValue: 1), child: .init(meeting: .init(id: 1, title: "D")))
          $0.path = .init(restoringIDs: [.init(rawValue: 0)], elements: [.detail(.init(meeting: .init(id: 1, title: "D")))], nextID: .init(rawValue: 1))
        }
        await store.skipInFlightEffects()
      }
      """)
  }

  // Pasted from the output above, unchanged: the trace replays on a real TestStore.
  @MainActor @Test func aRenameInADetailUnderTheSheet() async {
    let store = makeStore()
    await store.send(.open(1)) {
      $0.path = .init(restoringIDs: [.init(rawValue: 0)], elements: [.detail(.init(meeting: .init(id: 1, title: "Standup")))], nextID: .init(rawValue: 1))
    }
    await store.send(.present(1)) {
      $0.$sheet = .init(restoringID: .init(rawValue: 1), lastID: .init(rawValue: 1), child: .init(meeting: .init(id: 1, title: "Standup")))
    }
    await store.send(.path(.element(id: .init(rawValue: 0), action: .detail(.rename("D"))))) {
      $0.meetings = [.init(id: 1, title: "D")]
      $0.$sheet = .init(restoringID: .init(rawValue: 1), lastID: .init(rawValue: 1), child: .init(meeting: .init(id: 1, title: "D")))
      $0.path = .init(restoringIDs: [.init(rawValue: 0)], elements: [.detail(.init(meeting: .init(id: 1, title: "D")))], nextID: .init(rawValue: 1))
    }
    await store.skipInFlightEffects()
  }

  @Test func givenIdsThatCannotBeAStacksWhenRestoredThenTheScreensGetFreshIds() {
    let stack = StackState<Int>(
      restoringIDs: [.init(rawValue: 3), .init(rawValue: 1)], elements: [7, 8], nextID: .init(rawValue: 0))

    #expect(stack.ids == [.init(rawValue: 0), .init(rawValue: 1)])
    #expect(stack == StackState([7, 8]))
  }

  @Test func givenAPresentationRestoredWithAnIdThenItsChildsActionsReachIt() {
    let sheet = PresentationState<Int>(restoringID: .init(rawValue: 4), lastID: .init(rawValue: 2), child: 9)

    #expect(sheet.id == .init(rawValue: 4))
    #expect(sheet.wrappedValue == 9)
  }
}
