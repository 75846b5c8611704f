import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

@testable import Examples

/// TCA's navigation-stack case study, tested for what it does (TCA's suite has no tests of
/// it): pushing from screen B and all three at once, going back to a screen or the root, a
/// screen that closes itself, and a timer that stops with its screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct NavigationDemoTests {
  let clock = TestClock()
  let facts = ControlledDependency<Int, String>()

  func makeStore() -> TestStore<NavigationDemo.State, NavigationDemo.Action> {
    TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: { [clock, facts] in
      $0.clock = clock
      $0.factClient = FactClient { try await facts($0) }
    }
  }

  @Test func givenTheABCButtonThenThreeScreensArePushedAndTheStackGoesBackToAnyOfThem() async {
    let store = makeStore()

    await store.send(.goToABCButtonTapped) {
      $0.path.append(.screenA(ScreenA.State()))
      $0.path.append(.screenB(ScreenB.State()))
      $0.path.append(.screenC(ScreenC.State()))
    }
    await store.send(.path(.element(id: 1, action: .screenB(.screenCButtonTapped)))) {
      $0.path.append(.screenC(ScreenC.State()))
    }
    await store.send(.path(.element(id: 1, action: .screenB(.screenAButtonTapped)))) {
      $0.path.append(.screenA(ScreenA.State()))
    }
    #expect(store.state.path.ids == [0, 1, 2, 3, 4])
    await store.send(.goBackToScreen(id: 1)) { $0.path.popTo(id: 1) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.popToRoot) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func givenScreenAThenItsFactLoadsAndItsDismissButtonPopsIt() async {
    let store = makeStore()
    await store.send(.path(.push(.screenA(ScreenA.State())))) {
      $0.path.append(.screenA(ScreenA.State()))
    }

    await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1))
    }
    await store.send(.path(.element(id: 0, action: .screenA(.factButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1, isLoading: true))
    }
    await facts.respond(with: "1 is the loneliest number.")
    await store.receive(
      .path(
        .element(id: 0, action: .screenA(.factResponse(.success("1 is the loneliest number.")))))
    ) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1, fact: "1 is the loneliest number."))
    }
    await store.send(.path(.element(id: 0, action: .screenA(.dismissButtonTapped))))
    await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await store.finish()
  }

  @Test func givenScreenCsTimerWhenTheScreenIsPoppedThenTheTimerStops() async {
    let store = makeStore()
    await store.send(.path(.push(.screenC(ScreenC.State())))) {
      $0.path.append(.screenC(ScreenC.State()))
    }
    await store.send(.path(.element(id: 0, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(isTimerRunning: true))
    }

    await clock.advance(by: .seconds(2))
    await store.receive(.path(.element(id: 0, action: .screenC(.timerTick)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(count: 1, isTimerRunning: true))
    }
    await store.receive(.path(.element(id: 0, action: .screenC(.timerTick)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(count: 2, isTimerRunning: true))
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.advance(by: .seconds(2))
    await store.finish()
  }
}
