/// A tiny seeded random number generator, so a randomized test makes the same choices on
/// every run and every platform, and a failure names the seed that reproduces it.
///
/// SplitMix64 walks a 64-bit counter by a fixed odd step and scrambles each value with two
/// multiply-xorshift rounds. The paging demo has the same generator
/// (`Sources/PagingDemo/SplitMix64.swift`), internal to its executable, which this test
/// target does not depend on. The helpers are written out instead of using
/// `Int.random(in:using:)` and `shuffled(using:)`, whose algorithms the standard library
/// does not promise to keep.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let ticks = random.nextInt(in: 1...4)   // the same every run
/// ```
struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
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

  /// A number in `range`, from the high half of a 64-by-64-bit product.
  ///
  /// - Parameter range: The values to choose from; must not be empty.
  mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(width.multipliedFullWidth(by: next()).high)
  }

  /// `elements` in an order drawn from this generator (a Fisher-Yates shuffle).
  mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, nextInt(in: 0...index))
    }
    return result
  }
}
