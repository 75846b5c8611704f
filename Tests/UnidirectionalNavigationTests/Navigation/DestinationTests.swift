import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// One optional destination enum presents one screen at a time: a case path scopes into
/// each case, and the presentation's identity cancels the screen that goes away, even when
/// the next one is of the same case.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DestinationTests {
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case timer(Ticker.State)
      case alert(AlertState<Alert>)
    }

    enum Action: Equatable, Sendable {
      case timer(Ticker.Action)
      case alert(Alert)
    }

    enum Alert: Equatable, Sendable {
      case confirmReset
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      ScopeCase(state: .timer, action: .timer) { Ticker(clock: clock) }
    }
  }

  struct Screen: Reducer {
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
      var resets = 0
    }

    enum Action: Equatable, Sendable {
      case showTimer(String)
      case resetTapped
      case destination(PresentationAction<Destination.Action>)
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .showTimer(let name):
          state.destination = .timer(Ticker.State(name: name))
        case .resetTapped:
          state.destination = .alert(
            AlertState(
              title: "Reset?",
              buttons: [
                ButtonState(role: .destructive, title: "Reset", action: .confirmReset),
                .cancel("Cancel"),
              ]))
        case .destination(.presented(_, .alert(.confirmReset))):
          state.resets += 1
        case .destination:
          break
        }
        return .none
      }
      .ifLet(\.$destination, action: .destination) { Destination(clock: clock) }
    }
  }

  /// A state that is one of two phases, each with a timer.
  struct Phases: Reducer {
    enum State: Equatable {
      case warmUp(Ticker.State)
      case done
    }

    enum Action: Equatable, Sendable {
      case warmUp(Ticker.Action)
      case finish
    }

    let clock: any Clock<Duration>

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        if case .finish = action { state = .done }
        return .none
      }
      .ifCaseLet(.warmUp, action: .warmUp) { Ticker(clock: clock) }
    }
  }

  let clock = TestClock()

  @Test func anAlertReplacingATimerScreenCancelsTheTimer() async {
    let store = TestStore(initialState: Screen.State(), reducer: Screen(clock: clock))
    await store.send(.showTimer("A")) { $0.destination = .timer(Ticker.State(name: "A")) }
    await store.send(.destination(.presented(id: 1, action: .timer(.start))))

    await store.send(.resetTapped) {
      $0.destination = .alert(
        AlertState(
          title: "Reset?",
          buttons: [
            ButtonState(role: .destructive, title: "Reset", action: .confirmReset),
            .cancel("Cancel"),
          ]))
    }

    #expect(clock.sleeperCount == 0, "one destination at a time: the timer went with its screen")
    await store.finish()
  }

  @Test func aTimerScreenReplacedByAnotherOfTheSameCaseIsANewScreen() async {
    let store = TestStore(initialState: Screen.State(), reducer: Screen(clock: clock))
    await store.send(.showTimer("A")) { $0.destination = .timer(Ticker.State(name: "A")) }
    await store.send(.destination(.presented(id: 1, action: .timer(.start))))

    await store.send(.showTimer("B")) { $0.destination = .timer(Ticker.State(name: "B")) }

    #expect(store.state.$destination.id == 2)
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func tappingAnAlertButtonSendsItsActionAndDismissesTheAlert() async {
    let store = TestStore(initialState: Screen.State(), reducer: Screen(clock: clock))
    await store.send(.resetTapped) {
      $0.destination = .alert(
        AlertState(
          title: "Reset?",
          buttons: [
            ButtonState(role: .destructive, title: "Reset", action: .confirmReset),
            .cancel("Cancel"),
          ]))
    }

    await store.send(.destination(.presented(id: 1, action: .alert(.confirmReset)))) {
      $0.destination = nil
      $0.resets = 1
    }
    await store.finish()
  }

  @Test func aTimerActionWhileTheAlertIsShownIsIgnoredWithItsReason() {
    var state = Destination.State.alert(AlertState(title: "Reset?"))
    let reducer = Destination(clock: clock)

    let reason = reducer.reasonForIgnoring(.timer(.tick), in: state)
    let effect = reducer.reduce(into: &state, action: .timer(.tick))

    #expect(reason == "tick ignored: the state is in another case")
    #expect(effect.isNone)
    #expect(state == .alert(AlertState(title: "Reset?")))
  }

  @Test func leavingTheCaseCancelsItsChildsEffects() async {
    let store = TestStore(
      initialState: Phases.State.warmUp(Ticker.State(name: "warm-up")), reducer: Phases(clock: clock))
    await store.send(.warmUp(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.warmUp(.tick)) { $0 = .warmUp(Ticker.State(name: "warm-up", ticks: 1)) }

    await store.send(.finish) { $0 = .done }

    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func anAlertWithoutButtonsGetsOneThatClosesItAndEveryGivenButtonIsKept() {
    let bare = AlertState<Destination.Alert>(title: "Saved")
    #expect(bare.buttons == [.cancel("OK")])

    let repeated = ConfirmationDialogState<Destination.Alert>(
      title: "Reset?",
      buttons: [
        ButtonState(title: "Reset", action: .confirmReset), ButtonState(title: "Reset"),
      ])
    #expect(repeated.buttons.count == 2, "a repeated title is the caller's to choose")
    #expect(repeated.action(forButtonTitled: "Reset") == .confirmReset, "the first one answers")
    #expect(repeated.action(forButtonTitled: "Nope") == nil)
  }
}

extension CasePath where Root == DestinationTests.Destination.State, Value == Ticker.State {
  static var timer: Self {
    CasePath(embed: Root.timer) { if case .timer(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == DestinationTests.Destination.Action, Value == Ticker.Action {
  static var timer: Self {
    ActionPath(embed: Root.timer) { if case .timer(let a) = $0 { a } else { nil } }
  }
}

extension ActionPath
where
  Root == DestinationTests.Screen.Action,
  Value == PresentationAction<DestinationTests.Destination.Action>
{
  static var destination: Self {
    ActionPath(embed: Root.destination) { if case .destination(let a) = $0 { a } else { nil } }
  }
}

extension CasePath where Root == DestinationTests.Phases.State, Value == Ticker.State {
  static var warmUp: Self {
    CasePath(embed: Root.warmUp) { if case .warmUp(let s) = $0 { s } else { nil } }
  }
}

extension ActionPath where Root == DestinationTests.Phases.Action, Value == Ticker.Action {
  static var warmUp: Self {
    ActionPath(embed: Root.warmUp) { if case .warmUp(let a) = $0 { a } else { nil } }
  }
}
