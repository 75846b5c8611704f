public import Unidirectional

/// TCA's tic-tac-toe game, rebuilt from its behaviour: two players take turns marking
/// cells until one has a line; they can play again, or quit, which closes the game.
public struct Game: Reducer {
  /// The board, whose turn it is, and the players' names.
  public struct State: Equatable, Sendable {
    /// The marks so far.
    public var board = Board()
    /// Whose turn it is.
    public var currentPlayer = Player.x
    /// The name of the player who marks ⭕️.
    public let oPlayerName: String
    /// The name of the player who marks ❌.
    public let xPlayerName: String

    /// A new game between two named players; ❌ starts.
    public init(oPlayerName: String, xPlayerName: String) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    /// The name of the player whose turn it is.
    public var currentPlayerName: String { currentPlayer == .o ? oPlayerName : xPlayerName }
  }

  /// What the players do.
  public enum Action: Equatable, Sendable {
    /// Marks a cell, when it is empty and nobody has won.
    case cellTapped(row: Int, column: Int)
    /// Clears the board for another game between the same players.
    case playAgainButtonTapped
    /// Closes the game.
    case quitButtonTapped
  }

  /// The game's reducer.
  public init() {}

  /// Plays one move, or starts again, or closes the game.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cellTapped(let row, let column):
      guard Board.contains(row: row, column: column), state.board[row, column] == nil,
        !state.board.hasWinner
      else { return .none }
      state.board[row, column] = state.currentPlayer
      if !state.board.hasWinner { state.currentPlayer.toggle() }
    case .playAgainButtonTapped:
      state = State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
    case .quitButtonTapped:
      return .dismiss()
    }
    return .none
  }
}
