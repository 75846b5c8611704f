import Unidirectional
/// A state that names the fields its binding actions set, so those actions can be encoded:
/// a recording writes `{"field":"email","value":"ada@example.com"}`.
///
/// A ``BindingAction`` holds its field as a key path, and a key path has no name that
/// survives a file, so the state lists its bindable fields, each with the name it is
/// written under. A field the recording must not hold, a password, is listed as a secret:
/// its actions are written with the redaction marker in place of the value, and read back
/// as setting the field empty.
///
/// ```swift
/// struct Registration: Equatable, Codable, BindableFields {
///   var email = ""
///   @Secret var password = ""
///
///   static let bindableFields: [BindableField<Registration>] = [
///     .field("email", \.email),
///     .secret("password", \.password),
///   ]
/// }
///
/// let encoder = JSONEncoder()
/// for typed in [BindingAction<Registration>.set(\.email, "ada@example.com"), .set(\.password, "hunter2")] {
///   print(String(decoding: try encoder.encode(typed), as: UTF8.self))
/// }
/// ```
///
/// ```text
/// {"field":"email","value":"ada@example.com"}
/// {"field":"password","value":{"redacted":true}}
/// ```
///
/// Encoding an action that sets a field the list leaves out throws an `EncodingError` that
/// names the field; decoding a name the list does not have throws a `DecodingError` that
/// names it.
public protocol BindableFields {
  /// The fields binding actions set, each with its name; names and key paths are unique.
  static var bindableFields: [BindableField<Self>] { get }
}
