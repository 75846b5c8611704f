import Testing

@testable import PagingDemo

struct SplitMix64Tests {
  @Test func seedZeroGivesThePublishedReferenceSequence() {
    var random = SplitMix64(seed: 0)

    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func numbersInARangeStayInIt() {
    var random = SplitMix64(seed: 42)
    let draws = (0..<1_000).map { _ in random.nextInt(in: 30...90) }

    #expect(draws.allSatisfy { (30...90).contains($0) })
    #expect(draws.contains(30) && draws.contains(90))
  }

  @Test func unitNumbersStayBelowOne() {
    var random = SplitMix64(seed: 42)

    #expect((0..<1_000).allSatisfy { _ in (0..<1).contains(random.nextUnit()) })
  }
}
