public import ErrorHandling
public import LoadingStates
public import Unidirectional
public import UnidirectionalBindings

/// Article 002's sign-in form: wrong credentials are said under the form and the password
/// is cleared, every other failure is an alert whose buttons fit it, and an empty form
/// raises the validation alert instead of sending anything.
///
/// A successful sign-in clears the password and shows who is signed in
/// (``State/signedInEmail``); the same button then signs out, which empties the form. The
/// button is disabled while the request runs (``State/canSubmit``).
///
/// The screen keeps one ``ErrorHandling/ErrorPresentation`` in its state, set by
/// ``policy``. Typing clears a message under the form; an alert closes through its buttons,
/// and its Back button closes the screen the way it was shown: popped from a navigation
/// stack, or dismissed as a sheet (``LoginHost`` shows it both ways).
public struct LoginScreen: Reducer {
  /// The form and its submission.
  public struct State: Equatable, Codable, Sendable {
    /// What the user typed.
    public var credentials: Credentials
    /// The sign-in request: idle, in flight, signed in or failed.
    public var submission: DataState<Session, AppError>
    /// The failure shown now, inline or as an alert.
    public var error: ErrorPresentation<Action>?

    /// Creates the form's state; by default, empty.
    ///
    /// - Parameters:
    ///   - credentials: What the user typed.
    ///   - submission: The sign-in request.
    ///   - error: The failure shown now.
    public init(
      credentials: Credentials = Credentials(email: "", password: ""),
      submission: DataState<Session, AppError> = .idle,
      error: ErrorPresentation<Action>? = nil
    ) {
      self.credentials = credentials
      self.submission = submission
      self.error = error
    }

    /// Whether the form's button is enabled: while no request is in flight. An empty form
    /// can be submitted, as in article 002: it raises the validation alert, which tells the
    /// user what is missing, where a disabled button would not.
    public var canSubmit: Bool {
      !submission.isLoading
    }

    /// The email the user is signed in with, for the line under the form; `nil` while
    /// signed out.
    public var signedInEmail: String? {
      submission.value.map { _ in credentials.email }
    }

    /// What the form's one button does now: sign in, or, once signed in, sign out.
    public var button: SubmitButton {
      submission.value == nil ? .signIn : .signOut
    }

    /// The message under the form, if the failure is shown inline.
    public var inlineMessage: String? {
      if case .inline(_, let message)? = error { message } else { nil }
    }
  }

  /// What the user and the sign-in request do.
  public enum Action: Equatable, Sendable {
    /// A field of the form changed: `.set(\.credentials.email, …)` or
    /// `.set(\.credentials.password, …)`.
    case binding(BindingAction<State>)
    /// The form's button, which signs in or, once signed in, signs out (``State/button``);
    /// or an alert's retry button.
    case submitTapped
    /// The sign-in request answered.
    case signInFinished(Result<Session, AppError>)
    /// The screen closes: the close button, or an alert's back button. It returns
    /// ``/Unidirectional/Effect/dismiss(fileID:filePath:line:column:)``, so whatever shows
    /// the screen takes it away: a navigation stack pops it, a sheet is dismissed
    /// (``LoginHost``).
    case closeTapped
    /// The user's answer to the shown failure.
    case error(ErrorPresentationAction)
  }

  /// What the form's one button does, as article 002's button reads "Sign In" or "Sign Out".
  public enum SubmitButton: Equatable, Sendable {
    /// Sends the credentials.
    case signIn
    /// Signs out: the form starts over, empty.
    case signOut
  }

  /// How the screen shows each failure of the sign-in.
  ///
  /// | Failure | Shown as | Buttons |
  /// |---|---|---|
  /// | ``ErrorHandling/AppError/invalidCredentials`` | inline, under the form; the password is cleared | — |
  /// | ``emptyFormError(in:)``, and a ``ErrorHandling/AppError/validation(reason:)`` from the server | alert | OK |
  /// | retryable (network, server, rate limit…) | alert | Try Again (submits again), OK |
  /// | ``ErrorHandling/AppError/forbidden`` (the account may not sign in here) | alert | Back (closes the screen) |
  /// | anything else | alert | OK |
  public static func policy(in language: AppError.Language = .english) -> ErrorPresentationPolicy<Action> {
    ErrorPresentationPolicy(language: language) { error in
      switch error {
      case .invalidCredentials: .inline()
      case _ where error.isRetryable: .alert(actions: [.retry(.submitTapped), .dismiss()])
      case .forbidden: .alert(actions: [.navigateBack(.closeTapped)])
      default: .alert(actions: [.dismiss()])
      }
    }
  }

  /// The failure an empty form raises: a validation error whose reason asks for both
  /// fields, in `language`.
  public static func emptyFormError(in language: AppError.Language = .english) -> AppError {
    switch language {
    case .english: .validation(reason: "Fill in both your email address and your password, then sign in.")
    case .japanese: .validation(reason: "メールアドレスとパスワードの両方を入れてから、もう一度お試しください。")
    }
  }

  let signIn: @Sendable (Credentials) async throws -> Session
  let errorLogger: ErrorLogger
  let language: AppError.Language

  /// Creates the screen with its sign-in call.
  ///
  /// - Parameters:
  ///   - language: The language of the messages and buttons.
  ///   - errorLogger: Logs each failure of `signIn` as it was thrown.
  ///   - signIn: Signs in; throw ``ErrorHandling/AppError/invalidCredentials`` when the
  ///     server rejects the email and password (a 401 from a sign-in endpoint).
  public init(
    language: AppError.Language = .english,
    errorLogger: ErrorLogger = .fromDependencies,
    signIn: @escaping @Sendable (Credentials) async throws -> Session
  ) {
    self.language = language
    self.errorLogger = errorLogger
    self.signIn = signIn
  }

  public var body: some Reducer<State, Action> {
    BindingReducer(action: .binding)
    Reduce(respond)
      .presentingErrors(of: \.submission.failure, in: \.error, action: .error, policy: Self.policy(in: language))
  }

  private func respond(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .binding(let binding):
      if binding.sets(\.credentials.email) || binding.sets(\.credentials.password) {
        clearInlineMessage(&state)
      }
      return .none
    case .submitTapped where state.button == .signOut:
      state = State()
      return .none
    case .submitTapped:
      guard state.credentials.isComplete else {
        state.error = Self.policy(in: language).presentation(of: Self.emptyFormError(in: language))
        return .none
      }
      guard state.submission.startLoading() else { return .none }
      return submit(state.credentials)
    case .signInFinished(.success(let session)):
      state.submission.succeed(session)
      state.credentials.password = ""
      return .none
    case .signInFinished(.failure(let error)):
      state.submission.fail(error)
      if error == .invalidCredentials { state.credentials.password = "" }
      return .none
    case .closeTapped:
      return .dismiss()
    case .error:
      return .none
    }
  }

  /// A message under the form is about what was typed: typing again takes it away.
  private func clearInlineMessage(_ state: inout State) {
    if state.inlineMessage != nil { state.error = nil }
  }

  private func submit(_ credentials: Credentials) -> Effect<Action> {
    let signIn = self.signIn
    let errorLogger = self.errorLogger
    return .run { send in
      send(.signInFinished(.success(try await signIn(credentials))))
    } catch: { error, send in
      send(.signInFinished(.failure(errorLogger.classify(error))))
    }
    .cancellable(id: SignInRequestID(), cancelInFlight: true)
  }
}

extension ActionPath where Root == LoginScreen.Action, Value == BindingAction<LoginScreen.State> {
  /// The form's fields.
  public static var binding: Self {
    ActionPath(embed: Root.binding) { if case .binding(let action) = $0 { action } else { nil } }
  }
}

extension ActionPath where Root == LoginScreen.Action, Value == ErrorPresentationAction {
  /// The user's answer to the shown failure.
  public static var error: Self {
    ActionPath(embed: Root.error) { if case .error(let action) = $0 { action } else { nil } }
  }
}

/// The screen's one sign-in request.
private struct SignInRequestID: Hashable, Sendable {}
