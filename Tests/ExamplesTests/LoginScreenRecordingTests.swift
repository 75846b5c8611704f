import ErrorHandling
import Examples
import Foundation
import LoadingStates
import Testing
import Unidirectional
import UnidirectionalBindings
import UnidirectionalRecording

/// A recorded sign-in session holds every action and the form it started from, the email
/// as typed and never a password: the password field is secret in the state and in the
/// binding actions that set it.
struct LoginScreenRecordingTests {
  let screen = LoginScreen { _ in Session(token: "never called") }

  /// The session: the form opens filled in, the first password is wrong, the user types
  /// another and signs in.
  let session: [(LoginScreen.Action, ActionOrigin)] = [
    (.submitTapped, .sent),
    (.signInFinished(.failure(.invalidCredentials)), .effect),
    (.binding(.set(\.credentials.password, "correct horse battery staple")), .sent),
    (.submitTapped, .sent),
    (.signInFinished(.success(Session(token: "t-1"))), .effect),
  ]

  /// Records the session as a store would, reducing each action on the state before it.
  func recorded() -> Recording<LoginScreen.State, LoginScreen.Action> {
    var state = LoginScreen.State(credentials: Credentials(email: "ada@example.com", password: "hunter2"))
    var recording = Recording<LoginScreen.State, LoginScreen.Action>(startState: state)
    for (action, origin) in session {
      recording.record(action, origin: origin, stateBefore: state)
      _ = screen.reduce(into: &state, action: action)
    }
    return recording
  }

  @Test func givenASignInSessionWhenWrittenThenNoPasswordTypedAppearsAnywhere() throws {
    let text = String(decoding: try recorded().jsonLines(), as: UTF8.self)

    #expect(!text.contains("hunter2"))
    #expect(!text.contains("correct horse"))
    #expect(
      text == """
        {"recording":1,"startState":{"credentials":{"email":"ada@example.com","password":{"redacted":true}},"submission":{"idle":{}}}}
        {"action":{"submitTapped":{}},"origin":"sent"}
        {"action":{"signInFinished":{"result":{"failure":{"case":"invalidCredentials"}}}},"origin":"effect"}
        {"action":{"binding":{"set":{"field":"password","value":{"redacted":true}}}},"origin":"sent"}
        {"action":{"submitTapped":{}},"origin":"sent"}
        {"action":{"signInFinished":{"result":{"success":{"token":"t-1"}}}},"origin":"effect"}

        """
    )
  }

  @Test func givenAWrittenSessionWhenReadBackThenEverythingButThePasswordsComesBack() throws {
    let read = try Recording<LoginScreen.State, LoginScreen.Action>(jsonLines: recorded().jsonLines())

    #expect(read.startState == LoginScreen.State(credentials: Credentials(email: "ada@example.com", password: "")))
    #expect(read.entries.map(\.origin) == session.map(\.1))
    #expect(
      read.entries.map(\.action) == [
        .submitTapped,
        .signInFinished(.failure(.invalidCredentials)),
        .binding(.set(\.credentials.password, "")),
        .submitTapped,
        .signInFinished(.success(Session(token: "t-1"))),
      ]
    )
  }

  @Test func givenAFailureShownInTheFormWhenTheStateIsWrittenThenItReadsBackAsShown() throws {
    var state = LoginScreen.State(credentials: Credentials(email: "ada@example.com", password: "hunter2"))
    _ = screen.reduce(into: &state, action: .submitTapped)
    _ = screen.reduce(into: &state, action: .signInFinished(.failure(.network)))
    _ = screen.reduce(into: &state, action: .binding(.set(\.credentials.password, "hunter3")))

    let written = try Recording<LoginScreen.State, LoginScreen.Action>(startState: state).jsonLines()
    let read = try Recording<LoginScreen.State, LoginScreen.Action>(jsonLines: written).startState

    #expect(!String(decoding: written, as: UTF8.self).contains("hunter3"))
    #expect(read.error == state.error)
    #expect(read.submission == .loadingFailure(.network))
    #expect(read.credentials == Credentials(email: "ada@example.com", password: ""))
  }

  @Test func givenTheEmailFieldWhenItsBindingIsWrittenThenItKeepsWhatWasTyped() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let typed = LoginScreen.Action.binding(.set(\.credentials.email, "ada@example.com"))

    let text = String(decoding: try encoder.encode(typed), as: UTF8.self)

    #expect(text == #"{"binding":{"set":{"field":"email","value":"ada@example.com"}}}"#)
    #expect(try JSONDecoder().decode(LoginScreen.Action.self, from: Data(text.utf8)) == typed)
  }
}
