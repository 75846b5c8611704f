import Foundation
public import TicTacToeAuthentication
public import Unidirectional
public import UnidirectionalBindings
public import UnidirectionalNavigation

/// TCA's two-factor screen, rebuilt from its behaviour: a code of at least four characters
/// sent with the token of the first sign-in step; a refusal is an alert.
public struct TwoFactor: Reducer {
  /// The code typed, and the request in flight.
  public struct State: Equatable, Sendable {
    /// Why the code was refused.
    @PresentationState public var alert: AlertState<Action.Alert>?
    /// The code typed so far.
    public var code = ""
    /// Whether the code is long enough to send.
    public var isFormValid = false
    /// Whether the code was sent and no answer came yet.
    public var isTwoFactorRequestInFlight = false
    /// The token of the first sign-in step.
    public let token: String

    /// The screen for the sign-in that gave `token`.
    public init(token: String) {
      self.token = token
    }
  }

  /// What the screen does.
  public enum Action: Equatable, Sendable {
    /// The refusal alert's actions.
    case alert(PresentationAction<Alert>)
    /// The service's answer.
    case twoFactorResponse(Result<AuthenticationResponse, AuthenticationError>)
    /// What the user does.
    case view(View)

    /// The refusal alert has only its OK button.
    public enum Alert: Equatable, Sendable {}

    /// What the user does on the screen.
    public enum View: Equatable, Sendable {
      /// A code typed.
      case binding(BindingAction<State>)
      /// Sends the code.
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The screen's reducer.
  public init() {}

  /// Checks the code's length, sends it, and shows a refusal.
  public var body: some Reducer<State, Action> {
    BindingReducer(action: ActionPath(Action.view).appending(ActionPath(Action.View.binding)))
    Reduce { state, action in
      switch action {
      case .alert:
        break
      case .twoFactorResponse(.failure(let error)):
        state.alert = AlertState(title: error.localizedDescription)
        state.isTwoFactorRequestInFlight = false
      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
      case .view(.binding):
        state.isFormValid = state.code.count >= 4
      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token, authenticationClient] send in
          send(
            .twoFactorResponse(
              await AuthenticationError.outcome {
                try await authenticationClient.twoFactor(code, token)
              }))
        }
      }
      return .none
    }
    .ifLet(\.$alert, action: ActionPath(Action.alert))
  }
}
