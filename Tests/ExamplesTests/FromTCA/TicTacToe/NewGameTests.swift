import Testing
import TicTacToeGame
import TicTacToeNewGame
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

/// TCA's new-game screen, tested for each behaviour its tests assert: the names start a
/// game, quitting it or dismissing it closes it, and signing out is the app's to handle.
@MainActor
struct NewGameTests {
  @Test func givenTwoNamesThenAGameStartsAndQuittingOrDismissingClosesIt() async {
    let store = TestStore(initialState: NewGame.State(), reducer: NewGame())

    await store.send(.binding(.set(\.oPlayerName, "Blob Sr."))) { $0.oPlayerName = "Blob Sr." }
    await store.send(.binding(.set(\.xPlayerName, "Blob Jr."))) { $0.xPlayerName = "Blob Jr." }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(.game(.presented(id: 1, action: .cellTapped(row: 0, column: 0)))) {
      $0.game?.board[0, 0] = .x
      $0.game?.currentPlayer = .o
    }
    await store.send(.game(.presented(id: 1, action: .quitButtonTapped)))
    await store.receive(.game(.dismiss(id: 1))) { $0.game = nil }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(.game(.dismiss(id: 2))) { $0.game = nil }
    await store.send(.logoutButtonTapped)
  }
}
