import Unidirectional
import UnidirectionalNavigation
import UnidirectionalPersistence

/// TCA's "Shared state: in memory" case study, rebuilt from its behaviour: a counter tab and
/// a profile tab that show the same statistics. The parent holds them and shares them into
/// both tabs, so a count on one is on the other in the same action.
struct SharedStateInMemory: Reducer {
  enum Tab: Equatable, Sendable {
    case counter
    case profile
  }

  struct State: Equatable, Sendable {
    var currentTab = Tab.counter
    var stats = Stats()
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.counter, action: ActionPath(Action.counter)) { CounterTab() }
      Scope(state: \.profile, action: ActionPath(Action.profile)) { ProfileTab() }
      Reduce { state, action in
        if case .selectTab(let tab) = action { state.currentTab = tab }
        return .none
      }
    }
    .sharing(\.stats, with: \.counter.stats, \.profile.stats)
  }
}

extension SharedStateInMemory {
  /// Counts up and down, and says whether the count is prime.
  struct CounterTab: Reducer {
    struct State: Equatable, Sendable {
      @PresentationState var alert: AlertState<Action.Alert>?
      var stats = Stats()
    }

    enum Action: Equatable, Sendable {
      case alert(PresentationAction<Alert>)
      case decrementButtonTapped
      case incrementButtonTapped
      case isPrimeButtonTapped

      enum Alert: Equatable, Sendable {}
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .alert: break
        case .decrementButtonTapped: state.stats.decrement()
        case .incrementButtonTapped: state.stats.increment()
        case .isPrimeButtonTapped:
          let count = state.stats.count
          state.alert = AlertState(
            title: isPrime(count)
              ? "👍 The number \(count) is prime!" : "👎 The number \(count) is not prime :(")
        }
        return .none
      }
      .ifLet(\.$alert, action: ActionPath(Action.alert))
    }
  }

  /// Shows the statistics, and resets them.
  struct ProfileTab: Reducer {
    struct State: Equatable, Sendable {
      var stats = Stats()
    }

    enum Action: Equatable, Sendable {
      case resetStatsButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.stats = Stats()
      return .none
    }
  }
}

/// Whether `number` has no divisors but one and itself.
private func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}
