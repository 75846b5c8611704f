import Examples
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// Two tabs are two plain scopes: each keeps its own navigation while the other is shown.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TabsCaseStudyTests {
  let clock = TestClock()

  @Test func eachTabKeepsItsNavigationWhileTheOtherIsShown() async {
    let store = TestStore(
      initialState: TabsCaseStudy.State(), reducer: TabsCaseStudy(dependencies: .test(clock: clock)))
    await store.send(.destinations(.noteTapped)) {
      $0.destinations.destination = .note(NoteScreen.State())
    }

    await store.send(.tabSelected(.stack)) { $0.selectedTab = .stack }
    await store.send(.stack(.pushTapped(.counter(CounterScreen.State())))) {
      $0.stack.path.append(.counter(CounterScreen.State()))
    }
    await store.send(.tabSelected(.destinations)) { $0.selectedTab = .destinations }

    #expect(store.state.destinations.destination == .note(NoteScreen.State()))
    #expect(store.state.stack.path.ids == [0])
    await store.finish()
  }

  @Test func aTimerInOneTabStopsWhenItsScreenPopsWhateverTheOtherTabDoes() async {
    let store = TestStore(
      initialState: TabsCaseStudy.State(selectedTab: .stack),
      reducer: TabsCaseStudy(dependencies: .test(clock: clock)))
    await store.send(.stack(.pushTapped(.timer(TimerScreen.State())))) {
      $0.stack.path.append(.timer(TimerScreen.State()))
    }
    await store.send(.stack(.path(.element(id: 0, action: .timer(.appeared)))))
    await store.send(.destinations(.counterTapped)) {
      $0.destinations.destination = .counter(CounterScreen.State())
    }

    await store.send(.stack(.path(.popFrom(id: 0)))) { $0.stack.path.removeAll() }

    #expect(clock.sleeperCount == 0)
    #expect(store.state.destinations.destination == .counter(CounterScreen.State()))
    await store.finish()
  }

  @Test func aNoteSavedInTheStackTabShowsInTheOtherTabInTheSameAction() async {
    let store = TestStore(
      initialState: TabsCaseStudy.State(selectedTab: .stack),
      reducer: TabsCaseStudy(dependencies: .test(clock: clock)))
    await store.send(.stack(.pushTapped(.note(NoteScreen.State(text: "Milk"))))) {
      $0.stack.path.append(.note(NoteScreen.State(text: "Milk")))
    }

    await store.send(.stack(.path(.element(id: 0, action: .note(.saveTapped))))) {
      var saving = NoteScreen.State(text: "Milk")
      saving.isSaving = true
      $0.stack.path[id: 0] = .note(saving)
    }
    await store.receive(.stack(.path(.element(id: 0, action: .note(.saved))))) {
      $0.stack.path[id: 0] = .note(NoteScreen.State(text: "Milk"))
    }
    await store.receive(.stack(.path(.element(id: 0, action: .note(.delegate(.saved("Milk"))))))) {
      $0.stack.savedNotes = ["Milk"]
      $0.notes = ["Milk"]
      $0.destinations.notes = ["Milk"]
    }
    await store.receive(.stack(.path(.popFrom(id: 0)))) { $0.stack.path.removeAll() }
    await store.finish()
  }
}
