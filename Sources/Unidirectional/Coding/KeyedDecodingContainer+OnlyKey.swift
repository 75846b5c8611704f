extension KeyedDecodingContainer {
  /// The one key of an object that holds exactly one of `Key`'s cases, as an enum with
  /// payloads is written, or a `DecodingError` that says what it should hold.
  ///
  /// - Parameter expected: What the object holds, for the error: `"An edit is exactly one
  ///   of update, remove and insert."`.
  /// - Returns: The object's only key.
  package func onlyKey(expected: String) throws -> Key {
    guard allKeys.count == 1, let key = allKeys.first else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: expected))
    }
    return key
  }
}
