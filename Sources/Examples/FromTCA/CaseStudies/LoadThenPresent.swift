import Unidirectional
import UnidirectionalNavigation

/// TCA's "Sheets: load then present" case study, rebuilt from its behaviour: a tap shows an
/// activity indicator for a second, then presents the counter in a sheet.
struct LoadThenPresent: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var counter: Counter.State?
    var isActivityIndicatorVisible = false
  }

  enum Action: Equatable, Sendable {
    case counter(PresentationAction<Counter.Action>)
    case counterButtonTapped
    case counterPresentationDelayCompleted
  }

  @Dependency(\.clock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .counterButtonTapped:
        state.isActivityIndicatorVisible = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          send(.counterPresentationDelayCompleted)
        }
      case .counterPresentationDelayCompleted:
        state.isActivityIndicatorVisible = false
        state.counter = Counter.State()
        return .none
      }
    }
    .ifLet(\.$counter, action: ActionPath(Action.counter)) { Counter() }
  }
}
