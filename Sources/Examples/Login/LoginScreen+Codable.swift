import ErrorHandling
import Unidirectional
public import UnidirectionalBindings

extension LoginScreen.State: BindableFields {
  /// The form's fields, by the names a recording writes: the email as typed, the password
  /// redacted.
  public static let bindableFields: [BindableField<Self>] = [
    .field("email", \.credentials.email),
    .secret("password", \.credentials.password),
  ]
}

extension LoginScreen.Action: Codable {
  /// Writes the action in Swift's synthesized shape, the sign-in's `Result` as a
  /// ``/Unidirectional/CodableResult`` and a field by its name, the password redacted:
  ///
  /// ```text
  /// {"binding":{"set":{"field":"email","value":"ada@example.com"}}}
  /// {"binding":{"set":{"field":"password","value":{"redacted":true}}}}
  /// {"signInFinished":{"result":{"failure":{"case":"invalidCredentials"}}}}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try CodedLoginAction(self).encode(to: encoder)
  }

  /// Reads an action written by ``encode(to:)``; a typed password reads back empty.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self = try CodedLoginAction(from: decoder).action
  }
}

/// ``LoginScreen/Action`` with its payloads named and its result encodable, so Swift
/// synthesizes its `Codable`.
private enum CodedLoginAction: Codable {
  case binding(set: BindingAction<LoginScreen.State>)
  case submitTapped
  case signInFinished(result: CodableResult<Session, AppError>)
  case closeTapped
  case error(answer: ErrorPresentationAction)

  /// The coded copy of `action`.
  init(_ action: LoginScreen.Action) {
    self =
      switch action {
      case .binding(let binding): .binding(set: binding)
      case .submitTapped: .submitTapped
      case .signInFinished(let result): .signInFinished(result: CodableResult(result))
      case .closeTapped: .closeTapped
      case .error(let answer): .error(answer: answer)
      }
  }

  /// The action this copy codes.
  var action: LoginScreen.Action {
    switch self {
    case .binding(let binding): .binding(binding)
    case .submitTapped: .submitTapped
    case .signInFinished(let result): .signInFinished(result.result)
    case .closeTapped: .closeTapped
    case .error(let answer): .error(answer)
    }
  }
}
