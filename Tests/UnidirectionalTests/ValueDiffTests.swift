import TestSupport
import Testing
import Unidirectional

/// A part that notes each time a dump reads it, so a test can tell whether it was dumped.
private struct Recorded: StructuralDumpRepresentable {
  let reads: Journal<String>
  var text: String

  var structuralDumpValue: Any {
    reads.append(text)
    return text
  }
}

/// A fingerprinted part: equal revisions mean equal feeds.
private struct Feed: Fingerprinted {
  var revision: Int
  var posts: Recorded

  var fingerprint: Int { revision }
}

private struct Screen {
  var title: String
  var feed: Feed
}

private enum Section {
  case loading
  case paged(feed: Feed, page: Int)
}

private struct Nested {
  var section: Section
  var pinned: Feed?
  var history: [Feed]
  var count = 0
  var pair: (feed: Feed, note: String)
}

private final class Holder {
  var feed: Feed
  var note: String

  init(feed: Feed, note: String) {
    self.feed = feed
    self.note = note
  }
}

private final class Node {
  var value: Int
  var next: Node?

  init(_ value: Int) {
    self.value = value
  }
}

private struct Row: Identifiable {
  let id: Int
  var title: String
  var likes = 0
}

private struct Board {
  var title = "Feed"
  var rows: IdentifiedArray<Row>

  init(rowCount: Int) {
    rows = IdentifiedArray(uniqueElements: (0..<rowCount).map { Row(id: $0, title: "Row \($0)") })
  }

  init(rows: IdentifiedArray<Row>) {
    self.rows = rows
  }
}

/// A row whose title notes each dump of it.
private struct RecordedRow: Identifiable {
  let id: Int
  var title: Recorded
}

struct ValueDiffTests {
  // MARK: - Fingerprinted parts

  @Test func givenAFingerprintedFieldWithEqualFingerprintsWhenDiffedThenItIsNeverDumped() {
    // Given
    let reads = Journal<String>()
    let before = Screen(title: "Inbox", feed: Feed(revision: 1, posts: Recorded(reads: reads, text: "posts")))
    var after = before

    // When
    after.title = "Archive"
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Screen(
        −   title: "Inbox",
        +   title: "Archive",
            feed: Feed(… unchanged)
          )
        """
    )
    #expect(reads.entries.isEmpty)
  }

  @Test func givenAFingerprintedFieldWithDifferentFingerprintsWhenDiffedThenBothVersionsAreDumped() {
    // Given
    let reads = Journal<String>()
    let before = Screen(title: "Inbox", feed: Feed(revision: 1, posts: Recorded(reads: reads, text: "posts")))
    var after = before

    // When
    after.feed.revision = 2
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Screen(
            title: "Inbox",
            feed: Feed(
        −     revision: 1,
        +     revision: 2,
              posts: "posts"
            )
          )
        """
    )
    #expect(reads.entries == ["posts", "posts"])
  }

  @Test func givenEqualFingerprintedPartsInEnumsOptionalsArraysAndTuplesWhenDiffedThenEachIsAStandIn() {
    // Given
    let reads = Journal<String>()
    let feed = Feed(revision: 1, posts: Recorded(reads: reads, text: "posts"))
    let before = Nested(
      section: .paged(feed: feed, page: 1), pinned: feed, history: [feed], pair: (feed, "a")
    )
    var after = before

    // When
    after.section = .paged(feed: feed, page: 2)
    after.count = 1
    after.pair.note = "b"
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Nested(
            section: .paged(
              feed: Feed(… unchanged),
        −     page: 1
        +     page: 2
            ),
            pinned: Feed(… unchanged),
            history: [
              [0]: Feed(… unchanged)
            ],
        −   count: 0,
        +   count: 1,
            pair: (
              feed: Feed(… unchanged),
        −     note: "a"
        +     note: "b"
            )
          )
        """
    )
    #expect(reads.entries.isEmpty)
  }

  @Test func givenAnEnumThatChangedCaseWhenDiffedThenItsPayloadIsDumpedInFull() {
    // Given
    let reads = Journal<String>()
    let feed = Feed(revision: 1, posts: Recorded(reads: reads, text: "posts"))
    let before = Nested(section: .loading, pinned: nil, history: [], pair: (feed, "a"))
    var after = before

    // When
    after.section = .paged(feed: feed, page: 1)
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Nested(
        −   section: .loading,
        +   section: .paged(
        +     feed: Feed(
        +       revision: 1,
        +       posts: "posts"
        +     ),
        +     page: 1
        +   ),
            pinned: nil,
            history: [],
          … (6 unchanged)
        """
    )
    #expect(reads.entries == ["posts"])
  }

  @Test func givenTwoObjectsWithEqualFingerprintedFieldsWhenDiffedThenTheFieldIsAStandIn() {
    // Given
    let reads = Journal<String>()
    let feed = Feed(revision: 1, posts: Recorded(reads: reads, text: "posts"))

    // When
    let diff = valueDiff(Holder(feed: feed, note: "a"), Holder(feed: feed, note: "b"))

    // Then
    #expect(
      diff == """
          Holder(
            feed: Feed(… unchanged),
        −   note: "a"
        +   note: "b"
          )
        """
    )
    #expect(reads.entries.isEmpty)
  }

  @Test func givenArraysOfDifferentLengthsWhenDiffedThenSharedPositionsPairAndTheRestIsDumped() {
    // Given
    let reads = Journal<String>()
    let feed = Feed(revision: 1, posts: Recorded(reads: reads, text: "posts"))
    let newer = Feed(revision: 2, posts: Recorded(reads: reads, text: "newer"))

    // When
    let diff = valueDiff([feed], [feed, newer])

    // Then
    #expect(
      diff == """
          [
        −   [0]: Feed(… unchanged)
        +   [0]: Feed(… unchanged),
        +   [1]: Feed(
        +     revision: 2,
        +     posts: "newer"
        +   )
          ]
        """
    )
    #expect(reads.entries == ["newer"])
  }

  @Test func givenTwoObjectGraphsWithCyclesWhenDiffedThenEachCycleEndsWithAReturnMarker() {
    // Given
    let expected = Node(1)
    expected.next = expected
    let actual = Node(2)
    actual.next = actual
    defer {
      expected.next = nil
      actual.next = nil
    }

    // When
    let diff = valueDiff(expected, actual)

    // Then
    #expect(
      diff == """
          Node(
        −   value: 1,
        +   value: 2,
            next: Node(↩︎)
          )
        """
    )
  }

  @Test func givenEqualValuesWithFingerprintedPartsWhenDiffedThenThereIsNoDiff() {
    // Given
    let feed = Feed(revision: 1, posts: Recorded(reads: Journal(), text: "posts"))
    let state = Nested(section: .paged(feed: feed, page: 1), pinned: feed, history: [feed], pair: (feed, "a"))

    // Then
    #expect(valueDiff(state, state) == nil)
    #expect(valueDiff(feed, feed) == nil)
  }

  // MARK: - Identified arrays

  @Test func givenAListOf10000RowsWhenOneRowChangesThenTheDiffShowsThatRowAlone() {
    // Given
    let before = Board(rowCount: 10_000)
    var after = before

    // When
    after.rows.modify(id: 5_000) { $0.likes = 1 }
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Board(
            title: "Feed",
            rows: [
              … 5000 unchanged elements,
              [5000]: Row(
                id: 5000,
                title: "Row 5000",
        −       likes: 0
        +       likes: 1
              ),
              … 4999 unchanged elements
          … (2 unchanged)
        """
    )
  }

  @Test func givenAListOf10000RowsWhenOneRowChangesThenOnlyThatRowIsDumped() {
    // Given
    let reads = Journal<String>()
    let before = IdentifiedArray(
      uniqueElements: (0..<10_000).map { RecordedRow(id: $0, title: Recorded(reads: reads, text: "Row \($0)")) }
    )
    var after = before

    // When
    after.modify(id: 5_000) { $0.title.text = "Row 5000, edited" }
    let diff = valueDiff(before, after)

    // Then
    #expect(diff?.contains("+     title: \"Row 5000, edited\"") == true)
    #expect(reads.entries == ["Row 5000", "Row 5000, edited"])
  }

  @Test func givenTheEditedListAsTheExpectedValueWhenDiffedThenTheSameRowShowsWithTheSignsSwapped() {
    // Given
    let before = Board(rowCount: 10_000)
    var after = before

    // When
    after.rows.modify(id: 5_000) { $0.likes = 1 }
    let diff = valueDiff(after, before)

    // Then
    #expect(
      diff == """
          Board(
            title: "Feed",
            rows: [
              … 5000 unchanged elements,
              [5000]: Row(
                id: 5000,
                title: "Row 5000",
        −       likes: 1
        +       likes: 0
              ),
              … 4999 unchanged elements
          … (2 unchanged)
        """
    )
  }

  @Test func givenAListOf10000RowsWhenOneRowIsRemovedThenTheDiffShowsThatRowRemoved() {
    // Given
    let before = Board(rowCount: 10_000)
    var after = before

    // When
    after.rows.remove(id: 5_000)
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Board(
            title: "Feed",
            rows: [
              … 5000 unchanged elements,
        −     [5000]: Row(
        −       id: 5000,
        −       title: "Row 5000",
        −       likes: 0
        −     ),
              … 4999 unchanged elements
            ]
          )
        """
    )
  }

  @Test func givenRowsEditedAndRemovedWhenDiffedThenTheRowsAfterAReadTheirNewPositions() {
    // Given
    let before = Board(rowCount: 6)
    var after = before

    // When
    after.rows.remove(id: 1)
    after.rows.modify(id: 4) { $0.likes = 1 }
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Board(
            title: "Feed",
            rows: [
              … 1 unchanged element,
        −     [1]: Row(
        −       id: 1,
        −       title: "Row 1",
        −       likes: 0
        −     ),
              … 2 unchanged elements,
              [3]: Row(
                id: 4,
                title: "Row 4",
        −       likes: 0
        +       likes: 1
              ),
              … 1 unchanged element
          … (2 unchanged)
        """
    )
  }

  @Test func givenAListReplacedWholesaleWhenDiffedThenItDiffsAsItsElementsDo() {
    // Given
    let before = Board(rowCount: 3)
    var after = before

    // When
    after.rows.removeAll()
    after.rows.append(contentsOf: [Row(id: 0, title: "Row 0"), Row(id: 1, title: "One"), Row(id: 2, title: "Row 2")])
    let diff = valueDiff(before.rows, after.rows)

    // Then
    #expect(diff == valueDiff(before.rows.elements, after.rows.elements))
    #expect(
      diff == """
          [
          … (5 unchanged)
            [1]: Row(
              id: 1,
        −     title: "Row 1",
        +     title: "One",
              likes: 0
            ),
          … (6 unchanged)
        """
    )
  }

  @Test func givenAListThatGainedARowWhenDiffedThenItDiffsAsItsElementsDo() {
    // Given
    let before = Board(rowCount: 3)
    var after = before

    // When
    after.rows.modify(id: 0) { $0.likes = 1 }
    after.rows.append(Row(id: 3, title: "Row 3"))

    // Then
    #expect(valueDiff(before.rows, after.rows) == valueDiff(before.rows.elements, after.rows.elements))
  }

  @Test func givenTwoListsBuiltApartWhenDiffedThenTheyDiffAsTheirElementsDo() {
    // Given
    let before = Board(rowCount: 3)
    var after = Board(rowCount: 3)

    // When
    after.rows = IdentifiedArray(uniqueElements: after.rows.map { Row(id: $0.id, title: "Row \($0.id)", likes: 1) })

    // Then
    #expect(valueDiff(before.rows, after.rows) == valueDiff(before.rows.elements, after.rows.elements))
  }

  @Test func givenAnUnchangedListWhenDiffedThenItIsAStandInThatCountsItsRows() {
    // Given
    let before = Board(rowCount: 10_000)
    var after = before

    // When
    after.title = "Top"
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Board(
        −   title: "Feed",
        +   title: "Top",
            rows: [… 10000 unchanged elements]
          )
        """
    )
  }

  @Test func givenAnEmptyListInBothWhenDiffedThenItReadsAsAnEmptyList() {
    // Given
    let before = Board(rows: [])
    var after = before

    // When
    after.title = "Top"
    let diff = valueDiff(before, after)

    // Then
    #expect(
      diff == """
          Board(
        −   title: "Feed",
        +   title: "Top",
            rows: []
          )
        """
    )
  }
}
