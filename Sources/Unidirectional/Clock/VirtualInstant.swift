/// A point in a clock's own time, counted from the clock's start: the instant of
/// ``ImmediateClock`` and of the testing module's `TestClock`, clocks whose time moves only
/// when they are told to.
///
/// ```swift
/// let start = VirtualInstant()
/// let later = start.advanced(by: .seconds(2))
/// print(start.duration(to: later))   // 2.0 seconds
/// ```
public struct VirtualInstant: InstantProtocol, Hashable, Sendable {
  /// The time since the clock's start.
  public let offset: Duration

  /// Creates an instant `offset` after the clock's start.
  ///
  /// - Parameter offset: The time since the clock's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> VirtualInstant {
    VirtualInstant(offset: offset + duration)
  }

  /// The time from this instant to `other`.
  public func duration(to other: VirtualInstant) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
