import Foundation
import Testing
import Unidirectional

/// Foundation's `JSONDecoder` traps on some inputs nested past 512 levels; the package's
/// readers bound nesting at 256 first.
struct JSONNestingTests {
  static func nested(_ depth: Int, around core: String = "1") -> Data {
    Data((String(repeating: "[", count: depth) + core + String(repeating: "]", count: depth)).utf8)
  }

  @Test func givenJSONNested256DeepThenItPasses() throws {
    try JSONNesting.check(Self.nested(256))
  }

  @Test func givenJSONNested257DeepThenItIsADecodingErrorThatSaysSo() {
    let error = #expect(throws: DecodingError.self) { try JSONNesting.check(Self.nested(257)) }

    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription == "The JSON nests arrays and objects more than 256 levels deep.")
  }

  @Test func givenOpenBracketsAtTheEndOfAnInputAsFoundationTrapsOnThenItIsADecodingError() {
    #expect(throws: DecodingError.self) { try JSONNesting.check(Data(("{\"a\":" + String(repeating: "[", count: 513)).utf8)) }
  }

  @Test func givenBracketsAndEscapedQuotesInsideStringsThenTheyDoNotCount() throws {
    let brackets = String(repeating: "[{", count: 400)
    try JSONNesting.check(Data(#"{"title":"\#(brackets) \" \\ \#(brackets)","ok":[1]}"#.utf8))
  }
}
