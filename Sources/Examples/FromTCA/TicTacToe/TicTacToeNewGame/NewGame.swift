public import TicTacToeGame
public import Unidirectional
public import UnidirectionalBindings
public import UnidirectionalNavigation

/// TCA's new-game screen, rebuilt from its behaviour: the two players' names, a button
/// that starts a game between them, and a button that signs out.
public struct NewGame: Reducer {
  /// The names typed so far, and the game being played.
  public struct State: Equatable, Sendable {
    /// The game, while one is played.
    @PresentationState public var game: Game.State?
    /// The name of the player who marks ⭕️.
    public var oPlayerName = ""
    /// The name of the player who marks ❌.
    public var xPlayerName = ""

    /// A screen with no names typed.
    public init() {}
  }

  /// What the screen does.
  public enum Action: Equatable, Sendable {
    /// A name typed.
    case binding(BindingAction<State>)
    /// An action of the game being played.
    case game(PresentationAction<Game.Action>)
    /// Starts a game between the two names.
    case letsPlayButtonTapped
    /// Signs out: the app shows the sign-in again.
    case logoutButtonTapped
  }

  /// The screen's reducer.
  public init() {}

  /// Starts the game; the app handles signing out.
  public var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.binding))
    Reduce { state, action in
      if case .letsPlayButtonTapped = action {
        state.game = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
      }
      return .none
    }
    .ifLet(\.$game, action: ActionPath(Action.game)) { Game() }
  }
}
