import Paging

/// Everything a `PagedList` shows, and what its last event returned: the terms in which the
/// walk compares the list with ``PagedListReferenceModel``.
struct PagedListObservation: Equatable {
  var rows: [WalkRow]
  var pages: [PageSpan<Int>]
  var above: PageLink<Int>
  var below: PageLink<Int>
  var pendingEdits: [ItemEdit<WalkRow>]
  var changes: ListChanges<Int>
  /// What the event returned: whether a page event dropped pages, an edit changed the rows,
  /// or a settled edit was pending; `nil` for events that return nothing.
  var returned: Bool?

  /// What the list shows, after an event that returned `returned`.
  init(_ list: PagedList<WalkRow, Int>, returned: Bool?) {
    rows = Array(list.rows)
    pages = list.pages
    above = list.above
    below = list.below
    pendingEdits = Array(list.pendingEdits)
    changes = list.changes
    self.returned = returned
  }

  /// What the model says the list should show, after an event that should return `returned`.
  init(_ model: PagedListReferenceModel, returned: Bool?) {
    rows = model.items
    pages = model.spans
    above = model.above
    below = model.below
    pendingEdits = model.pendingEdits
    changes = model.changes
    self.returned = returned
  }

  /// The fields that differ from `other`'s, one pair of lines each: `−` this one's, `+`
  /// the other's.
  func differences(from other: Self) -> String {
    let fields: [(String, String, String)] = [
      ("rows", "\(rows)", "\(other.rows)"),
      ("pages", Self.describe(pages), Self.describe(other.pages)),
      ("above", Self.describe(above), Self.describe(other.above)),
      ("below", Self.describe(below), Self.describe(other.below)),
      ("pending edits", Self.describe(pendingEdits), Self.describe(other.pendingEdits)),
      ("changes", Self.describe(changes), Self.describe(other.changes)),
      ("returned", returned.map(String.init) ?? "nothing", other.returned.map(String.init) ?? "nothing"),
    ]
    return fields.filter { $0.1 != $0.2 }
      .map { name, mine, theirs in "\(name):\n  − \(mine)\n  + \(theirs)" }
      .joined(separator: "\n")
  }

  /// One line: `rows [1v0, 2v0] · pages [nil:2→3] · above end · below 3 · pending [] · changes r0`.
  var summary: String {
    [
      "rows \(rows)", "pages \(Self.describe(pages))", "above \(Self.describe(above))",
      "below \(Self.describe(below))", "pending \(Self.describe(pendingEdits))", "changes \(Self.describe(changes))",
    ].joined(separator: " · ")
  }

  /// `[nil:2→3, 3:1→end]`: each page's cursor, count, and the cursor it names below.
  private static func describe(_ pages: [PageSpan<Int>]) -> String {
    "[" + pages.map { "\(name($0.cursor)):\($0.count)→\($0.nextCursor.map(String.init) ?? "end")" }.joined(separator: ", ") + "]"
  }

  private static func describe(_ link: PageLink<Int>) -> String {
    switch link {
    case .end: "end"
    case .firstPage: "first page"
    case .cursor(let cursor): "\(cursor)"
    }
  }

  private static func describe(_ edits: [ItemEdit<WalkRow>]) -> String {
    "[" + edits.map { edit in
      switch edit {
      case .update(let row): "update \(row)"
      case .remove(let id): "remove \(id)"
      case .insert(let row, let position): "insert \(row) at \(position)"
      }
    }.joined(separator: ", ") + "]"
  }

  /// `r3 +[5] −[1, 2] ↕[4] ~[3, 4]`: the revision, then the inserted, removed, moved and
  /// updated ids, each only when there are some.
  private static func describe(_ changes: ListChanges<Int>) -> String {
    var parts = ["r\(changes.revision)"]
    if !changes.inserted.isEmpty { parts.append("+\(changes.inserted)") }
    if !changes.removed.isEmpty { parts.append("−\(changes.removed)") }
    if !changes.moved.isEmpty { parts.append("↕\(changes.moved)") }
    if !changes.updated.isEmpty { parts.append("~\(changes.updated)") }
    return parts.joined(separator: " ")
  }

  private static func name(_ cursor: Int?) -> String {
    cursor.map(String.init) ?? "nil"
  }
}
