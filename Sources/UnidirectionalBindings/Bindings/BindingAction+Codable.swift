import Unidirectional
extension BindingAction: Codable where Root: BindableFields {
  /// Writes the field by its name in `Root.bindableFields`, with its value, or with the
  /// redaction marker for a secret field: `{"field":"email","value":"ada@example.com"}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: An `EncodingError` when `Root.bindableFields` does not list the field.
  public func encode(to encoder: any Encoder) throws {
    guard let field = Root.bindableFields.first(where: { $0.keyPath as AnyKeyPath == keyPath as AnyKeyPath })
    else {
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: """
            \(TypeNames.name(of: Root.self)).bindableFields does not list \(keyPath): add it there, \
            as .field(name, keyPath), or .secret(name, keyPath) for a value a recording must not \
            hold, to encode the actions that set it.
            """))
    }
    var container = encoder.container(keyedBy: BindingCodingKey.self)
    try container.encode(field.name, forKey: .field)
    try field.encodeValue(value, &container)
  }

  /// Reads an action written by ``encode(to:)``: the field by its name, set to the value,
  /// or set empty for a secret field.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: A `DecodingError` when `Root.bindableFields` has no field of that name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: BindingCodingKey.self)
    let name = try container.decode(String.self, forKey: .field)
    let fields = Root.bindableFields
    guard let field = fields.first(where: { $0.name == name }) else {
      let names = fields.map { "\"\($0.name)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .field, in: container,
        debugDescription: "\(TypeNames.name(of: Root.self)).bindableFields has no field named \"\(name)\"; it has \(names).")
    }
    self = try field.decodeAction(container)
  }
}
