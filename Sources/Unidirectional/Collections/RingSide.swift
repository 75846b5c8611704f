/// The side of a gap in a ``RingBuffer`` that moved to close it.
@usableFromInline
enum RingSide {
  /// The elements before the gap moved one slot towards the back: they kept their
  /// positions.
  case front
  /// The elements after the gap moved one slot towards the front: each lost one position.
  case back
}
