/// Shows how two values differ as a line diff of their structural dumps, or returns `nil` when
/// the dumps are equal.
///
/// Use it wherever a person must see what changed between two states: a test failure that
/// compares an expected state with the actual one, or a log of the state change each action
/// caused. It needs no `Equatable` conformance: two values whose dumps are equal count as
/// equal. The dumps come from ``structuralDump(_:)`` and the diff reads like
/// ``lineDiff(_:_:)``, with one difference: a collection element whose position moved is not a
/// change, so inserting or removing an element shows only that element, and unchanged lines
/// show the actual positions.
///
/// ```swift
/// struct Counter {
///   var count: Int
///   var tags: [String]
/// }
/// let expected = Counter(count: 1, tags: ["a", "b", "c", "d"])
/// let actual = Counter(count: 2, tags: ["a", "x", "b", "c", "d"])
/// print(valueDiff(expected, actual) ?? "no change")
/// ```
///
/// ```text
///   Counter(
/// −   count: 1,
/// +   count: 2,
///     tags: [
///       [0]: "a",
/// +     [1]: "x",
///       [2]: "b",
///       [3]: "c",
///   … (3 unchanged)
/// ```
///
/// The two values are walked side by side, and a part that is equal in both, as far as can be
/// told without dumping it, is not dumped: a ``Fingerprinted`` part whose fingerprints are
/// equal prints as a one-line stand-in, `Feed(… unchanged)` or, for a collection,
/// `[… 200 unchanged elements]`; and of an ``IdentifiedArray`` that one value edited in
/// place from the other (changing or removing elements, as a reducer's action usually does),
/// only the elements its edit log names are dumped, with a line for each run of elements
/// between them. So the cost follows the change, not the size of the state:
///
/// ```swift
/// struct Todo: Identifiable {
///   let id: Int
///   var done = false
/// }
/// let before = IdentifiedArray(uniqueElements: (0..<10_000).map { Todo(id: $0) })
/// var after = before
/// after.modify(id: 5_000) { $0.done = true }
/// print(valueDiff(before, after) ?? "no change")
/// ```
///
/// ```text
///   … (2 unchanged)
///     [5000]: Todo(
///       id: 5000,
/// −     done: false
/// +     done: true
///     ),
///     … 4999 unchanged elements
///   ]
/// ```
///
/// An identified array replaced wholesale, or one that gained or reordered elements, whose
/// places its edit log does not name, is dumped element by element, as any collection.
///
/// - Parameters:
///   - expected: The value whose lines are prefixed with `−`.
///   - actual: The value whose lines are prefixed with `+`.
/// - Returns: The diff of the two dumps, or `nil` when they are equal.
/// - Complexity: The cost of dumping the parts of both values that are not known to be equal,
///   plus that of ``lineDiff(_:_:)`` on those dumps: O(1) for a fingerprinted part with equal
///   fingerprints, and for an identified array edited in place, the cost of the elements its
///   edits touched, whatever its length.
public func valueDiff<Value>(_ expected: Value, _ actual: Value) -> String? {
  var dumps = SideBySideDump()
  dumps.write(expected, actual)
  return lineDiff(dumps.expected.output, dumps.actual.output, pairingLinesBy: PositionlessLine.init)
}

/// A dump line without the position label of a collection element, so that `[3]: "c"` pairs
/// with `[2]: "c"` when an element was inserted before it. (A line of a multi-line string that
/// happens to start like a label is paired the same way.)
private struct PositionlessLine: Hashable {
  let indentation: Substring
  let content: Substring

  init(_ line: Substring) {
    let bytes = line.utf8
    let contentStart = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
    indentation = line[..<contentStart]
    let content = bytes[contentStart...]
    let digits = content.dropFirst().prefix { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 }
    let afterDigits = content.dropFirst(1 + digits.count)
    let hasLabel = content.first == UInt8(ascii: "[") && !digits.isEmpty
      && afterDigits.starts(with: "]: ".utf8)
    self.content = Substring(hasLabel ? afterDigits.dropFirst(3) : content)
  }
}
