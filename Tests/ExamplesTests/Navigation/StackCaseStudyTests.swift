import Examples
import Foundation
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// The stack of three kinds of screen: push, pop to the root after an alert, a note that
/// pops itself and tells the root through its delegate, a timer sheet over the stack, and
/// a deep link that is just a stack value.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StackCaseStudyTests {
  let clock = TestClock()

  private func makeStore(
    _ state: StackCaseStudy.State = StackCaseStudy.State()
  ) -> TestStore<StackCaseStudy.State, StackCaseStudy.Action> {
    TestStore(initialState: state, reducer: StackCaseStudy(dependencies: .test(clock: clock)))
  }

  @Test func pushingEachKindOfScreenMintsIdsInOrder() async {
    let store = makeStore()

    await store.send(.pushTapped(.counter(CounterScreen.State()))) {
      $0.path.append(.counter(CounterScreen.State()))
    }
    await store.send(.pushTapped(.timer(TimerScreen.State()))) {
      $0.path.append(.timer(TimerScreen.State()))
    }
    await store.send(.path(.push(.note(NoteScreen.State())))) {
      $0.path.append(.note(NoteScreen.State()))
    }

    #expect(store.state.path.ids == [0, 1, 2])
    await store.finish()
  }

  @Test func poppingToTheRootAsksFirstThenCancelsEveryScreensEffects() async {
    // Given: a timer ticking on screen 1
    let store = makeStore()
    await store.send(.pushTapped(.counter(CounterScreen.State()))) {
      $0.path.append(.counter(CounterScreen.State()))
    }
    await store.send(.pushTapped(.timer(TimerScreen.State()))) {
      $0.path.append(.timer(TimerScreen.State()))
    }
    await store.send(.path(.element(id: 1, action: .timer(.appeared))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .timer(.tick)))) {
      $0.path[id: 1] = .timer(TimerScreen.State(seconds: 1))
    }

    // When: the user asks to go back to the start, and confirms
    await store.send(.popToRootTapped) { $0.destination = .alert(StackCaseStudy.popToRootAlert) }
    await store.send(.destination(.presented(id: 1, action: .alert(.confirmPopToRoot)))) {
      $0.destination = nil
      $0.path.removeAll()
    }

    // Then: the timer is gone with its screen
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func aNoteSavesTellsTheRootThroughItsDelegateAndPopsItself() async {
    let store = makeStore()
    await store.send(.pushTapped(.counter(CounterScreen.State()))) {
      $0.path.append(.counter(CounterScreen.State()))
    }
    await store.send(.pushTapped(.note(NoteScreen.State(text: "Milk")))) {
      $0.path.append(.note(NoteScreen.State(text: "Milk")))
    }

    await store.send(.path(.element(id: 1, action: .note(.saveTapped)))) {
      var saving = NoteScreen.State(text: "Milk")
      saving.isSaving = true
      $0.path[id: 1] = .note(saving)
    }
    await store.receive(.path(.element(id: 1, action: .note(.saved)))) {
      $0.path[id: 1] = .note(NoteScreen.State(text: "Milk"))
    }
    await store.receive(.path(.element(id: 1, action: .note(.delegate(.saved("Milk")))))) {
      $0.savedNotes = ["Milk"]
    }
    await store.receive(.path(.popFrom(id: 1))) { $0.path.popFrom(id: 1) }

    #expect(store.state.path.ids == [0], "the counter below the note stays")
    await store.finish()
  }

  @Test func theTimerSheetOverTheStackTicksUntilItClosesItself() async {
    let store = makeStore()
    await store.send(.timerSheetTapped) { $0.destination = .timerSheet(TimerScreen.State()) }
    await store.send(.destination(.presented(id: 1, action: .timerSheet(.appeared))))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(id: 1, action: .timerSheet(.tick)))) {
      $0.destination? = .timerSheet(TimerScreen.State(seconds: 1))
    }

    await store.send(.destination(.presented(id: 1, action: .timerSheet(.closeTapped))))

    await store.receive(.destination(.dismiss(id: 1))) { $0.destination = nil }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func aDeepLinkIsAStackValueAndARestoredSessionRoundTripsThroughJSON() async throws {
    // Given: a deep link to a counter at 5 with a note above it
    let link: StackState<StackScreen.State> = [
      .counter(CounterScreen.State(count: 5)), .note(NoteScreen.State(text: "Eggs")),
    ]
    let store = makeStore(StackCaseStudy.State(path: link))

    // When: the user pushes one more screen, and the session is saved and restored
    await store.send(.pushTapped(.timer(TimerScreen.State()))) {
      $0.path.append(.timer(TimerScreen.State()))
    }
    let saved = try JSONEncoder().encode(store.state.path)
    var restored = try JSONDecoder().decode(StackState<StackScreen.State>.self, from: saved)

    // Then: the same screens with the same ids, and the next push gets a fresh id
    #expect(restored == store.state.path)
    #expect(restored.ids == [0, 1, 2])
    #expect(restored.append(.counter(CounterScreen.State())) == 3)
    await store.finish()
  }
}
