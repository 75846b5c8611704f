import Unidirectional
import UnidirectionalNavigation

/// TCA's "Navigation stack" case study, rebuilt from its behaviour: a stack of three kinds
/// of screen, where screen B pushes any of the three, a button pushes A, B and C at once,
/// and the stack goes back to any screen or to the root.
struct NavigationDemo: Reducer {
  /// The screens of the stack.
  struct Path: Reducer {
    enum State: Equatable, Sendable {
      case screenA(ScreenA.State)
      case screenB(ScreenB.State)
      case screenC(ScreenC.State)
    }

    enum Action: Equatable, Sendable {
      case screenA(ScreenA.Action)
      case screenB(ScreenB.Action)
      case screenC(ScreenC.Action)
    }

    var body: some Reducer<State, Action> {
      ScopeCase(state: CasePath(State.screenA), action: ActionPath(Action.screenA)) { ScreenA() }
      ScopeCase(state: CasePath(State.screenB), action: ActionPath(Action.screenB)) { ScreenB() }
      ScopeCase(state: CasePath(State.screenC), action: ActionPath(Action.screenC)) { ScreenC() }
    }
  }

  struct State: Equatable, Sendable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable, Sendable {
    case goBackToScreen(id: StackElementID)
    case goToABCButtonTapped
    case path(StackAction<Path.State, Path.Action>)
    case popToRoot
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .goBackToScreen(let id):
        state.path.popTo(id: id)
      case .goToABCButtonTapped:
        state.path.append(.screenA(ScreenA.State()))
        state.path.append(.screenB(ScreenB.State()))
        state.path.append(.screenC(ScreenC.State()))
      case .path(.element(_, .screenB(.screenAButtonTapped))):
        state.path.append(.screenA(ScreenA.State()))
      case .path(.element(_, .screenB(.screenBButtonTapped))):
        state.path.append(.screenB(ScreenB.State()))
      case .path(.element(_, .screenB(.screenCButtonTapped))):
        state.path.append(.screenC(ScreenC.State()))
      case .popToRoot:
        state.path.removeAll()
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: ActionPath(Action.path)) { Path() }
  }
}
