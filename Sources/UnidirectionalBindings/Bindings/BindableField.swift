import Unidirectional
/// One field of a ``BindableFields`` state: its name, its key path, and how the value a
/// ``BindingAction`` sets it to is written.
///
/// Build one with ``field(_:_:)``, or with ``secret(_:_:)`` for a value the recording must
/// not hold.
public struct BindableField<Root>: Sendable {
  /// The name the field is written under.
  let name: String
  /// The field.
  let keyPath: any PartialKeyPath<Root> & Sendable
  /// Writes the value of an action that sets this field.
  let encodeValue: @Sendable (any Sendable, inout KeyedEncodingContainer<BindingCodingKey>) throws -> Void
  /// Reads the value and builds the action that sets this field to it.
  let decodeAction: @Sendable (KeyedDecodingContainer<BindingCodingKey>) throws -> BindingAction<Root>

  /// A field whose actions are written with their value: `{"field":"email","value":"…"}`.
  ///
  /// - Parameters:
  ///   - name: The name the field is written under.
  ///   - keyPath: The field, such as `\.email`.
  /// - Returns: The field.
  public static func field<Value: Codable & Equatable & Sendable>(
    _ name: String, _ keyPath: any WritableKeyPath<Root, Value> & Sendable
  ) -> Self {
    BindableField(
      name: name,
      keyPath: keyPath,
      // The action's key path is this field's, so its value is a Value.
      encodeValue: { value, container in try container.encode(value as! Value, forKey: .value) },
      decodeAction: { container in .set(keyPath, try container.decode(Value.self, forKey: .value)) }
    )
  }

  /// A field whose actions are written without their value, with the redaction marker of
  /// ``Secret`` in its place: `{"field":"password","value":{"redacted":true}}`. Read back,
  /// such an action sets the field empty.
  ///
  /// - Parameters:
  ///   - name: The name the field is written under.
  ///   - keyPath: The field, such as `\.password`.
  /// - Returns: The field.
  public static func secret<Value: RangeReplaceableCollection & Equatable & Sendable>(
    _ name: String, _ keyPath: any WritableKeyPath<Root, Value> & Sendable
  ) -> Self {
    BindableField(
      name: name,
      keyPath: keyPath,
      encodeValue: { _, container in try container.encode(Secret(wrappedValue: Value()), forKey: .value) },
      decodeAction: { container in .set(keyPath, try container.decode(Secret<Value>.self, forKey: .value).wrappedValue) }
    )
  }
}
