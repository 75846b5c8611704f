import Foundation
import Testing
import Unidirectional

private enum Status {
  case idle
  case loaded(value: Int)
  case failed(code: Int, message: String)
  case pair(Int, String)
  case success(Int)
  case optional(Int?)
  case wrapped(Inner)
}

private struct Inner: Hashable {
  var x = 1
}

private struct Counter {
  var count = 1
  var name = "Blob"
  var tags = ["a", "b"]
  var status = Status.loaded(value: 3)
  var next: Int? = nil
}

private struct Empty {}

private struct Box<Value> {
  var value: Value
}

private final class Node {
  var value: Int
  var next: Node?

  init(_ value: Int) {
    self.value = value
  }
}

private class Animal {
  var name = "Blob"
}

private final class Dog: Animal {
  var isGood = true
}

private enum Mood: CustomStringConvertible {
  case happy

  var description: String { "😀" }
}

struct StructuralDumpTests {
  // MARK: - Structs and classes

  @Test func nestedStructsDumpOneFieldPerLine() {
    #expect(
      structuralDump(Counter()) == """
        Counter(
          count: 1,
          name: "Blob",
          tags: [
            [0]: "a",
            [1]: "b"
          ],
          status: .loaded(
            value: 3
          ),
          next: nil
        )
        """
    )
  }

  @Test func aUUIDAndADateDumpAsTheSwiftThatBuildsThem() {
    struct Stamp { var id: UUID; var at: Date }
    let stamp = Stamp(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, at: Date(timeIntervalSinceReferenceDate: 0.25))

    #expect(
      structuralDump(stamp) == """
        StructuralDumpTests.Stamp(
          id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
          at: Date(timeIntervalSinceReferenceDate: 0.25)
        )
        """)
  }

  @Test func aTypeWithoutFieldsDumpsAsAnEmptyCall() {
    #expect(structuralDump(Empty()) == "Empty()")
    #expect(structuralDump(Box(value: Empty())) == "Box<Empty>(\n  value: Empty()\n)")
  }

  @Test func genericTypesKeepTheirArguments() {
    #expect(
      structuralDump(Box(value: [Inner()])) == """
        Box<Array<Inner>>(
          value: [
            [0]: Inner(
              x: 1
            )
          ]
        )
        """
    )
  }

  @Test func subclassesDumpInheritedFieldsFirst() {
    #expect(structuralDump(Dog()) == "Dog(\n  name: \"Blob\",\n  isGood: true\n)")
  }

  @Test func aClassCycleEndsWithAReturnMarker() {
    let first = Node(1)
    let second = Node(2)
    first.next = second
    second.next = first
    // The cycle is what the dump is tested on; breaking it afterwards frees both nodes.
    defer { second.next = nil }

    #expect(
      structuralDump(first) == """
        Node(
          value: 1,
          next: Node(
            value: 2,
            next: Node(↩︎)
          )
        )
        """
    )
  }

  @Test func aSharedObjectThatIsNotACycleDumpsInFull() {
    let shared = Node(7)

    #expect(
      structuralDump([shared, shared]) == """
        [
          [0]: Node(
            value: 7,
            next: nil
          ),
          [1]: Node(
            value: 7,
            next: nil
          )
        ]
        """
    )
  }

  // MARK: - Enums and optionals

  @Test func enumCasesWithoutPayloadDumpAsTheirName() {
    #expect(structuralDump(Status.idle) == ".idle")
    #expect(structuralDump([Status.idle]) == "[\n  [0]: .idle\n]")
  }

  @Test func enumPayloadsDumpWithTheirLabels() {
    #expect(
      structuralDump(Status.failed(code: 404, message: "Not found")) == """
        .failed(
          code: 404,
          message: "Not found"
        )
        """
    )
  }

  @Test func unlabelledEnumPayloadsDumpWithoutLabels() {
    #expect(structuralDump(Status.pair(1, "one")) == ".pair(\n  1,\n  \"one\"\n)")
  }

  @Test func aSingleScalarPayloadStaysOnTheCaseLine() {
    #expect(structuralDump(Status.success(42)) == ".success(42)")
    #expect(structuralDump(Status.optional(nil)) == ".optional(nil)")
    #expect(structuralDump(Status.optional(3)) == ".optional(3)")
  }

  @Test func aStructuredPayloadNestsUnderTheCase() {
    #expect(structuralDump(Status.wrapped(Inner())) == ".wrapped(\n  Inner(\n    x: 1\n  )\n)")
  }

  @Test func enumsWithACustomDescriptionDumpThatDescription() {
    #expect(structuralDump(Mood.happy) == "😀")
  }

  @Test func optionalsDumpTheWrappedValueOrNil() {
    let some: Inner? = Inner()
    let none: Inner? = nil

    #expect(structuralDump(some as Any) == "Inner(\n  x: 1\n)")
    #expect(structuralDump(none as Any) == "nil")
    #expect(structuralDump(Box<Int?>(value: 5)) == "Box<Optional<Int>>(\n  value: 5\n)")
  }

  // MARK: - Collections and tuples

  @Test func emptyCollectionsDumpAsBrackets() {
    #expect(structuralDump([Int]()) == "[]")
    #expect(structuralDump([String: Int]()) == "[:]")
    #expect(structuralDump(Set<Int>()) == "[]")
  }

  @Test func arrayElementsDumpWithTheirPositions() {
    #expect(structuralDump(["a", "b"]) == "[\n  [0]: \"a\",\n  [1]: \"b\"\n]")
  }

  @Test func dictionariesDumpInTheOrderOfTheirKeys() {
    #expect(
      structuralDump(["b": 2, "c": 3, "a": 1]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """
    )
  }

  @Test func structuredDictionaryKeysDumpInFull() {
    #expect(structuralDump([Inner(): true]) == "[\n  Inner(\n    x: 1\n  ): true\n]")
  }

  @Test func setsDumpInTheOrderOfTheirElementDumps() {
    #expect(structuralDump(Set(["pear", "apple", "fig"])) == """
      [
        "apple",
        "fig",
        "pear"
      ]
      """)
  }

  @Test func tuplesLabelUnlabelledElementsByPosition() {
    #expect(structuralDump((1, name: "Blob")) == "(\n  _0: 1,\n  name: \"Blob\"\n)")
    #expect(structuralDump(()) == "()")
  }

  @Test func aLargeArrayDumpsEveryElement() {
    let dump = structuralDump(Array(0..<20_000))

    #expect(dump.split(separator: "\n").count == 20_002)
    #expect(dump.hasSuffix("  [19999]: 19999\n]"))
  }

  // MARK: - Scalars

  @Test func stringsDumpAsEscapedLiterals() {
    #expect(structuralDump("a\"b\n") == #""a\"b\n""#)
    #expect(structuralDump("tab\there\\ \u{7}") == #""tab\there\\ \u{7}""#)
    #expect(structuralDump("a"[...]) == #""a""#)
  }

  @Test func stringsOfSeveralLinesDumpAsMultiLineLiterals() {
    #expect(
      structuralDump(Box(value: "first\n\n\"\"\"quoted\"\"\"\n")) == #"""
        Box<String>(
          value: """
          first

          ""\"quoted""\"

          """
        )
        """#
    )
  }

  @Test func numbersBoolsAndCharactersDumpAsLiterals() {
    #expect(structuralDump(-7) == "-7")
    #expect(structuralDump(UInt8(255)) == "255")
    #expect(structuralDump(0.5) == "0.5")
    #expect(structuralDump(Double.nan) == ".nan")
    #expect(structuralDump(-Double.infinity) == "-.infinity")
    #expect(structuralDump(true) == "true")
    #expect(structuralDump(Character("\n")) == #""\n""#)
  }

  @Test func durationsDumpInTheirLargestExactUnit() {
    #expect(structuralDump(Duration.seconds(3)) == ".seconds(3)")
    #expect(structuralDump(Duration.milliseconds(1_500)) == ".milliseconds(1500)")
    #expect(structuralDump(Duration.microseconds(-2)) == ".microseconds(-2)")
    #expect(structuralDump(Duration.nanoseconds(7)) == ".nanoseconds(7)")
    #expect(
      structuralDump(Duration(secondsComponent: 1, attosecondsComponent: 5))
        == ".seconds(1) + .attoseconds(5)"
    )
  }
}
