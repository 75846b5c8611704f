import Unidirectional
import UnidirectionalNavigation

/// TCA's "Multiple destinations" case study, rebuilt from its behaviour: one destination
/// that is a drill-down, a popover or a sheet, each a counter; showing one replaces any
/// other.
struct MultipleDestinations: Reducer {
  /// The destinations, one at a time.
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case drillDown(Counter.State)
      case popover(Counter.State)
      case sheet(Counter.State)
    }

    enum Action: Equatable, Sendable {
      case drillDown(Counter.Action)
      case popover(Counter.Action)
      case sheet(Counter.Action)
    }

    var body: some Reducer<State, Action> {
      ScopeCase(state: CasePath(State.drillDown), action: ActionPath(Action.drillDown)) {
        Counter()
      }
      ScopeCase(state: CasePath(State.popover), action: ActionPath(Action.popover)) { Counter() }
      ScopeCase(state: CasePath(State.sheet), action: ActionPath(Action.sheet)) { Counter() }
    }
  }

  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case showDrillDown
    case showPopover
    case showSheet
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .showDrillDown: state.destination = .drillDown(Counter.State())
      case .showPopover: state.destination = .popover(Counter.State())
      case .showSheet: state.destination = .sheet(Counter.State())
      case .destination: break
      }
      return .none
    }
    .ifLet(\.$destination, action: ActionPath(Action.destination)) { Destination() }
  }
}
