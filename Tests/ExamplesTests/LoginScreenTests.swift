import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalNavigation
import UnidirectionalTesting

/// Article 002's sign-in: wrong credentials under the form with the password cleared, an
/// empty form and everything else as an alert with the buttons that fit it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginScreenTests {
  let signIn = ControlledDependency<Credentials, Session>()
  let typed = Credentials(email: "ada@example.com", password: "hunter2")

  func makeStore() -> TestStore<LoginScreen.State, LoginScreen.Action> {
    let signIn = self.signIn
    return TestStore(
      initialState: LoginScreen.State(credentials: typed),
      reducer: LoginScreen { try await signIn($0) }
    )
  }

  func alert(_ error: AppError, _ actions: [ErrorAction<LoginScreen.Action>]) -> ErrorPresentation<LoginScreen.Action> {
    .alert(ErrorAlert(error: error, actions: actions))
  }

  @Test func givenAnEmptyFormWhenBothFieldsAreTypedThroughTheirBindingsThenTheFormHoldsThem() async {
    let signIn = self.signIn
    let store = TestStore(initialState: LoginScreen.State(), reducer: LoginScreen { try await signIn($0) })

    await store.send(.binding(.set(\.credentials.email, "ada@example.com"))) {
      $0.credentials.email = "ada@example.com"
    }
    await store.send(.binding(.set(\.credentials.password, "hunter2"))) {
      $0.credentials.password = "hunter2"
    }

    #expect(store.state.credentials.isComplete)
    await store.finish()
  }

  @Test func givenAnEmptyFormWhenSignInIsTappedThenTheValidationAlertAsksForBothFieldsAndNothingIsSent() async {
    // Given: the button is enabled on an empty form, as in article 002
    let signIn = self.signIn
    let store = TestStore(initialState: LoginScreen.State(), reducer: LoginScreen { try await signIn($0) })
    #expect(store.state.canSubmit)
    let emptyForm = LoginScreen.emptyFormError()

    // When
    await store.send(.submitTapped) { $0.error = alert(emptyForm, [.dismiss()]) }

    // Then
    #expect(store.state.error?.message.hasSuffix("Fill in both your email address and your password, then sign in.") == true)
    #expect(signIn.pendingInputs == [])
    await store.send(.error(.tapped(.dismiss))) { $0.error = nil }
    await store.send(.submitTapped) { $0.error = alert(emptyForm, [.dismiss()]) }
    await store.finish()
  }

  /// Submits the form and lets the sign-in fail with `error`.
  func submitAndFail(
    _ store: TestStore<LoginScreen.State, LoginScreen.Action>,
    with error: any Error,
    as appError: AppError,
    shown: ErrorPresentation<LoginScreen.Action>?
  ) async {
    await store.send(.submitTapped) { $0.submission = .initialLoading }
    await signIn.fail(typed, with: error)
    await store.receive(.signInFinished(.failure(appError))) {
      $0.submission = .loadingFailure(appError)
      $0.error = shown
    }
  }

  @Test func givenAFilledFormWhenSignInSucceedsThenThePasswordIsClearedAndTheSignedInLineShowsTheEmail() async {
    // Given
    let store = makeStore()
    #expect(store.state.signedInEmail == nil)
    #expect(store.state.button == .signIn)

    // When
    await store.send(.submitTapped) { $0.submission = .initialLoading }
    await signIn.respond(to: typed, with: Session(token: "t"))

    // Then
    await store.receive(.signInFinished(.success(Session(token: "t")))) {
      $0.submission = .success(Session(token: "t"))
      $0.credentials.password = ""
    }
    #expect(store.state.signedInEmail == "ada@example.com")
    #expect(store.state.button == .signOut)
    #expect(store.state.error == nil)
  }

  @Test func givenASignInInFlightThenTheButtonIsDisabledUntilTheAnswerArrivesEitherWay() async {
    // Given
    let store = makeStore()
    var enabled = [store.state.canSubmit]

    // When: one request fails, the next succeeds
    await store.send(.submitTapped) { $0.submission = .initialLoading }
    enabled.append(store.state.canSubmit)
    await signIn.fail(typed, with: URLError(.notConnectedToInternet))
    await store.receive(.signInFinished(.failure(.network))) {
      $0.submission = .loadingFailure(.network)
      $0.error = alert(.network, [.retry(.submitTapped), .dismiss()])
    }
    enabled.append(store.state.canSubmit)
    await store.send(.error(.tapped(.dismiss))) { $0.error = nil }
    await store.send(.submitTapped) { $0.submission = .retryLoading(.network) }
    enabled.append(store.state.canSubmit)
    await signIn.respond(to: typed, with: Session(token: "t"))
    await store.receive(.signInFinished(.success(Session(token: "t")))) {
      $0.submission = .success(Session(token: "t"))
      $0.credentials.password = ""
    }
    enabled.append(store.state.canSubmit)

    // Then: the view's button was disabled exactly while a request ran
    #expect(enabled == [true, false, true, false, true])
  }

  @Test func givenASignedInFormWhenTheSameButtonIsTappedThenItSignsOutAndTheFormStartsOverEmpty() async {
    // Given
    let store = makeStore()
    await store.send(.submitTapped) { $0.submission = .initialLoading }
    await signIn.respond(to: typed, with: Session(token: "t"))
    await store.receive(.signInFinished(.success(Session(token: "t")))) {
      $0.submission = .success(Session(token: "t"))
      $0.credentials.password = ""
    }

    // When
    await store.send(.submitTapped) { $0 = LoginScreen.State() }

    // Then: signed out without a second request
    #expect(store.state.signedInEmail == nil)
    #expect(store.state.button == .signIn)
    #expect(signIn.inputs == [typed])
    await store.finish()
  }

  @Test func givenWrongCredentialsWhenSignInFailsThenTheMessageIsUnderTheFormThePasswordIsClearedAndTypingTakesItAway() async {
    let store = makeStore()
    let message = AppError.invalidCredentials.userMessage()

    await store.send(.submitTapped) { $0.submission = .initialLoading }
    await signIn.fail(typed, with: AppError.invalidCredentials)
    await store.receive(.signInFinished(.failure(.invalidCredentials))) {
      $0.submission = .loadingFailure(.invalidCredentials)
      $0.error = .inline(.invalidCredentials, message: message)
      $0.credentials.password = ""
    }
    #expect(store.state.inlineMessage == message)

    await store.send(.binding(.set(\.credentials.password, "hunter3"))) {
      $0.credentials.password = "hunter3"
      $0.error = nil
    }
  }

  @Test func givenNoConnectionWhenSignInFailsThenAnAlertOffersTryAgainWhichSubmitsAgain() async {
    let store = makeStore()
    await submitAndFail(
      store, with: URLError(.notConnectedToInternet), as: .network,
      shown: alert(.network, [.retry(.submitTapped), .dismiss()])
    )
    #expect(store.state.inlineMessage == nil)

    await store.send(.error(.tapped(.retry))) { $0.error = nil }

    await store.receive(.submitTapped) { $0.submission = .retryLoading(.network) }
    #expect(signIn.pendingInputs == [typed])
    await store.skipInFlightEffects()
  }

  @Test func givenAForbiddenAccountWhenSignInFailsThenAnAlertOffersBackWhichClosesTheScreen() async {
    let store = makeStore()
    await submitAndFail(store, with: AppError.forbidden, as: .forbidden, shown: alert(.forbidden, [.navigateBack(.closeTapped)]))

    await store.send(.error(.tapped(.navigateBack))) { $0.error = nil }

    await store.receive(.closeTapped)
    #expect(store.isDismissed, "the screen asks whatever shows it to take it away (LoginHostTests)")
  }

  @Test func givenARejectedEntryWhenSignInFailsThenAnAlertWithTheServersReasonOnlyCloses() async {
    let store = makeStore()
    let rejected = AppError.validation(reason: "This email address is not registered.")
    await submitAndFail(store, with: rejected, as: rejected, shown: alert(rejected, [.dismiss()]))
    #expect(store.state.error?.message.hasSuffix("This email address is not registered.") == true)

    await store.send(.error(.tapped(.dismiss))) { $0.error = nil }
  }

  @Test func givenAServerErrorWhenTheAlertIsDismissedBySwipingThenItIsCleared() async {
    let store = makeStore()
    await submitAndFail(
      store, with: AppError.invalidResponse, as: .invalidResponse,
      shown: alert(.invalidResponse, [.retry(.submitTapped), .dismiss()])
    )

    await store.send(.error(.dismissed)) { $0.error = nil }
  }

  @Test func givenAnEmptyPasswordWhenSubmittedThenTheValidationAlertShowsAndNothingIsSent() async {
    let store = TestStore(
      initialState: LoginScreen.State(credentials: Credentials(email: "ada@example.com", password: "")),
      reducer: LoginScreen(language: .japanese) { _ in Session(token: "never") }
    )
    let emptyForm = LoginScreen.emptyFormError(in: .japanese)

    await store.send(.submitTapped) {
      $0.error = .alert(ErrorAlert(error: emptyForm, actions: [.dismiss()], language: .japanese))
    }

    #expect(store.state.submission == .idle)
  }

  @Test func givenASignInInFlightWhenSubmittedAgainThenNoSecondRequestStarts() async {
    let store = makeStore()
    await store.send(.submitTapped) { $0.submission = .initialLoading }

    await store.send(.submitTapped)

    #expect(signIn.inputs == [typed])
    await store.skipInFlightEffects()
  }

  @Test func givenJapaneseWhenTheAlertIsShownThenItsWordsAndButtonsAreJapanese() {
    guard case .alert(let shown)? = LoginScreen.policy(in: .japanese).presentation(of: .network) else {
      return #expect(Bool(false))
    }

    #expect(shown.title == "通信エラー")
    #expect(shown.buttons.map(\.title) == ["再試行", "OK"])
  }
}
