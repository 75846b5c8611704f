import ErrorHandling
import Examples
import LoadingStates
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// Article 002's Back button: it pops the navigation stack when the form was pushed, and
/// dismisses the form when it was presented as a sheet.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginHostTests {
  let signIn = ControlledDependency<Credentials, Session>()
  let typed = Credentials(email: "ada@example.com", password: "hunter2")
  let forbiddenAlert = ErrorPresentation<LoginScreen.Action>.alert(
    ErrorAlert(error: .forbidden, actions: [.navigateBack(.closeTapped)]))

  func makeStore(_ state: LoginHost.State) -> TestStore<LoginHost.State, LoginHost.Action> {
    let signIn = self.signIn
    return TestStore(initialState: state, reducer: LoginHost { try await signIn($0) })
  }

  @Test func givenTheFormPushedOntoTheStackWhenTheForbiddenAlertsBackIsTappedThenTheStackPopsItAndIsEmpty() async {
    // Given: the form pushed, its sign-in refused with the Back alert
    let store = makeStore(LoginHost.State(path: [LoginScreen.State(credentials: typed)]))
    await store.send(.path(.element(id: 0, action: .submitTapped))) { $0.path[id: 0]?.submission = .initialLoading }
    await signIn.fail(typed, with: AppError.forbidden)
    await store.receive(.path(.element(id: 0, action: .signInFinished(.failure(.forbidden))))) {
      $0.path[id: 0]?.submission = .loadingFailure(.forbidden)
      $0.path[id: 0]?.error = forbiddenAlert
    }

    // When
    await store.send(.path(.element(id: 0, action: .error(.tapped(.navigateBack))))) { $0.path[id: 0]?.error = nil }

    // Then: the parent's stack lost the form, and nothing was presented instead
    await store.receive(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    #expect(store.state.path.isEmpty)
    #expect(store.state.sheet == nil)
    await store.finish()
  }

  @Test func givenTheFormPresentedAsASheetWhenTheForbiddenAlertsBackIsTappedThenTheSheetIsDismissed() async {
    // Given: the form presented, its sign-in refused with the Back alert
    let store = makeStore(LoginHost.State(sheet: LoginScreen.State(credentials: typed)))
    await store.send(.sheet(.presented(id: 1, action: .submitTapped))) { $0.sheet?.submission = .initialLoading }
    await signIn.fail(typed, with: AppError.forbidden)
    await store.receive(.sheet(.presented(id: 1, action: .signInFinished(.failure(.forbidden))))) {
      $0.sheet?.submission = .loadingFailure(.forbidden)
      $0.sheet?.error = forbiddenAlert
    }

    // When
    await store.send(.sheet(.presented(id: 1, action: .error(.tapped(.navigateBack))))) { $0.sheet?.error = nil }

    // Then: the parent no longer presents the form, and its stack is untouched
    await store.receive(.sheet(.presented(id: 1, action: .closeTapped)))
    await store.receive(.sheet(.dismiss(id: 1))) { $0.sheet = nil }
    #expect(store.state.sheet == nil)
    #expect(store.state.path.isEmpty)
    await store.finish()
  }

  @Test func givenTwoFormsPushedWhenTheTopOnesCloseButtonIsTappedThenOnlyTheTopOneIsPopped() async {
    // Given
    let store = makeStore(LoginHost.State())
    await store.send(.pushSignInTapped) { $0.path.append(LoginScreen.State()) }
    await store.send(.pushSignInTapped) { $0.path.append(LoginScreen.State()) }

    // When
    await store.send(.path(.element(id: 1, action: .closeTapped)))

    // Then
    await store.receive(.path(.popFrom(id: 1))) { $0.path.popLast() }
    #expect(store.state.path.ids == [0])
    await store.finish()
  }

  @Test func givenASheetOverAPushedFormWhenTheSheetClosesThenTheStackKeepsItsForm() async {
    // Given
    let store = makeStore(LoginHost.State())
    await store.send(.pushSignInTapped) { $0.path.append(LoginScreen.State()) }
    await store.send(.presentSignInTapped) { $0.sheet = LoginScreen.State() }

    // When
    await store.send(.sheet(.presented(id: 1, action: .closeTapped)))

    // Then
    await store.receive(.sheet(.dismiss(id: 1))) { $0.sheet = nil }
    #expect(store.state.path.ids == [0])
    await store.finish()
  }
}
