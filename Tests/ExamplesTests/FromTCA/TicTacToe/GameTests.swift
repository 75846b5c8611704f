import Testing
import TicTacToeGame
import Unidirectional
import UnidirectionalTesting

/// TCA's tic-tac-toe game, tested for each behaviour its tests assert: turns alternate
/// until a line wins or the board fills, and play again clears the board; and for input
/// TCA's reducer would trap on, a cell off the board.
@MainActor
struct GameTests {
  func makeStore() -> TestStore<Game.State, Game.Action> {
    TestStore(
      initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), reducer: Game())
  }

  /// Plays `moves` in turn, ❌ first, each expected to hand the turn on.
  func play(_ moves: [(row: Int, column: Int)], on store: TestStore<Game.State, Game.Action>) async
  {
    for (row, column) in moves {
      let player = store.state.currentPlayer
      await store.send(.cellTapped(row: row, column: column)) {
        $0.board[row, column] = player
        $0.currentPlayer.toggle()
      }
    }
  }

  @Test func givenALineOfThreeThenTheGameIsWonAndTheBoardTakesNoMoreMarks() async {
    let store = makeStore()
    await play([(0, 0), (2, 1), (1, 0), (1, 1)], on: store)

    await store.send(.cellTapped(row: 2, column: 0)) { $0.board[2, 0] = .x }
    #expect(store.state.board.hasWinner)
    #expect(store.state.currentPlayerName == "Blob Sr.")
    await store.send(.cellTapped(row: 2, column: 2))
  }

  @Test func givenAFullBoardWithoutALineThenItIsATieAndPlayAgainClearsIt() async {
    let store = makeStore()
    await play([(0, 0), (2, 2), (1, 0), (2, 0), (2, 1), (1, 2), (0, 2), (0, 1), (1, 1)], on: store)

    #expect(store.state.board.isFilled)
    #expect(!store.state.board.hasWinner)
    await store.send(.playAgainButtonTapped) {
      $0 = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
  }

  @Test func givenAMarkedCellOrOneOffTheBoardThenATapChangesNothing() async {
    let store = makeStore()
    await play([(1, 1)], on: store)

    await store.send(.cellTapped(row: 1, column: 1))
    await store.send(.cellTapped(row: 3, column: 0))
    await store.send(.cellTapped(row: 0, column: -1))
    #expect(store.state.board[3, 0] == nil)
  }

  @Test func givenAGameWhenQuitIsTappedThenItAsksToBeClosed() async {
    let store = makeStore()

    await store.send(.quitButtonTapped)
    #expect(store.isDismissed)
  }
}
