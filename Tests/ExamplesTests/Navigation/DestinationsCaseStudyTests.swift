import Examples
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// One destination enum: presenting one thing replaces what was shown, and what each
/// destination does reaches the screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DestinationsCaseStudyTests {
  let clock = TestClock()

  private func makeStore() -> TestStore<DestinationsCaseStudy.State, DestinationsCaseStudy.Action> {
    TestStore(
      initialState: DestinationsCaseStudy.State(),
      reducer: DestinationsCaseStudy(dependencies: .test(clock: clock)))
  }

  @Test func theCounterSheetLoadsAFactAndTheScreenKeepsItsCountWhenItCloses() async {
    let store = makeStore()
    await store.send(.counterTapped) { $0.destination = .counter(CounterScreen.State()) }
    await store.send(.destination(.presented(id: 1, action: .counter(.incrementTapped)))) {
      $0.destination? = .counter(CounterScreen.State(count: 1))
    }
    await store.send(.destination(.presented(id: 1, action: .counter(.factTapped)))) {
      var counter = CounterScreen.State(count: 1)
      counter.isLoadingFact = true
      $0.destination? = .counter(counter)
    }
    await store.receive(.destination(.presented(id: 1, action: .counter(.factLoaded("1 is a good number."))))) {
      var counter = CounterScreen.State(count: 1)
      counter.fact = "1 is a good number."
      $0.destination? = .counter(counter)
    }

    await store.send(.destination(.dismiss(id: 1))) {
      $0.lastCount = 1
      $0.destination = nil
    }
    await store.finish()
  }

  @Test func theNoteSavesTellsTheScreenAndDismissesItself() async {
    let store = makeStore()
    await store.send(.noteTapped) { $0.destination = .note(NoteScreen.State()) }
    await store.send(.destination(.presented(id: 1, action: .note(.textChanged("Milk"))))) {
      $0.destination? = .note(NoteScreen.State(text: "Milk"))
    }
    await store.send(.destination(.presented(id: 1, action: .note(.saveTapped)))) {
      var note = NoteScreen.State(text: "Milk")
      note.isSaving = true
      $0.destination? = .note(note)
    }
    await store.receive(.destination(.presented(id: 1, action: .note(.saved)))) {
      $0.destination? = .note(NoteScreen.State(text: "Milk"))
    }
    await store.receive(.destination(.presented(id: 1, action: .note(.delegate(.saved("Milk")))))) {
      $0.notes = ["Milk"]
    }
    await store.receive(.destination(.dismiss(id: 1))) { $0.destination = nil }
    await store.finish()
  }

  @Test func theAlertsButtonReplacesTheAlertByTheCounterSheet() async {
    let store = makeStore()
    await store.send(.alertTapped) {
      $0.destination = .alert(
        AlertState(title: "Open the counter?", buttons: [ButtonState(title: "Open", action: .openCounter), .cancel("No")]))
    }

    await store.send(.destination(.presented(id: 1, action: .alert(.openCounter)))) {
      $0.destination = .counter(CounterScreen.State())
    }

    #expect(store.state.$destination.id == 2, "the counter is a presentation of its own")
    await store.send(.destination(.dismiss(id: 2))) {
      $0.lastCount = 0
      $0.destination = nil
    }
    await store.finish()
  }

  @Test func showingTheDialogOverALoadingCounterCancelsTheLoad() async {
    // Given: a counter whose fact is slow to come
    let fact = ControlledDependency<Int, String>()
    let store = TestStore(
      initialState: DestinationsCaseStudy.State(),
      reducer: DestinationsCaseStudy(
        dependencies: NavigationDependencies(
          clock: clock, fact: { (try? await fact($0)) ?? "" }, save: { _ in })))
    await store.send(.counterTapped) { $0.destination = .counter(CounterScreen.State()) }
    await store.send(.destination(.presented(id: 1, action: .counter(.factTapped)))) {
      var counter = CounterScreen.State()
      counter.isLoadingFact = true
      $0.destination? = .counter(counter)
    }

    // When: the dialog replaces the counter
    await store.send(.dialogTapped) {
      $0.destination = .dialog(
        ConfirmationDialogState(title: "Go to", buttons: [ButtonState(title: "Counter", action: .openCounter)]))
    }

    // Then: the fact's effect is gone, so nothing is left to answer
    await store.finish()
    #expect(fact.pendingInputs.isEmpty)
  }
}
