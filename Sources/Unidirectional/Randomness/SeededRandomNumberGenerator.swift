/// A random number generator whose numbers follow from its seed alone: the same seed gives
/// the same numbers on every run and every platform.
///
/// Use it where randomness must replay: a feature's injected generator, a scripted demo,
/// or the testing module's `ModelBasedWalk`. It implements SplitMix64: a 64-bit counter
/// walked by a fixed odd step, each value scrambled by two multiply-xorshift rounds. Fast
/// and statistically sound, and far from cryptographic.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let latency = random.nextInt(in: 1...9) * 10  // the same every run
/// ```
///
/// Prefer ``nextInt(in:)`` to `Int.random(in:using:)`, whose algorithm the standard library
/// does not promise to keep: a seed printed by one toolchain must replay on the next.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  ///
  /// - Parameter seed: Any value.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, taken from the high half of a 64-by-64-bit product: the same
  /// number for the same seed on every toolchain, with a bias below 2⁻³² for ranges of
  /// fewer than 2³² values.
  ///
  /// - Parameter range: The values to choose from.
  /// - Returns: A value of `range`.
  public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    guard width != 0 else { return Int(truncatingIfNeeded: next()) }
    return range.lowerBound &+ Int(truncatingIfNeeded: width.multipliedFullWidth(by: next()).high)
  }

  /// `elements` in an order drawn from this generator, by a Fisher-Yates shuffle: the same
  /// order for the same seed on every toolchain, which `shuffled(using:)` does not promise.
  ///
  /// - Parameter elements: The elements to order.
  /// - Returns: The elements, shuffled.
  public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, nextInt(in: 0...index))
    }
    return result
  }

  /// A number in `0..<1` with 53 random bits: the chance of an event, drawn the same way on
  /// every platform.
  ///
  /// ```swift
  /// var random = SeededRandomNumberGenerator(seed: 42)
  /// let failureRate = 0.1
  /// let fails = random.nextUnit() < failureRate
  /// ```
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
