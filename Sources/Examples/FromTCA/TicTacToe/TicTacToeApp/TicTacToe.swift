import TicTacToeAuthentication
public import TicTacToeLogin
public import TicTacToeNewGame
import TicTacToeTwoFactor
public import Unidirectional
import UnidirectionalNavigation

/// TCA's tic-tac-toe app, rebuilt from its behaviour: the sign-in until it succeeds, with
/// or without a second factor, then the new-game screen until the user signs out.
public struct TicTacToe: Reducer {
  /// The screen shown: one of two.
  public enum State: Equatable, Sendable {
    /// Signing in.
    case login(Login.State)
    /// Signed in, starting games.
    case newGame(NewGame.State)
  }

  /// An action of the screen shown.
  public enum Action: Equatable, Sendable {
    /// An action of the sign-in.
    case login(Login.Action)
    /// An action of the new-game screen.
    case newGame(NewGame.Action)
  }

  /// The app's reducer.
  public init() {}

  /// Runs the screen shown, and moves between the two when a sign-in succeeds or the user
  /// signs out.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .login(.twoFactor(.presented(_, .twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
      case .login(.loginResponse(.success(let response))) where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
      case .login, .newGame:
        break
      }
      return .none
    }
    .ifCaseLet(ActionPath(State.login), action: ActionPath(Action.login)) { Login() }
    .ifCaseLet(ActionPath(State.newGame), action: ActionPath(Action.newGame)) { NewGame() }
  }
}
