import ErrorHandling
import Paging
import Testing

/// The written-out equality of what lies past a list's ends: the same case with equal
/// payloads, as a synthesized one would say.
struct PageEdgeEqualityTests {
  static let cursors: [PageCursor<Int>] = [.firstPage, .cursor(1), .cursor(2)]
  static let links: [PageLink<Int>] = [.end] + cursors.map(PageLink.init)
  static let edges: [PageEdge<Int>] =
    [.end] + cursors.flatMap { cursor in
      [.available(cursor), .loading(cursor), .failed(cursor, .network), .failed(cursor, .noData)]
    }

  @Test func givenPageCursorsEachEqualsOnlyItself() {
    expectEachEqualsOnlyItself(Self.cursors)
  }

  @Test func givenPageLinksEachEqualsOnlyItself() {
    expectEachEqualsOnlyItself(Self.links)
  }

  @Test func givenPageEdgesEachEqualsOnlyItselfWhateverDiffersTheCaseTheCursorOrTheError() {
    expectEachEqualsOnlyItself(Self.edges)
  }

  private func expectEachEqualsOnlyItself<Value: Equatable>(_ values: [Value]) {
    for (index, value) in values.enumerated() {
      #expect(values.indices.filter { values[$0] == value } == [index], "\(value)")
    }
  }
}
