import Foundation
import Testing
import Unidirectional
import UnidirectionalBindings

/// A secret field is a plain field to the feature and a redaction marker to an encoder, so
/// a recorded state never holds the password that was typed.
struct SecretTests {
  struct SignInForm: Equatable, Sendable, Codable {
    var email = "ada@example.com"
    @Secret var password = "hunter2"
  }

  @Test func givenAStateWithASecretWhenEncodedThenThePasswordIsNowhereInTheJSON() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let text = String(decoding: try encoder.encode(SignInForm()), as: UTF8.self)

    #expect(text == #"{"email":"ada@example.com","password":{"redacted":true}}"#)
    #expect(!text.contains("hunter2"))
  }

  @Test func givenARedactedStateWhenDecodedThenTheSecretIsEmptyAndTheRestComesBack() throws {
    let read = try JSONDecoder().decode(
      SignInForm.self, from: Data(#"{"email":"ada@example.com","password":{"redacted":true}}"#.utf8))

    #expect(read == SignInForm(email: "ada@example.com", password: ""))
  }

  @Test func givenASecretWrittenAsItsValueWhenDecodedThenItIsADecodingError() throws {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SignInForm.self, from: Data(#"{"email":"a","password":"hunter2"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SignInForm.self, from: Data(#"{"email":"a","password":{"redacted":false}}"#.utf8))
    }
  }

  @Test func givenTwoStatesThenTheSecretComparesByItsValue() {
    var other = SignInForm()
    other.password = "hunter3"

    #expect(SignInForm() == SignInForm())
    #expect(SignInForm() != other)
  }

  @Test func givenAStateWithASecretThenItsDumpShowsTheValueForTests() {
    #expect(
      structuralDump(SignInForm()) == """
        SecretTests.SignInForm(
          email: "ada@example.com",
          _password: "hunter2"
        )
        """
    )
  }
}
