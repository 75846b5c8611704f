import Testing
import TicTacToeAuthentication
import TicTacToeTwoFactor
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

/// TCA's two-factor screen, tested for each behaviour its tests assert: four characters
/// make the form valid, an accepted code ends the request, and a refused one is an alert.
@MainActor
struct TwoFactorTests {
  func makeStore(
    answer: @escaping @Sendable (String, String) async throws -> AuthenticationResponse
  ) -> TestStore<TwoFactor.State, TwoFactor.Action> {
    TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = answer
    }
  }

  @Test func givenFourCharactersWhenTheCodeIsAcceptedThenTheRequestEnds() async {
    let store = makeStore { _, _ in
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }

    for code in ["1", "12", "123"] {
      await store.send(.view(.binding(.set(\.code, code)))) { $0.code = code }
    }
    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(
      .twoFactorResponse(
        .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)))
    ) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func givenARefusedCodeThenAnAlertSaysWhyUntilItIsDismissed() async {
    let store = makeStore { _, _ in throw AuthenticationError.invalidTwoFactor }

    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(.twoFactorResponse(.failure(.invalidTwoFactor))) {
      $0.alert = AlertState(title: "Invalid second factor (try 1234)")
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(.alert(.dismiss(id: 1))) { $0.alert = nil }
    await store.finish()
  }
}
