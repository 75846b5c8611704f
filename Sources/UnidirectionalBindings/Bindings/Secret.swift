public import Unidirectional
/// A field of a state whose value is never written when the state is encoded: a password
/// being typed, a token.
///
/// A recording starts with the feature's state, so a state that holds what the user typed
/// into a password field would put the password in the file. Mark the field `@Secret`: it
/// reads and writes as before, compares and hashes by its value, and encodes as the
/// redaction marker, `{"redacted":true}`, in place of the value. Decoding the marker gives
/// an empty value, so a replay starts with an empty field. A secret field that a binding
/// action sets is listed with ``BindableField/secret(_:_:)``, which writes the same marker.
///
/// ```swift
/// struct SignInForm: Equatable, Codable {
///   var email = "ada@example.com"
///   @Secret var password = "hunter2"
/// }
///
/// let json = try JSONEncoder().encode(SignInForm())
/// print(String(decoding: json, as: UTF8.self))
/// ```
///
/// ```text
/// {"email":"ada@example.com","password":{"redacted":true}}
/// ```
///
/// A dump and a test's diff still show the value, as a test that asserts the field needs
/// them to: `_password: "hunter2"`.
@propertyWrapper
public struct Secret<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Marks a field secret.
  ///
  /// - Parameter wrappedValue: The field's value.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  private enum CodingKeys: String, CodingKey {
    case redacted
  }
}

extension Secret: Encodable {
  /// Writes the redaction marker, `{"redacted":true}`, and never the value.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(true, forKey: .redacted)
  }
}

extension Secret: Decodable where Value: RangeReplaceableCollection {
  /// Reads the redaction marker as an empty value: the recording never held the real one.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard try container.decode(Bool.self, forKey: .redacted) else {
      throw DecodingError.dataCorruptedError(
        forKey: .redacted, in: container,
        debugDescription: #"A secret is written as {"redacted":true}, never as its value."#)
    }
    wrappedValue = Value()
  }
}

extension Secret: StructuralDumpRepresentable {
  /// The value: a test's diff shows what the field holds, as for any other field.
  public var structuralDumpValue: Any { wrappedValue }
}

extension Secret: Equatable where Value: Equatable {}
extension Secret: Hashable where Value: Hashable {}
extension Secret: Sendable where Value: Sendable {}
