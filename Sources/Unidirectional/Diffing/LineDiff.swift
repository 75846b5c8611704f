/// Compares two texts line by line and shows the lines that differ with a little context, or
/// returns `nil` when the texts are equal.
///
/// Use it to show how two multi-line texts differ, usually two dumps made by
/// ``structuralDump(_:)``; ``valueDiff(_:_:)`` does both steps for two values. Each line of the
/// result starts with a two-character prefix:
///
/// - `− ` (a minus sign, U+2212) for a line only in `expected`,
/// - `+ ` for a line only in `actual`,
/// - two spaces for a line in both.
///
/// Where lines were replaced, the removed lines come before the inserted ones. Up to two
/// unchanged lines are kept on each side of a change; a longer run of unchanged lines is
/// replaced by one line that counts them, and a run is shortened only when that saves at least
/// one line. Of a run that is shortened, the lines that open what the next change sits in
/// are kept — each line indented less than every line after it up to the change — so a
/// change deep in a dump shows the fields and elements that lead to it.
///
/// ```swift
/// let expected = """
///   one
///   two
///   three
///   four
///   five
///   six
///   seven
///   """
/// let actual = expected.split(separator: "\n")
///   .map { $0 == "five" ? "FIVE" : $0 }
///   .joined(separator: "\n")
/// print(lineDiff(expected, actual) ?? "equal")
/// ```
///
/// ```text
///   … (2 unchanged)
///   three
///   four
/// − five
/// + FIVE
///   six
///   seven
/// ```
///
/// - Parameters:
///   - expected: The text the lines prefixed with `−` come from.
///   - actual: The text the lines prefixed with `+` come from.
/// - Returns: The lines of the diff joined by newlines, without a trailing newline; `nil` when
///   `expected == actual`.
/// - Complexity: O((*n* + *m*) · *d*) time and O(*n* + *m*) memory, where *n* and *m* are the
///   numbers of lines and *d* is the number of lines that differ (Myers' O(ND) algorithm), so a
///   change of one line in a long text is found in about linear time. Past about a thousand
///   differing lines the diff stays correct but may not be the shortest, so the time stays
///   bounded.
public func lineDiff(_ expected: String, _ actual: String) -> String? {
  lineDiff(expected, actual) { $0 }
}

/// A line diff that pairs lines whose keys are equal, showing the `actual` text of each
/// unchanged line.
///
/// ``valueDiff(_:_:)`` uses a key without collection positions, so that an inserted element
/// does not make every later element look changed.
func lineDiff(
  _ expected: String,
  _ actual: String,
  pairingLinesBy key: (Substring) -> some Hashable
) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = lines(of: expected)
  let actualLines = lines(of: actual)
  var myers = MyersDiff(interning: expectedLines, actualLines, by: key)
  myers.compare(0..<expectedLines.count, 0..<actualLines.count)
  let rows = DiffRow.rows(for: myers.edits, old: expectedLines, new: actualLines)
  return render(rows)
}

/// The lines of `text`, split at each newline byte, which is faster than splitting by
/// `Character`.
private func lines(of text: String) -> [Substring] {
  text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
    Substring($0)
  }
}

/// One step of an edit script, holding the indices of its lines in the old and new lines.
private enum Edit {
  case kept(old: Int, new: Int)
  case removed(old: Int)
  case inserted(new: Int)
}

/// Myers' linear-space O(ND) difference algorithm: it finds the middle snake of a shortest
/// edit script and recurses on the two halves, so memory stays proportional to the input.
///
/// When the two searches have not met after `searchStepLimit` steps, it splits at the point
/// furthest along instead, trading a minimal script for time bounded by that limit.
private struct MyersDiff {
  /// A bound on the work spent on one split: lines that differ by more than about this much
  /// still get a correct diff, but not necessarily the shortest one.
  private static let searchStepLimit = 1_000

  /// Each line as a small integer, equal lines (by key) sharing one.
  private let old: [Int]
  private let new: [Int]
  private var forward: Frontier
  private var backward: Frontier
  private(set) var edits: [Edit] = []

  /// Numbers the lines so that lines with equal keys share a number. The lines of the common
  /// prefix and suffix are paired before anything else, so they get distinct negative numbers
  /// without being hashed, which keeps a small change in a long text cheap.
  init<Line: Equatable, Key: Hashable>(
    interning old: [Line],
    _ new: [Line],
    by key: (Line) -> Key
  ) {
    let prefix = zip(old, new).prefix { $0 == $1 }.count
    let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed())
      .prefix { $0 == $1 }.count
    var identifiers: [Key: Int] = [:]
    func number(_ lines: [Line]) -> [Int] {
      lines.indices.map { index in
        let fromEnd = lines.count - 1 - index
        if index < prefix {
          return -1 - index
        }
        if fromEnd < suffix {
          return -1 - prefix - fromEnd
        }
        let lineKey = key(lines[index])
        if let identifier = identifiers[lineKey] {
          return identifier
        }
        identifiers[lineKey] = identifiers.count
        return identifiers.count - 1
      }
    }
    self.old = number(old)
    self.new = number(new)
    forward = Frontier(maxEdits: (old.count + new.count + 1) / 2)
    backward = forward
    edits.reserveCapacity(max(old.count, new.count))
  }

  /// Appends the edits that turn `old[oldRange]` into `new[newRange]`.
  mutating func compare(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
    var (oldStart, newStart) = (oldRange.lowerBound, newRange.lowerBound)
    var (oldEnd, newEnd) = (oldRange.upperBound, newRange.upperBound)
    while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
      edits.append(.kept(old: oldStart, new: newStart))
      oldStart += 1
      newStart += 1
    }
    while oldStart < oldEnd, newStart < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    if oldStart == oldEnd {
      edits += (newStart..<newEnd).map { .inserted(new: $0) }
    } else if newStart == newEnd {
      edits += (oldStart..<oldEnd).map { .removed(old: $0) }
    } else {
      // Without a common first or last line the ranges are at least two edits apart, so each
      // side of the split is smaller than the whole and the recursion ends.
      let split = middleSnake(oldStart..<oldEnd, newStart..<newEnd)
      compare(oldStart..<split.old.lowerBound, newStart..<split.new.lowerBound)
      edits += zip(split.old, split.new).map { .kept(old: $0, new: $1) }
      compare(split.old.upperBound..<oldEnd, split.new.upperBound..<newEnd)
    }
    edits += zip(oldEnd..<oldRange.upperBound, newEnd..<newRange.upperBound).map {
      .kept(old: $0, new: $1)
    }
  }

  /// The run of equal lines in the middle of a shortest edit script, found by searching from
  /// both ends at once until the two searches overlap; or, past the step limit, an empty run
  /// at the point the forward search got furthest.
  private mutating func middleSnake(
    _ oldRange: Range<Int>,
    _ newRange: Range<Int>
  ) -> (old: Range<Int>, new: Range<Int>) {
    let (old, new) = (self.old, self.new)
    let (n, m) = (oldRange.count, newRange.count)
    let delta = n - m
    forward.reset()
    backward.reset()
    for d in 0...(n + m + 1) / 2 {
      var furthest = (x: 0, y: 0)
      for k in stride(from: -d, through: d, by: 2) {
        let snake = forward.extend(d: d, k: k, n: n, m: m) {
          old[oldRange.lowerBound + $0] == new[newRange.lowerBound + $1]
        }
        if delta % 2 != 0, abs(delta - k) < d, snake.end.x + backward[delta - k] >= n {
          return (
            oldRange.lowerBound + snake.start.x..<oldRange.lowerBound + snake.end.x,
            newRange.lowerBound + snake.start.y..<newRange.lowerBound + snake.end.y
          )
        }
        let isInGrid = snake.end.x <= n && snake.end.y <= m
        if isInGrid, snake.end.x + snake.end.y > furthest.x + furthest.y {
          furthest = snake.end
        }
      }
      for k in stride(from: -d, through: d, by: 2) {
        let snake = backward.extend(d: d, k: k, n: n, m: m) {
          old[oldRange.upperBound - 1 - $0] == new[newRange.upperBound - 1 - $1]
        }
        if delta % 2 == 0, abs(delta - k) <= d, snake.end.x + forward[delta - k] >= n {
          return (
            oldRange.upperBound - snake.end.x..<oldRange.upperBound - snake.start.x,
            newRange.upperBound - snake.end.y..<newRange.upperBound - snake.start.y
          )
        }
      }
      if d >= Self.searchStepLimit, (1..<n + m).contains(furthest.x + furthest.y) {
        let (x, y) = (oldRange.lowerBound + furthest.x, newRange.lowerBound + furthest.y)
        return (x..<x, y..<y)
      }
    }
    preconditionFailure("Myers' two searches always meet within (n + m + 1) / 2 steps")
  }
}

/// The furthest x that one direction of Myers' search has reached on each diagonal k, where
/// a point (x, y) lies on diagonal x − y. The backward search works on the reversed lines.
private struct Frontier {
  private var furthestX: [Int]
  private let offset: Int

  /// A frontier for searches of at most `maxEdits` steps.
  init(maxEdits: Int) {
    offset = maxEdits + 1
    furthestX = Array(repeating: 0, count: 2 * offset + 1)
  }

  subscript(k: Int) -> Int {
    furthestX[offset + k]
  }

  /// Prepares for a new search, whose step 0 starts at the origin.
  mutating func reset() {
    furthestX[offset + 1] = 0
  }

  /// Takes step `d` on diagonal `k`: one edit from the neighbouring diagonal that reached
  /// further, then every following pair of equal lines. Returns that run of equal lines.
  mutating func extend(
    d: Int,
    k: Int,
    n: Int,
    m: Int,
    linesMatch: (Int, Int) -> Bool
  ) -> (start: (x: Int, y: Int), end: (x: Int, y: Int)) {
    let movesDown = k == -d || (k != d && self[k - 1] < self[k + 1])
    var x = movesDown ? self[k + 1] : self[k - 1] + 1
    var y = x - k
    let start = (x: x, y: y)
    while x < n, y < m, linesMatch(x, y) {
      x += 1
      y += 1
    }
    furthestX[offset + k] = x
    return (start, (x, y))
  }
}

/// A line of the diff before unchanged runs are collapsed.
private struct DiffRow {
  enum Change {
    case removed
    case inserted
  }

  let change: Change?
  let text: Substring

  /// The rows of an edit script, with the removed lines of each change before its inserted
  /// lines, and the `new` text of each unchanged line.
  static func rows(for edits: [Edit], old: [Substring], new: [Substring]) -> [DiffRow] {
    var rows: [DiffRow] = []
    rows.reserveCapacity(edits.count)
    var inserted: [DiffRow] = []
    for edit in edits {
      switch edit {
      case .kept(_, let index):
        rows += inserted
        inserted.removeAll(keepingCapacity: true)
        rows.append(DiffRow(change: nil, text: new[index]))
      case .removed(let index):
        rows.append(DiffRow(change: .removed, text: old[index]))
      case .inserted(let index):
        inserted.append(DiffRow(change: .inserted, text: new[index]))
      }
    }
    return rows + inserted
  }
}

/// The number of unchanged lines shown on each side of a change.
private let contextLineCount = 2

/// Joins the rows with their prefixes, replacing the middle of each long run of unchanged rows
/// with a line that counts them.
private func render(_ rows: [DiffRow]) -> String {
  var lines: [String] = []
  var runStart = rows.startIndex
  while runStart < rows.endIndex {
    let isUnchanged = rows[runStart].change == nil
    let runEnd =
      rows[runStart...].firstIndex { ($0.change == nil) != isUnchanged } ?? rows.endIndex
    let run = rows[runStart..<runEnd]
    let head = runStart == rows.startIndex ? 0 : contextLineCount
    let tail = runEnd == rows.endIndex ? 0 : contextLineCount
    let hidden = run.count - head - tail
    if isUnchanged, hidden > 1 {
      lines += run.prefix(head).map(prefixed)
      let below = runEnd == rows.endIndex ? nil : rows[runEnd - tail]
      lines += collapsed(run.dropFirst(head).dropLast(tail), keepingHeadersOf: below)
      lines += run.suffix(tail).map(prefixed)
    } else {
      lines += run.map(prefixed)
    }
    runStart = runEnd
  }
  return lines.joined(separator: "\n")
}

/// The hidden rows of an unchanged run as lines that count them, keeping the rows that open
/// the values the next shown row sits in: a change deep in a value shows the fields and
/// elements that lead to it, so a failure names where it is.
private func collapsed(_ hidden: ArraySlice<DiffRow>, keepingHeadersOf next: DiffRow?) -> [String] {
  var headers: [Int] = []
  var depth = next.map { indentation(of: $0.text) } ?? 0
  for index in hidden.indices.reversed() where depth > 0 {
    let rowDepth = indentation(of: hidden[index].text)
    if rowDepth < depth {
      headers.append(index)
      depth = rowDepth
    }
  }
  var lines: [String] = []
  var start = hidden.startIndex
  for header in headers.reversed() {
    lines += countLine(hidden[start..<header])
    lines.append(prefixed(hidden[header]))
    start = header + 1
  }
  return lines + countLine(hidden[start...])
}

/// The line that stands for `rows`: none for no row, the row itself for one.
private func countLine(_ rows: ArraySlice<DiffRow>) -> [String] {
  switch rows.count {
  case 0: []
  case 1: [prefixed(rows[rows.startIndex])]
  default: ["  … (\(rows.count) unchanged)"]
  }
}

/// The number of spaces a dump line starts with: its depth in the value.
private func indentation(of text: Substring) -> Int {
  text.prefix { $0 == " " }.count
}

private func prefixed(_ row: DiffRow) -> String {
  switch row.change {
  case .removed: "\u{2212} " + row.text
  case .inserted: "+ " + row.text
  case nil: "  " + row.text
  }
}
