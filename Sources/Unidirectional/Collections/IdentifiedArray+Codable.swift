extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array, in order.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try Array(storage).encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable {
  /// Decodes an array of elements, in order.
  ///
  /// A repeated id is bad input, not something to guess about: decoding fails with a
  /// `DecodingError.dataCorrupted` that names the id and its two positions.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    var seen: [Element.ID: Int] = [:]
    for (position, element) in elements.enumerated() {
      if let first = seen.updateValue(position, forKey: element.id) {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription:
              "IdentifiedArray: the id \(element.id) appears at positions \(first) and \(position); ids must be unique"
          ))
      }
    }
    self.init(uniqueElements: elements)
  }
}
