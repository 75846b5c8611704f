/// Reads a counter that a value goes on counting with, such as the id of the next request
/// or a revision: a whole number from 0 to 2⁵³.
///
/// A value that counts on traps once its counter passes `Int.max`, and a saved or
/// recorded one can say anything: 2⁵³ is as far as a JSON number is exact in every
/// reader, and leaves more increments than any app makes before the counter could trap.
package enum DecodedCounter {
  /// The largest counter read: 2⁵³.
  package static let limit = 1 << 53

  /// The counter under `key`, or a `DecodingError` that names it and its range.
  ///
  /// - Parameters:
  ///   - key: The counter's key.
  ///   - container: The container that holds it.
  /// - Returns: The counter, from 0 to ``limit``.
  package static func decode<Key: CodingKey>(
    forKey key: Key, in container: KeyedDecodingContainer<Key>
  ) throws -> Int {
    let value = try container.decode(Int.self, forKey: key)
    guard (0...limit).contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "\(key.stringValue) is \(value); a counter is read from 0 to \(limit).")
    }
    return value
  }
}
