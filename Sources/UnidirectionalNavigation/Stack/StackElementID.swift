import Unidirectional
/// The identity of one screen of a ``StackState``: minted by the stack when the screen is
/// pushed, never reused by that stack.
///
/// Ids count up from 0 in each stack, so a test that pushes the same screens in the same
/// order sees the same ids, and a screen popped and pushed again is a new screen.
public struct StackElementID: Hashable, Comparable, Sendable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The screen's number in its stack: 0 for the first one pushed.
  public let rawValue: UInt

  /// Creates the id with number `rawValue`.
  ///
  /// - Parameter rawValue: The screen's number in its stack.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Creates the id with number `value`, as in `.element(id: 0, action: .tapped)`.
  ///
  /// - Parameter value: The screen's number in its stack.
  public init(integerLiteral value: UInt) {
    self.init(rawValue: value)
  }

  /// Whether `lhs` was minted before `rhs` by the same value.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number alone, as a test's action spells it.
  public var description: String { "\(rawValue)" }

  /// Reads the number alone.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    try self.init(rawValue: decoder.singleValueContainer().decode(UInt.self))
  }

  /// Writes the number alone.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
