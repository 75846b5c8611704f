public import Foundation
public import Unidirectional

/// What a sign-in answers: a token, and whether a second factor must follow.
public struct AuthenticationResponse: Equatable, Sendable {
  /// The token of the session, or of the sign-in waiting for its second factor.
  public var token: String
  /// Whether the user must enter a second factor.
  public var twoFactorRequired: Bool

  /// A response carrying `token`.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why a sign-in was refused.
public enum AuthenticationError: Equatable, LocalizedError, Sendable {
  /// No such user, or a wrong password.
  case invalidUserPassword
  /// A wrong second factor.
  case invalidTwoFactor
  /// The token of the first step is not one the service gave.
  case invalidIntermediateToken
  /// The service gave no answer, as when the connection is lost.
  case serviceUnavailable

  /// What the alert says.
  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "Unknown user or invalid password."
    case .invalidTwoFactor: "Invalid second factor (try 1234)"
    case .invalidIntermediateToken: "The sign-in expired; start again."
    case .serviceUnavailable: "The service did not answer; try again."
    }
  }

  /// The outcome of `request` as a value: its response, or why it was refused; a failure
  /// that is no refusal is ``serviceUnavailable``.
  public static func outcome(
    of request: () async throws -> AuthenticationResponse
  ) async -> Result<AuthenticationResponse, AuthenticationError> {
    do {
      return .success(try await request())
    } catch let refusal as AuthenticationError {
      return .failure(refusal)
    } catch {
      return .failure(.serviceUnavailable)
    }
  }
}

/// Signs a user in with an email and a password, then with a second factor when asked.
///
/// The live value is TCA's demonstration service: any email with an `@` and the password
/// `password`; an email containing `2fa` asks for the code `1234`.
public struct AuthenticationClient: Sendable {
  /// Signs in with an email and a password.
  public var login:
    @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Completes a sign-in with the code of the second factor.
  public var twoFactor:
    @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse

  /// A client of the two endpoints.
  public init(
    login:
      @escaping @Sendable (_ email: String, _ password: String) async throws ->
      AuthenticationResponse,
    twoFactor:
      @escaping @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
  ) {
    self.login = login
    self.twoFactor = twoFactor
  }
}

/// Where the sign-in features find the ``AuthenticationClient``.
public enum AuthenticationClientKey: DependencyKey {
  /// The demonstration service, answering after a second.
  public static let liveValue = AuthenticationClient(
    login: { email, password in
      guard email.contains("@"), password == "password" else {
        throw AuthenticationError.invalidUserPassword
      }
      try await ContinuousClock().sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeef", twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { code, token in
      guard token == "deadbeef" else { throw AuthenticationError.invalidIntermediateToken }
      guard code == "1234" else { throw AuthenticationError.invalidTwoFactor }
      try await ContinuousClock().sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    })
  /// The live service.
  public static let previewValue = liveValue
  /// Fails the test on either endpoint a test did not set.
  public static let testValue = AuthenticationClient(
    login: { _, _ in try unimplemented("AuthenticationClient.login") },
    twoFactor: { _, _ in try unimplemented("AuthenticationClient.twoFactor") })
}

extension DependencyValues {
  /// The sign-in service.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClientKey.self] }
    set { self[AuthenticationClientKey.self] = newValue }
  }
}
