import Foundation
import Testing
import Unidirectional

/// The Swift source the explorer writes its regression tests with.
struct SwiftSourceLiteralTests {
  struct Message: Equatable {
    var text: String
    var note: String??
    var tags: [String: Int]
  }

  enum Status: Equatable {
    case idle
    case sent(id: Int, to: String)
    case failed(String)
  }

  @Test func aStructIsItsMemberwiseInitializerWithEscapedStrings() {
    let message = Message(text: "say \"hi\"\n", note: nil, tags: ["b": 2, "a": 1])

    #expect(swiftSourceLiteral(message) == #".init(text: "say \"hi\"\n", note: nil, tags: ["a": 1, "b": 2])"#)
  }

  @Test func aUUIDAndADateAreSpelledByWhatBuildsThemExactly() {
    let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    let date = Date(timeIntervalSinceReferenceDate: 786_297_600.123456789)

    #expect(swiftSourceLiteral(uuid) == #"UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!"#)
    #expect(swiftSourceLiteral(date) == "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))")
    #expect(Double("\(date.timeIntervalSinceReferenceDate)") == date.timeIntervalSinceReferenceDate, "exact")
  }

  @Test func aNestedOptionalThatHoldsNilIsSomeNilNotNil() {
    let message = Message(text: "", note: .some(nil), tags: [:])

    #expect(swiftSourceLiteral(message) == #".init(text: "", note: .some(nil), tags: [:])"#)
  }

  @Test func enumCasesKeepTheirPayloadLabels() {
    #expect(swiftSourceLiteral(Status.idle) == ".idle")
    #expect(swiftSourceLiteral(Status.sent(id: 1, to: "a")) == #".sent(id: 1, to: "a")"#)
    #expect(swiftSourceLiteral(Status.failed("x")) == #".failed("x")"#)
    #expect(swiftSourceLiteral([Status.idle, .failed("y")]) == #"[.idle, .failed("y")]"#)
  }
}
