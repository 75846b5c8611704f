package import Foundation
import Unidirectional

/// Makes inputs from a target's valid encodings: each one a seed, changed one to three
/// times by a change drawn from a seeded generator, so a campaign's inputs are the same
/// for the same seed.
package struct Mutator {
  /// Numbers at the limits of what decoders and the arithmetic after them take.
  static let edgeNumbers = [
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "9007199254740993",
    "4294967296", "-1", "0", "1e19", "-1e300", "1e308", "0.5", "-0",
  ]

  private let seeds: [[UInt8]]
  private let strings: [[UInt8]]
  private var random: SeededRandomNumberGenerator

  /// A mutator of `seeds`, drawing from `seed`.
  package init(seeds: [Data], seed: UInt64) {
    self.seeds = seeds.map(Array.init)
    strings = Array(Set(self.seeds.flatMap(Self.stringLiterals))).sorted { $0.lexicographicallyPrecedes($1) }
    random = SeededRandomNumberGenerator(seed: seed)
  }

  /// The next input.
  package mutating func next() -> Data {
    var bytes = seeds.randomElement(using: &random) ?? []
    for _ in 0..<Int.random(in: 1...3, using: &random) { mutate(&bytes) }
    return Data(bytes)
  }

  private mutating func mutate(_ bytes: inout [UInt8]) {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: flipByte(&bytes)
    case 1: removeRange(&bytes)
    case 2: repeatRange(&bytes)
    case 3: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
    case 4: replaceNumber(&bytes)
    case 5: replaceString(&bytes)
    case 6: nest(&bytes)
    case 7: repeatMember(&bytes)
    default: spliceFromAnotherSeed(&bytes)
    }
  }

  private mutating func flipByte(_ bytes: inout [UInt8]) {
    guard let index = bytes.indices.randomElement(using: &random) else { return }
    bytes[index] = UInt8.random(in: 0...255, using: &random)
  }

  private mutating func randomRange(in bytes: [UInt8]) -> Range<Int>? {
    guard !bytes.isEmpty else { return nil }
    let start = Int.random(in: 0..<bytes.count, using: &random)
    return start..<min(bytes.count, start + Int.random(in: 1...16, using: &random))
  }

  private mutating func removeRange(_ bytes: inout [UInt8]) {
    guard let range = randomRange(in: bytes) else { return }
    bytes.removeSubrange(range)
  }

  private mutating func repeatRange(_ bytes: inout [UInt8]) {
    guard let range = randomRange(in: bytes) else { return }
    bytes.insert(contentsOf: bytes[range], at: range.upperBound)
  }

  /// Replaces a number of the input with one at the limits.
  private mutating func replaceNumber(_ bytes: inout [UInt8]) {
    guard let range = Self.numberLiterals(in: bytes).randomElement(using: &random),
      let number = Self.edgeNumbers.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(range, with: Array(number.utf8))
  }

  /// Replaces a string of the input with another string that the seeds hold, such as
  /// another case's name.
  private mutating func replaceString(_ bytes: inout [UInt8]) {
    guard let range = Self.stringRanges(in: bytes).randomElement(using: &random),
      let string = strings.randomElement(using: &random)
    else { return }
    bytes.replaceSubrange(range, with: string)
  }

  /// Wraps the input in arrays, or ends it with open ones, up to 600 deep.
  private mutating func nest(_ bytes: inout [UInt8]) {
    let depth = Int.random(in: 1...600, using: &random)
    let open = [UInt8](repeating: UInt8(ascii: "["), count: depth)
    if Bool.random(using: &random) {
      bytes = open + bytes + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
    } else {
      bytes += open
    }
  }

  /// Writes a member of an object twice, `{"a":1,"a":1}`: a repeated key.
  private mutating func repeatMember(_ bytes: inout [UInt8]) {
    let keys = Self.stringRanges(in: bytes).filter { $0.upperBound < bytes.count && bytes[$0.upperBound] == UInt8(ascii: ":") }
    guard let key = keys.randomElement(using: &random) else { return }
    let end = Self.endOfValue(in: bytes, from: key.upperBound + 1)
    bytes.insert(contentsOf: [UInt8(ascii: ",")] + bytes[key.lowerBound..<end], at: end)
  }

  /// Where the value that starts at `start` ends: at the first `,`, `}` or `]` outside
  /// strings and outside the brackets it opens.
  package static func endOfValue(in bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        if depth == 0 { return index }
        depth -= 1
      } else if byte == UInt8(ascii: ","), depth == 0 {
        return index
      }
      index += 1
    }
    return min(index, bytes.count)
  }

  /// Puts a piece of another seed in place of a piece of this one.
  private mutating func spliceFromAnotherSeed(_ bytes: inout [UInt8]) {
    guard let other = seeds.randomElement(using: &random), let source = randomRange(in: other),
      let target = randomRange(in: bytes)
    else { return }
    bytes.replaceSubrange(target, with: other[source])
  }

  // MARK: - Reading JSON loosely

  /// The ranges of the number literals outside strings.
  package static func numberLiterals(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
      } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        let start = index
        while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
        ranges.append(start..<index)
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// The ranges of the string literals, quotes included.
  package static func stringRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let opened = start {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          ranges.append(opened..<index + 1)
          start = nil
        }
      } else if byte == UInt8(ascii: "\"") {
        start = index
      }
      index += 1
    }
    return ranges
  }

  static func stringLiterals(in bytes: [UInt8]) -> [[UInt8]] {
    stringRanges(in: bytes).map { Array(bytes[$0]) }
  }
}
