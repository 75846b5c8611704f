import Foundation
public import TicTacToeAuthentication
public import TicTacToeTwoFactor
public import Unidirectional
public import UnidirectionalBindings
public import UnidirectionalNavigation

/// TCA's sign-in screen, rebuilt from its behaviour: an email and a password, a request
/// that answers with a session or asks for a second factor, and an alert on a refusal.
public struct Login: Reducer {
  /// What was typed, the request in flight, and what is shown over the screen.
  public struct State: Equatable, Sendable {
    /// Why the sign-in was refused.
    @PresentationState public var alert: AlertState<Action.Alert>?
    /// The email typed so far.
    public var email = ""
    /// Whether both fields are filled in.
    public var isFormValid = false
    /// Whether the request was sent and no answer came yet.
    public var isLoginRequestInFlight = false
    /// The password typed so far.
    public var password = ""
    /// The second-factor screen, when the service asks for one.
    @PresentationState public var twoFactor: TwoFactor.State?

    /// A screen with nothing typed.
    public init() {}
  }

  /// What the screen does.
  public enum Action: Equatable, Sendable {
    /// The refusal alert's actions.
    case alert(PresentationAction<Alert>)
    /// The service's answer.
    case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
    /// An action of the second-factor screen.
    case twoFactor(PresentationAction<TwoFactor.Action>)
    /// What the user does.
    case view(View)

    /// The refusal alert has only its OK button.
    public enum Alert: Equatable, Sendable {}

    /// What the user does on the screen.
    public enum View: Equatable, Sendable {
      /// An email or a password typed.
      case binding(BindingAction<State>)
      /// Sends the email and the password.
      case loginButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The screen's reducer.
  public init() {}

  /// Checks the form, signs in, and shows a refusal or the second factor.
  public var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.view).appending(ActionPath(Action.View.binding)))
    Reduce { state, action in
      switch action {
      case .alert, .twoFactor:
        break
      case .loginResponse(.success(let response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired { state.twoFactor = TwoFactor.State(token: response.token) }
      case .loginResponse(.failure(let error)):
        state.alert = AlertState(title: error.localizedDescription)
        state.isLoginRequestInFlight = false
      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password, authenticationClient] send in
          send(
            .loginResponse(
              await AuthenticationError.outcome {
                try await authenticationClient.login(email, password)
              }))
        }
      }
      return .none
    }
    .ifLet(\.$alert, action: ActionPath(Action.alert))
    .ifLet(\.$twoFactor, action: ActionPath(Action.twoFactor)) { TwoFactor() }
  }
}
