import Unidirectional

/// TCA's "Sheets: present and load" case study, rebuilt from its behaviour: the sheet opens
/// at once and its counter loads a second later; closing the sheet first cancels the load.
struct PresentAndLoad: Reducer {
  struct State: Equatable, Sendable {
    var optionalCounter: Counter.State?
    var isSheetPresented = false
  }

  enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case setSheet(isPresented: Bool)
    case setSheetIsPresentedDelayCompleted
  }

  /// The load that follows the sheet's opening.
  struct Load: Hashable {}

  @Dependency(\.clock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setSheet(isPresented: true):
        state.isSheetPresented = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          send(.setSheetIsPresentedDelayCompleted)
        }
        .cancellable(id: Load())
      case .setSheet(isPresented: false):
        state.isSheetPresented = false
        state.optionalCounter = nil
        return .cancel(id: Load())
      case .setSheetIsPresentedDelayCompleted:
        state.optionalCounter = Counter.State()
        return .none
      case .optionalCounter:
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: ActionPath(Action.optionalCounter)) { Counter() }
  }
}
