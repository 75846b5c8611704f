import Testing
import Unidirectional

private struct Counter {
  var count = 1
  var name = "Blob"
  var isLoading = false
  var tags: [String] = []
}

struct LineDiffTests {
  // MARK: - Equal inputs

  @Test func equalTextsHaveNoDiff() {
    #expect(lineDiff("a\nb", "a\nb") == nil)
    #expect(lineDiff("", "") == nil)
  }

  @Test func valuesWithEqualDumpsHaveNoDiff() {
    #expect(valueDiff(Counter(), Counter()) == nil)
    #expect(valueDiff([1, 2, 3], [1, 2, 3]) == nil)
  }

  // MARK: - Text

  @Test func aChangedLineShowsTheExpectedThenTheActualLine() {
    #expect(lineDiff("a\nb\nc", "a\nB\nc") == "  a\n− b\n+ B\n  c")
  }

  @Test func replacedLinesShowAllRemovalsBeforeTheInsertions() {
    #expect(
      lineDiff("keep\none\ntwo\nkeep", "keep\nuno\ndos\nkeep") == """
          keep
        − one
        − two
        + uno
        + dos
          keep
        """
    )
  }

  @Test func unchangedRunsCollapseToACount() {
    let expected = (1...20).map(String.init)
    var actual = expected
    actual[9] = "ten"

    #expect(
      lineDiff(expected.joined(separator: "\n"), actual.joined(separator: "\n")) == """
          … (7 unchanged)
          8
          9
        − 10
        + ten
          11
          12
          … (8 unchanged)
        """
    )
  }

  @Test func unchangedRunsBetweenChangesKeepContextOnBothSides() {
    let expected = (1...12).map(String.init)
    var actual = expected
    actual[1] = "two"
    actual[10] = "eleven"

    #expect(
      lineDiff(expected.joined(separator: "\n"), actual.joined(separator: "\n")) == """
          1
        − 2
        + two
          3
          4
          … (4 unchanged)
          9
          10
        − 11
        + eleven
          12
        """
    )
  }

  @Test func aSingleUnchangedLineIsShownRatherThanCounted() {
    #expect(lineDiff("1\n2\n3\n4", "1\n2\n3\nfour") == "  1\n  2\n  3\n− 4\n+ four")
  }

  @Test func linesOnlyInOneTextAreRemovedOrInserted() {
    #expect(lineDiff("a\nb", "") == "− a\n− b\n+ ")
    #expect(lineDiff("a", "a\nb") == "  a\n+ b")
  }

  @Test func plainTextDiffsCompareElementPositionsExactly() {
    #expect(
      lineDiff("[0]: \"a\"\n[1]: \"b\"", "[0]: \"b\"") == """
        − [0]: "a"
        − [1]: "b"
        + [0]: "b"
        """
    )
  }

  // MARK: - Values

  @Test func aChangedFieldShowsOnlyThatFieldAndItsContext() {
    var actual = Counter(tags: ["a", "b", "c"])
    actual.count = 2

    #expect(
      valueDiff(Counter(tags: ["a", "b", "c"]), actual) == """
          Counter(
        −   count: 1,
        +   count: 2,
            name: "Blob",
            isLoading: false,
          … (6 unchanged)
        """
    )
  }

  @Test func anInsertedArrayElementShowsOnlyThatElement() {
    #expect(
      valueDiff(["a", "b", "c", "d", "e"], ["a", "b", "x", "c", "d", "e"]) == """
          [
            [0]: "a",
            [1]: "b",
        +   [2]: "x",
            [3]: "c",
            [4]: "d",
          … (2 unchanged)
        """
    )
  }

  @Test func aRemovedArrayElementShowsOnlyThatElement() {
    #expect(
      valueDiff(["a", "b", "c", "d", "e"], ["a", "b", "d", "e"]) == """
          [
            [0]: "a",
            [1]: "b",
        −   [2]: "c",
            [2]: "d",
            [3]: "e"
          ]
        """
    )
  }

  @Test func anAppendedArrayElementChangesThePreviousLastLine() {
    #expect(
      valueDiff(Counter(tags: ["a"]), Counter(tags: ["a", "b"])) == """
          Counter(
          … (2 unchanged)
            isLoading: false,
            tags: [
        −     [0]: "a"
        +     [0]: "a",
        +     [1]: "b"
            ]
          )
        """
    )
  }

  @Test func oneChangeInALargeArrayGivesASmallDiff() {
    let expected = Array(0..<10_000)
    var actual = expected
    actual[5_000] = -1

    #expect(
      valueDiff(expected, actual) == """
          [
          … (4998 unchanged)
            [4998]: 4998,
            [4999]: 4999,
        −   [5000]: 5000,
        +   [5000]: -1,
            [5001]: 5001,
            [5002]: 5002,
          … (4998 unchanged)
        """
    )
  }
}
