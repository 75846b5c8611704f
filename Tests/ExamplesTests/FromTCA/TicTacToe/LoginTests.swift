import Testing
import TicTacToeAuthentication
import TicTacToeLogin
import TicTacToeTwoFactor
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

/// TCA's sign-in screen, tested for each behaviour its tests assert: a sign-in that asks
/// for a second factor opens it, and dismissing it while its request is in flight cancels
/// the request; and for one more, a refusal is an alert.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginTests {
  let codes = ControlledDependency<String, AuthenticationResponse>()
  static let askingForCode = AuthenticationResponse(
    token: "deadbeefdeadbeef", twoFactorRequired: true)
  static let signedIn = AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)

  func makeStore(
    login: @escaping @Sendable (String, String) async throws -> AuthenticationResponse = { _, _ in
      askingForCode
    }
  ) -> TestStore<Login.State, Login.Action> {
    TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: { [codes] in
      $0.authenticationClient.login = login
      $0.authenticationClient.twoFactor = { code, _ in try await codes(code) }
    }
  }

  /// Types an email and a password and signs in, which asks for the second factor.
  func signInAskingForACode(_ store: TestStore<Login.State, Login.Action>) async {
    await store.send(.view(.binding(.set(\.email, "2fa@pointfree.co")))) {
      $0.email = "2fa@pointfree.co"
    }
    await store.send(.view(.binding(.set(\.password, "password")))) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(.loginResponse(.success(Self.askingForCode))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(.twoFactor(.presented(id: 1, action: .view(.binding(.set(\.code, "1234")))))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(id: 1, action: .view(.submitButtonTapped)))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
  }

  @Test func givenASignInThatAsksForACodeWhenTheCodeIsAcceptedThenItsRequestEnds() async {
    let store = makeStore()
    await signInAskingForACode(store)

    await codes.respond(with: Self.signedIn)
    await store.receive(
      .twoFactor(.presented(id: 1, action: .twoFactorResponse(.success(Self.signedIn))))
    ) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.finish()
  }

  @Test func givenACodeInFlightWhenTheScreenIsDismissedThenTheRequestIsCancelled() async {
    let store = makeStore()
    await signInAskingForACode(store)

    await store.send(.twoFactor(.dismiss(id: 1))) { $0.twoFactor = nil }
    await store.finish()
    #expect(codes.cancelledInputs == ["1234"])
  }

  @Test func givenAWrongPasswordThenAnAlertSaysWhy() async {
    let store = makeStore { _, _ in throw AuthenticationError.invalidUserPassword }

    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(.loginResponse(.failure(.invalidUserPassword))) {
      $0.alert = AlertState(title: "Unknown user or invalid password.")
      $0.isLoginRequestInFlight = false
    }
  }
}
