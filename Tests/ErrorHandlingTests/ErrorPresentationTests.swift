import ErrorHandling
import LoadingStates
import Testing
import Unidirectional
import UnidirectionalNavigation
import UnidirectionalTesting

/// Article 002's presentation, as state: an alert with actions, a message inline, or a
/// banner, decided by the app's policy, cleared by the user or when the failure goes away.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ErrorPresentationTests {
  typealias Policy = ErrorPresentationPolicy<SaveFeature.Action>

  static let retryOrDismiss = Policy { _ in .alert(actions: [.retry(.saveTapped), .dismiss()]) }

  func makeStore(
    _ policy: Policy = retryOrDismiss,
    save: DataState<String, AppError> = .initialLoading
  ) -> TestStore<SaveFeature.State, SaveFeature.Action> {
    TestStore(initialState: SaveFeature.State(save: save), reducer: SaveFeature(policy: policy))
  }

  func alert(
    _ error: AppError,
    _ actions: [ErrorAction<SaveFeature.Action>],
    language: AppError.Language = .english
  ) -> ErrorPresentation<SaveFeature.Action> {
    .alert(ErrorAlert(error: error, actions: actions, language: language))
  }

  // MARK: - Alerts

  @Test func givenAnAlertPolicyWhenTheSaveFailsThenAnAlertWithTheErrorsWordsAndButtonsIsShown() async {
    let store = makeStore()

    await store.send(.failed(.network)) {
      $0.save = .loadingFailure(.network)
      $0.error = self.alert(.network, [.retry(.saveTapped), .dismiss()])
    }

    guard case .alert(let shown)? = store.state.error else { return #expect(Bool(false)) }
    #expect(shown.title == AppError.network.title())
    #expect(shown.message == AppError.network.userMessage())
    #expect(shown.buttons.map(\.title) == ["Try Again", "OK"])
    #expect(shown.buttons.map(\.action) == [.retry, .dismiss])
  }

  @Test func givenAnAlertWhenRetryIsTappedThenTheAlertClosesAndTheRetryActionIsSent() async {
    let store = makeStore()
    await store.send(.failed(.network)) {
      $0.save = .loadingFailure(.network)
      $0.error = self.alert(.network, [.retry(.saveTapped), .dismiss()])
    }

    await store.send(.errorPresentation(.tapped(.retry))) { $0.error = nil }

    await store.receive(.saveTapped) { $0.save = .retryLoading(.network) }
  }

  @Test func givenAnAlertWithBackWhenBackIsTappedThenTheAlertClosesAndTheBackActionIsSent() async {
    let store = makeStore(Policy { _ in .alert(actions: [.navigateBack(.closeTapped)]) })
    await store.send(.failed(.notFound)) {
      $0.save = .loadingFailure(.notFound)
      $0.error = self.alert(.notFound, [.navigateBack(.closeTapped)])
    }

    await store.send(.errorPresentation(.tapped(.navigateBack))) { $0.error = nil }

    await store.receive(.closeTapped)
  }

  @Test func givenAnAlertWhenDismissIsTappedThenTheAlertClosesAndNothingIsSent() async {
    let store = makeStore()
    await store.send(.failed(.network)) {
      $0.save = .loadingFailure(.network)
      $0.error = self.alert(.network, [.retry(.saveTapped), .dismiss()])
    }

    await store.send(.errorPresentation(.tapped(.dismiss))) { $0.error = nil }

    await store.finish()
  }

  @Test func givenAnAlertWithoutBackWhenBackIsTappedThenNothingChanges() async {
    let store = makeStore()
    await store.send(.failed(.network)) {
      $0.save = .loadingFailure(.network)
      $0.error = self.alert(.network, [.retry(.saveTapped), .dismiss()])
    }

    await store.send(.errorPresentation(.tapped(.navigateBack)))

    await store.finish()
  }

  @Test func givenCustomTitlesAndJapaneseWhenTheAlertIsBuiltThenTheGivenTitlesWinAndTheRestAreJapanese() {
    let policy = Policy(language: .japanese) { _ in
      .alert(title: "保存できません", actions: [.retry(.saveTapped, title: "もう一度保存"), .navigateBack(.closeTapped)])
    }

    guard case .alert(let shown)? = policy.presentation(of: .network) else { return #expect(Bool(false)) }

    #expect(shown.title == "保存できません")
    #expect(shown.message == AppError.network.userMessage(in: .japanese))
    #expect(shown.buttons.map(\.title) == ["もう一度保存", "戻る"])
  }

  @Test func givenTwoActionsWithOneRoleWhenTheAlertIsBuiltThenTheFirstIsKept() {
    let shown = ErrorAlert<SaveFeature.Action>(
      error: .network,
      actions: [.retry(.saveTapped, title: "First"), .retry(.closeTapped, title: "Second")]
    )

    #expect(shown.actions == [.retry(.saveTapped, title: "First")])
    #expect(shown.action(for: .retry) == .retry(.saveTapped, title: "First"))
  }

  @Test func givenNoActionsWhenTheAlertIsBuiltThenItCanStillBeClosed() {
    let shown = ErrorAlert<SaveFeature.Action>(error: .unknown, actions: [])

    #expect(shown.buttons.map(\.action) == [.dismiss])
    #expect(shown.buttons.map(\.title) == ["OK"])
  }

  @Test func givenARetryTitledLikeTheDismissButtonWhenTheAlertIsBuiltThenBothButtonsStay() {
    let shown = ErrorAlert<SaveFeature.Action>(
      error: .network, actions: [.retry(.saveTapped, title: "OK"), .dismiss()])

    #expect(shown.buttons.map(\.action) == [.retry, .dismiss])
    #expect(shown.buttons.map(\.role) == [nil, .cancel])
  }

  // MARK: - Inline and banner

  @Test func givenWrongCredentialsWhenThePolicySaysInlineThenTheDesignersMessageIsShownInline() async {
    let store = makeStore(Policy { _ in .inline(message: "Check your email and password.") })

    await store.send(.failed(.invalidCredentials)) {
      $0.save = .loadingFailure(.invalidCredentials)
      $0.error = .inline(.invalidCredentials, message: "Check your email and password.")
    }
    await store.send(.saveTapped) {
      $0.save = .retryLoading(.invalidCredentials)
      $0.error = nil
    }
  }

  @Test func givenABannerPolicyWhenAFailureIsDismissedThenTheNextActionsDoNotRaiseItAgain() async {
    let store = makeStore(.banners(), save: .reLoading("draft"))
    let banner = ErrorPresentation<SaveFeature.Action>.banner(.network, message: AppError.network.userMessage())

    await store.send(.failed(.network)) {
      $0.save = .reLoadingFailure("draft", .network)
      $0.error = banner
    }
    await store.send(.errorPresentation(.dismissed)) { $0.error = nil }
    await store.send(.somethingElse)

    await store.send(.saveTapped) { $0.save = .reLoading("draft") }
    await store.send(.failed(.network)) {
      $0.save = .reLoadingFailure("draft", .network)
      $0.error = banner
    }
  }

  @Test func givenABannerWhenTheFailureGoesAwayWithoutTheUserThenTheBannerGoesWithIt() async {
    let store = makeStore(.banners(), save: .reLoading("draft"))
    await store.send(.failed(.network)) {
      $0.save = .reLoadingFailure("draft", .network)
      $0.error = .banner(.network, message: AppError.network.userMessage())
    }

    await store.send(.saveTapped) {
      $0.save = .reLoading("draft")
      $0.error = nil
    }
  }

  @Test func givenAPresentationOfAnotherFailureWhenThisFailureGoesAwayThenThatPresentationStays() async {
    let other = ErrorPresentation<SaveFeature.Action>.banner(.forbidden, message: "The other list failed.")
    let store = TestStore(
      initialState: SaveFeature.State(save: .loadingFailure(.network), error: other),
      reducer: SaveFeature(policy: .banners())
    )

    await store.send(.saveTapped) { $0.save = .retryLoading(.network) }
  }

  @Test func givenAPresentationOfAnotherFailureWhenThisFeatureFailsInAWayThePolicyHidesThenThatPresentationStays() async {
    let other = ErrorPresentation<SaveFeature.Action>.banner(.forbidden, message: "The other list failed.")
    let store = TestStore(
      initialState: SaveFeature.State(save: .initialLoading, error: other),
      reducer: SaveFeature(policy: Policy { error in error == .notFound ? .hidden : .banner() })
    )

    await store.send(.failed(.notFound)) { $0.save = .loadingFailure(.notFound) }
  }

  @Test func givenAnyPolicyWhenTheWorkWasCancelledThenTheStateGoesBackAndNothingIsShown() async {
    let store = makeStore()

    await store.send(.failed(.cancelled)) { $0.save = .idle }
    #expect(store.state.error == nil, "a cancellation is no failure: the state went back, nothing is shown")
    await store.send(.errorPresentation(.dismissed))
  }

  @Test func givenAPolicyThatHidesAnErrorWhenItHappensThenNothingIsShown() {
    let policy = Policy { error in error == .notFound ? .hidden : .banner() }

    #expect(policy.presentation(of: .notFound) == nil)
    #expect(policy.presentation(of: .network) != nil)
  }

  // MARK: - The ready policies

  @Test(arguments: [
    (AppError.network, [ErrorActionRole.retry, .dismiss]),
    (.invalidResponse, [.retry, .dismiss]),
    (.notFound, [.navigateBack]),
    (.forbidden, [.navigateBack]),
    (.unauthorized, [.dismiss]),
    (.decoding, [.dismiss]),
  ])
  func givenTheAlertsPolicyWhenAnErrorIsShownThenItsButtonsFitItsKind(
    error: AppError,
    roles: [ErrorActionRole]
  ) {
    let policy = Policy.alerts(retry: .saveTapped, back: .closeTapped)

    guard case .alert(let shown)? = policy.presentation(of: error) else { return #expect(Bool(false)) }

    #expect(shown.buttons.map(\.action) == roles)
  }

  @Test func givenTheAlertsPolicyWithoutBackWhenTheContentIsGoneThenTheAlertOnlyCloses() {
    let policy = Policy.alerts(retry: .saveTapped)

    guard case .alert(let shown)? = policy.presentation(of: .notFound) else { return #expect(Bool(false)) }

    #expect(shown.buttons.map(\.action) == [.dismiss])
  }

  @Test func givenTwoEqualErrorsWhenPresentedThenTheyHaveOneIdentity() {
    #expect(AppError.network.id == AppError.network.id)
    #expect(AppError.validation(reason: "a").id != AppError.validation(reason: "b").id)
    #expect(Policy.banners().presentation(of: .network)?.id == .network)
  }
}
