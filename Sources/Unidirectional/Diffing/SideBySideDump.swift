/// The dumps of two values written in one walk, the expected value's and the actual one's,
/// with each part that is equal in both, as far as can be told without dumping it, written as
/// the same short stand-in in both.
///
/// ``valueDiff(_:_:)`` line-diffs the two dumps. Where the values have the same shape, the walk
/// goes down both at once, so each value is reflected once, and compares each pair of parts
/// before dumping them: a ``Fingerprinted`` pair with equal fingerprints is written as a
/// stand-in (`Feed(… unchanged)`), and a ``ChangeTrackingCollection`` pair lists the elements
/// that may differ and counts each run between them (`… 9999 unchanged elements`). Where the
/// shapes part (another enum case, another type, a set), each value is dumped on its own, as
/// ``structuralDump(_:)`` would.
struct SideBySideDump {
  /// Two items written on the same line of their blocks; `nil` for a block that has no item
  /// there.
  private typealias Row = (expected: DumpLayout.Item?, actual: DumpLayout.Item?)

  /// The dump of the expected value.
  private(set) var expected = DumpWriter()
  /// The dump of the actual value.
  private(set) var actual = DumpWriter()

  /// Appends the dumps of `expectedValue` and `actualValue`.
  mutating func write(_ expectedValue: Any, _ actualValue: Any) {
    if let fingerprinted = expectedValue as? any Fingerprinted,
      let other = actualValue as? any Fingerprinted,
      fingerprinted.hasFingerprint(of: actualValue)
    {
      expected.write(expected.unchangedLayout(of: fingerprinted))
      actual.write(actual.unchangedLayout(of: other))
      return
    }
    let expectedLayout = expected.layout(of: expectedValue)
    let actualLayout = actual.layout(of: actualValue)
    guard case .block(let expectedBlock) = expectedLayout,
      case .block(let actualBlock) = actualLayout,
      expectedBlock.pairs(with: actualBlock)
    else {
      expected.write(expectedLayout)
      actual.write(actualLayout)
      return
    }
    writeItems(of: expectedBlock, actualBlock)
  }

  /// Writes the items of two blocks that pair up, row by row.
  private mutating func writeItems(
    of expectedBlock: DumpLayout.Block,
    _ actualBlock: DumpLayout.Block
  ) {
    expected.enter(expectedBlock)
    actual.enter(actualBlock)
    var wrote = (expected: false, actual: false)
    for row in Self.rows(of: expectedBlock, actualBlock) {
      if row.expected != nil {
        expected.startItem(of: expectedBlock, isFirst: !wrote.expected)
        wrote.expected = true
      }
      if row.actual != nil {
        actual.startItem(of: actualBlock, isFirst: !wrote.actual)
        wrote.actual = true
      }
      write(row)
    }
    expected.leave(expectedBlock, wroteItems: wrote.expected)
    actual.leave(actualBlock, wroteItems: wrote.actual)
  }

  /// Writes a row: two values side by side, or each item on its own.
  private mutating func write(_ row: Row) {
    switch row {
    case (
      .value(let expectedPrefix, let expectedValue)?, .value(let actualPrefix, let actualValue)?
    ):
      expected.append(expectedPrefix)
      actual.append(actualPrefix)
      write(expectedValue, actualValue)
    case (let expectedItem, let actualItem):
      if let expectedItem { expected.write(expectedItem) }
      if let actualItem { actual.write(actualItem) }
    }
  }

  /// The rows of two blocks that pair up: those a change-tracking collection lists, or the
  /// items position by position, where a position only one block has is a row of its own.
  private static func rows(
    of expectedBlock: DumpLayout.Block,
    _ actualBlock: DumpLayout.Block
  ) -> AnySequence<Row> {
    if let tracking = expectedBlock.value as? any ChangeTrackingCollection,
      let rows = tracking.dumpRows(beside: actualBlock.value)
    {
      return AnySequence(rows.lazy.map(row))
    }
    return AnySequence {
      let expectedItems = expectedBlock.items.makeIterator()
      let actualItems = actualBlock.items.makeIterator()
      return AnyIterator {
        let row = (expected: expectedItems.next(), actual: actualItems.next())
        return row.expected == nil && row.actual == nil ? nil : row
      }
    }
  }

  /// The items a change-tracking collection's row stands for.
  private static func row(_ row: CollectionDumpRow) -> Row {
    switch row {
    case .element(let expected, let actual):
      (expected.map(elementItem), actual.map(elementItem))
    case .unchanged(let count):
      (.text(DumpWriter.unchangedElements(count)), .text(DumpWriter.unchangedElements(count)))
    }
  }

  private static func elementItem(_ element: (offset: Int, value: Any)) -> DumpLayout.Item {
    .value(prefix: "[\(element.offset)]: ", element.value)
  }
}
