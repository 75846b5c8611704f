/// Random bits drawn by a closure: the generator a ``RandomNumberSource`` wraps to defer to
/// another source.
struct DrawnBits: RandomNumberGenerator, Sendable {
  /// Draws the next 64 bits.
  let draw: @Sendable () -> UInt64

  /// The next 64 bits.
  mutating func next() -> UInt64 {
    draw()
  }
}
