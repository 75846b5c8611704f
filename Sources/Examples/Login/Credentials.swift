/// What the user typed into the sign-in form.
public struct Credentials: Equatable, Sendable {
  /// The email address.
  public var email: String
  /// The password.
  public var password: String

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
public struct Session: Equatable, Sendable {
  /// The session's token.
  public let token: String

  /// Creates a session.
  ///
  /// - Parameter token: The session's token.
  public init(token: String) {
    self.token = token
  }
}
