import Foundation
import Testing
import Unidirectional
import UnidirectionalBindings

/// A binding action is written by its field's name, which the state lists; a secret
/// field's value never reaches the file, and a field the list leaves out, or a name it does
/// not have, fails in one sentence that names it.
struct BindingActionCodableTests {
  struct Account: Equatable, Codable, BindableFields {
    struct Address: Equatable, Codable {
      var city = ""
    }

    var email = ""
    var age = 0
    var address = Address()
    @Secret var password = ""
    var nickname = ""

    static let bindableFields: [BindableField<Account>] = [
      .field("email", \.email),
      .field("age", \.age),
      .field("city", \.address.city),
      .secret("password", \.password),
    ]
  }

  typealias Binding = BindingAction<Account>

  func json(_ action: Binding) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(action), as: UTF8.self)
  }

  func decoded(_ json: String) throws -> Binding {
    try JSONDecoder().decode(Binding.self, from: Data(json.utf8))
  }

  @Test func givenAListedFieldWhenEncodedThenItIsWrittenByNameWithItsValueAndReadBack() throws {
    let actions: [(Binding, String)] = [
      (.set(\.email, "ada@example.com"), #"{"field":"email","value":"ada@example.com"}"#),
      (.set(\.age, 36), #"{"field":"age","value":36}"#),
      (.set(\.address.city, "London"), #"{"field":"city","value":"London"}"#),
    ]

    for (action, expected) in actions {
      #expect(try json(action) == expected)
      #expect(try decoded(json(action)) == action)
    }
  }

  @Test func givenASecretFieldWhenEncodedThenTheValueIsRedactedAndReadsBackEmpty() throws {
    let text = try json(.set(\.password, "hunter2"))

    #expect(text == #"{"field":"password","value":{"redacted":true}}"#)
    #expect(!text.contains("hunter2"))
    #expect(try decoded(text) == .set(\.password, ""))
  }

  @Test func givenAFieldTheListLeavesOutWhenEncodedThenTheErrorNamesItAndSaysToListIt() throws {
    let error = #expect(throws: EncodingError.self) { try json(.set(\.nickname, "Countess")) }

    guard case .invalidValue(_, let context)? = error else {
      Issue.record("expected invalidValue, got \(String(describing: error))")
      return
    }
    #expect(
      context.debugDescription == """
        BindingActionCodableTests.Account.bindableFields does not list \\Account.nickname: add it \
        there, as .field(name, keyPath), or .secret(name, keyPath) for a value a recording must not \
        hold, to encode the actions that set it.
        """)
  }

  @Test func givenANameTheListDoesNotHaveWhenDecodedThenTheErrorNamesItAndTheKnownOnes() throws {
    let error = #expect(throws: DecodingError.self) { try decoded(#"{"field":"nickname","value":"Countess"}"#) }

    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(
      context.debugDescription == """
        BindingActionCodableTests.Account.bindableFields has no field named "nickname"; it has \
        "email", "age", "city", "password".
        """)
    #expect(context.codingPath.map(\.stringValue) == ["field"])
  }

  @Test func givenAValueOfTheWrongTypeWhenDecodedThenItIsADecodingError() throws {
    #expect(throws: DecodingError.self) { try decoded(#"{"field":"age","value":"thirty-six"}"#) }
  }
}
