import Testing
import TicTacToeApp
import TicTacToeAuthentication
import TicTacToeLogin
import TicTacToeNewGame
import TicTacToeTwoFactor
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

/// TCA's tic-tac-toe app, tested for each behaviour its tests assert: a sign-in, with or
/// without a second factor, leads to the new-game screen, and signing out leads back; and
/// the live demonstration service accepts and refuses as it says.
@MainActor
struct TicTacToeTests {
  func makeStore(asksForCode: Bool) -> TestStore<TicTacToe.State, TicTacToe.Action> {
    TestStore(initialState: .login(Login.State())) {
      TicTacToe()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: asksForCode)
      }
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }
  }

  /// Types an email and a password and taps the button; returns the sign-in's state.
  func signIn(_ store: TestStore<TicTacToe.State, TicTacToe.Action>) async -> Login.State {
    var login = Login.State()
    login.email = "blob@pointfree.co"
    await store.send(.login(.view(.binding(.set(\.email, "blob@pointfree.co"))))) {
      $0 = .login(login)
    }
    login.password = "bl0bbl0b"
    login.isFormValid = true
    await store.send(.login(.view(.binding(.set(\.password, "bl0bbl0b"))))) { $0 = .login(login) }
    login.isLoginRequestInFlight = true
    await store.send(.login(.view(.loginButtonTapped))) { $0 = .login(login) }
    return login
  }

  @Test func givenASignInWithoutASecondFactorThenTheNewGameScreenShowsUntilSignOut() async {
    let store = makeStore(asksForCode: false)
    _ = await signIn(store)

    await store.receive(
      .login(
        .loginResponse(
          .success(AuthenticationResponse(token: "deadbeef", twoFactorRequired: false))))
    ) {
      $0 = .newGame(NewGame.State())
    }
    var newGame = NewGame.State()
    newGame.oPlayerName = "Blob Sr."
    await store.send(.newGame(.binding(.set(\.oPlayerName, "Blob Sr.")))) { $0 = .newGame(newGame) }
    await store.send(.newGame(.logoutButtonTapped)) { $0 = .login(Login.State()) }
  }

  @Test func givenASignInWithASecondFactorThenTheAcceptedCodeShowsTheNewGameScreen() async {
    let store = makeStore(asksForCode: true)
    var login = await signIn(store)

    login.isLoginRequestInFlight = false
    login.twoFactor = TwoFactor.State(token: "deadbeef")
    await store.receive(
      .login(
        .loginResponse(.success(AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)))
      )
    ) {
      $0 = .login(login)
    }
    login.twoFactor?.code = "1234"
    login.twoFactor?.isFormValid = true
    await store.send(
      .login(.twoFactor(.presented(id: 1, action: .view(.binding(.set(\.code, "1234"))))))
    ) {
      $0 = .login(login)
    }
    login.twoFactor?.isTwoFactorRequestInFlight = true
    await store.send(.login(.twoFactor(.presented(id: 1, action: .view(.submitButtonTapped))))) {
      $0 = .login(login)
    }
    await store.receive(
      .login(
        .twoFactor(
          .presented(
            id: 1,
            action: .twoFactorResponse(
              .success(AuthenticationResponse(token: "deadbeef", twoFactorRequired: false))))))
    ) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test func givenTheLiveServiceThenItAcceptsTheDemonstrationAccountsOnly() async throws {
    let client = AuthenticationClientKey.liveValue

    await #expect(throws: AuthenticationError.invalidUserPassword) {
      try await client.login("blob", "password")
    }
    await #expect(throws: AuthenticationError.invalidIntermediateToken) {
      try await client.twoFactor("1234", "cafe")
    }
    await #expect(throws: AuthenticationError.invalidTwoFactor) {
      try await client.twoFactor("0000", "deadbeef")
    }
  }
}
