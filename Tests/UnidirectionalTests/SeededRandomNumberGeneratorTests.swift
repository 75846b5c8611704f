import Testing
import Unidirectional

struct SeededRandomNumberGeneratorTests {
  @Test func seedZeroGivesThePublishedSplitMix64Sequence() {
    var random = SeededRandomNumberGenerator(seed: 0)

    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func equalSeedsGiveEqualNumbers() {
    var first = SeededRandomNumberGenerator(seed: 42)
    var second = SeededRandomNumberGenerator(seed: 42)

    #expect((0..<100).map { _ in first.nextInt(in: 0...9) } == (0..<100).map { _ in second.nextInt(in: 0...9) })
  }

  @Test func numbersInARangeStayInItAndReachBothEnds() {
    var random = SeededRandomNumberGenerator(seed: 42)
    let draws = (0..<1_000).map { _ in random.nextInt(in: -3...3) }

    #expect(draws.allSatisfy { (-3...3).contains($0) })
    #expect(draws.contains(-3) && draws.contains(3))
  }

  @Test func theWholeRangeOfIntIsARange() {
    var random = SeededRandomNumberGenerator(seed: 42)
    var reference = SeededRandomNumberGenerator(seed: 42)

    #expect(random.nextInt(in: Int.min...Int.max) == Int(truncatingIfNeeded: reference.next()))
  }

  @Test func itDrivesTheStandardLibrarysRandomAPIs() {
    var random = SeededRandomNumberGenerator(seed: 7)
    var again = SeededRandomNumberGenerator(seed: 7)

    #expect([1, 2, 3, 4].shuffled(using: &random) == [1, 2, 3, 4].shuffled(using: &again))
  }

  @Test func aShuffleIsAPermutationAndTheSameForTheSameSeed() {
    var first = SeededRandomNumberGenerator(seed: 9)
    var second = SeededRandomNumberGenerator(seed: 9)
    let elements = Array(0..<100)

    let shuffled = first.shuffled(elements)

    #expect(shuffled.sorted() == elements)
    #expect(shuffled != elements)
    #expect(second.shuffled(elements) == shuffled)
  }

  @Test func unitNumbersStayBelowOne() {
    var random = SeededRandomNumberGenerator(seed: 42)

    #expect((0..<1_000).allSatisfy { _ in (0..<1).contains(random.nextUnit()) })
  }
}
