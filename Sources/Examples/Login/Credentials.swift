// Public: the password's @Secret wrapper is part of Credentials' interface.
import Unidirectional
public import UnidirectionalBindings

/// What the user typed into the sign-in form.
///
/// Encoded, as the start of a recording holds it, the password is redacted:
/// `{"email":"ada@example.com","password":{"redacted":true}}`.
public struct Credentials: Equatable, Sendable, Codable {
  /// The email address.
  public var email: String
  /// The password; a recording never holds it.
  @Secret public var password: String

  /// Creates credentials.
  ///
  /// - Parameters:
  ///   - email: The email address.
  ///   - password: The password.
  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }

  /// Whether both fields are filled: only then is there something to send.
  public var isComplete: Bool {
    !email.isEmpty && !password.isEmpty
  }
}

/// A signed-in session: what a successful sign-in returns.
public struct Session: Equatable, Sendable, Codable {
  /// The session's token.
  public let token: String

  /// Creates a session.
  ///
  /// - Parameter token: The session's token.
  public init(token: String) {
    self.token = token
  }
}
