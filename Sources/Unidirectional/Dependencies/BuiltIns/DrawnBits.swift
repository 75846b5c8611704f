/// Random bits drawn by a closure: the generator a ``RandomNumberSource`` wraps to defer to
/// another source.
package struct DrawnBits: RandomNumberGenerator, Sendable {
  /// Draws the next 64 bits.
  let draw: @Sendable () -> UInt64

  /// Bits drawn by `draw`.
  package init(_ draw: @escaping @Sendable () -> UInt64) {
    self.draw = draw
  }

  /// The next 64 bits.
  package mutating func next() -> UInt64 {
    draw()
  }
}
