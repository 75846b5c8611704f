package import Foundation

/// Bounds how deeply JSON nests before a decoder reads it: Foundation's `JSONDecoder` traps,
/// rather than throws, on some inputs nested past 512 levels (513 `[` at the end of the
/// input), and a trap in a reader of files or answers crashes the app.
///
/// Every reader of JSON the package is handed, a saved value, a recording, a server's
/// answer, checks it first; no state or answer a person writes comes near the limit.
package enum JSONNesting {
  /// The deepest nesting read: 256 arrays and objects, one inside the other.
  package static let limit = 256

  /// Throws a `DecodingError` when `data` nests arrays and objects deeper than ``limit``;
  /// brackets inside strings do not count.
  ///
  /// - Parameter data: The JSON about to be decoded.
  /// - Complexity: O(*n*) for *n* bytes.
  package static func check(_ data: Data) throws {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { throw tooDeep() }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
  }

  private static func tooDeep() -> DecodingError {
    DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: [],
        debugDescription: "The JSON nests arrays and objects more than \(limit) levels deep."))
  }
}
