import DecoderFuzzing
import Foundation
import Testing

/// The fuzzer's inputs are the same for the same seed, and its loose reading of JSON finds
/// the numbers, strings and values it changes.
struct MutatorTests {
  static var seeds: [Data] { [Data(#"{"case":"rateLimited","retryAfter":1.5}"#.utf8), Data(#"{"ids":[1,-2,3e4],"name":"a \"7\" b"}"#.utf8)] }

  @Test func givenTheSameSeedWhenInputsAreMadeThenTheyAreTheSame() {
    var first = Mutator(seeds: Self.seeds, seed: 9)
    var second = Mutator(seeds: Self.seeds, seed: 9)

    #expect((0..<200).map { _ in first.next() } == (0..<200).map { _ in second.next() })
  }

  @Test func givenAnotherSeedWhenInputsAreMadeThenTheyDiffer() {
    var first = Mutator(seeds: Self.seeds, seed: 9)
    var second = Mutator(seeds: Self.seeds, seed: 10)

    #expect((0..<50).map { _ in first.next() } != (0..<50).map { _ in second.next() })
  }

  @Test func givenJSONThenTheNumbersOutsideStringsAreFound() {
    let bytes = [UInt8](Self.seeds[1])

    let numbers = Mutator.numberLiterals(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }

    #expect(numbers == ["1", "-2", "3e4"])
  }

  @Test func givenJSONThenEachStringIsFoundWithItsQuotesAndEscapes() {
    let bytes = [UInt8](Self.seeds[1])

    let strings = Mutator.stringRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }

    #expect(strings == [#""ids""#, #""name""#, #""a \"7\" b""#])
  }

  @Test func givenAValueWithNestedBracketsThenItsEndIsTheCommaAfterIt() {
    let bytes = [UInt8](#"{"a":[1,{"b":"],"}],"c":2}"#.utf8)

    let end = Mutator.endOfValue(in: bytes, from: 5)

    #expect(String(decoding: bytes[5..<end], as: UTF8.self) == #"[1,{"b":"],"}]"#)
  }

  @Test func givenManyInputsThenSomeRepeatAKeyAndSomeNestPast512() {
    var mutator = Mutator(seeds: Self.seeds, seed: 1)

    let inputs = (0..<2_000).map { _ in String(decoding: mutator.next(), as: UTF8.self) }

    #expect(inputs.contains { $0.components(separatedBy: #""retryAfter":"#).count > 2 })
    #expect(inputs.contains { $0.hasSuffix(String(repeating: "[", count: 513)) || $0.contains(String(repeating: "[", count: 513)) })
  }
}
