/// A tiny seeded random number generator, so the demo's feed, latencies and failures are
/// the same on every run and every platform for a given seed.
///
/// SplitMix64 walks a 64-bit counter by a fixed odd step and scrambles each value with two
/// multiply-xorshift rounds. It is fast, passes the usual statistical batteries, and is far
/// from cryptographic, which is all a demo needs.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let latency = random.nextInt(in: 30...90) * 10   // milliseconds, the same every run
/// ```
///
/// The helpers below are written out instead of using `Int.random(in:using:)`, whose
/// algorithm the standard library does not promise to keep.
struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  ///
  /// - Parameter seed: Any value.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, from the high half of a 64-by-64-bit product (bias below 2⁻³²
  /// for the small ranges the demo uses).
  ///
  /// - Parameter range: The values to choose from; must not be empty.
  mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(width.multipliedFullWidth(by: next()).high)
  }

  /// A number in `0..<1`, with 53 random bits.
  mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
