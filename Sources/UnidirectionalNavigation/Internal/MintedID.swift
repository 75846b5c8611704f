/// A number a navigation state mints for what it shows, never reused by that state:
/// ``PresentationID`` for a presentation, ``StackElementID`` for a pushed screen.
///
/// The two are one type told apart by `Minter`, so an id of one kind can never stand for
/// the other, while their numbering, order, literals and coding are written once.
public struct MintedID<Minter>: Hashable, Comparable, Sendable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The number in its state: the first presentation is 1, the first pushed screen 0.
  public let rawValue: UInt

  /// Creates the id with number `rawValue`.
  ///
  /// - Parameter rawValue: The number in its state.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Creates the id with number `value`, as in `.presented(id: 1, action: .tapped)`.
  ///
  /// - Parameter value: The number in its state.
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

/// The identity of one presentation of a child: minted by its ``PresentationState`` each
/// time a child is presented, never reused by that state.
///
/// A sheet shown twice is two presentations with two ids, and so is a child replaced by
/// another: the effects of the first run under its id, are cancelled with it, and an action
/// addressed to it never reaches the second. Ids count up from 1 in each state, so a test
/// that presents the same children in the same order sees the same ids.
public typealias PresentationID = MintedID<PresentationState<Never>>

/// The identity of one screen of a ``StackState``: minted by the stack when the screen is
/// pushed, never reused by that stack.
///
/// Ids count up from 0 in each stack, so a test that pushes the same screens in the same
/// order sees the same ids, and a screen popped and pushed again is a new screen.
public typealias StackElementID = MintedID<StackState<Never>>
