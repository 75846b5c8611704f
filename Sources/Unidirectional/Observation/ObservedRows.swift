/// The observed row stores of one list, waiting in the root's ``ObservedSlices`` as one
/// slice: after an action it asks only the rows that the list's ``EditLog`` names.
///
/// An action that changes one row of a thousand observed ones costs one row's check, not
/// a thousand: the list's stamp tells whether anything changed at all, and its edit log
/// which ids. Where the log cannot tell (it was restarted, or overflowed), every observed
/// row is asked, as a table of single rows would be. A row whose element left the list
/// waits as an orphan: orphans are asked again when elements are inserted, as one of them
/// may be back.
///
/// Every row store that was ever read has an entry, held weakly, so that a row starting to
/// wait again costs a counter, not a table insertion. An element that left and came back
/// gets a new store while views may still hold the old one: the old store keeps its entry
/// among the ``olderRows`` of its id, and is asked with the new one.
@MainActor
final class ObservedRows<Element: Identifiable>: ObservedSlice {
  private let table: ObservedSlices
  private let elements: () -> IdentifiedArray<Element>
  /// The row stores that were ever read, by id: the latest one for each id.
  private var rows: [Element.ID: WeakSlice] = [:]
  /// Earlier stores of an id, made before its element left the list and came back.
  private var olderRows: [Element.ID: [WeakSlice]] = [:]
  /// How many of them wait to hear of a change.
  private var waitingCount = 0
  /// The ids of waiting rows whose element was not in the list when last looked at.
  private var orphans: Set<Element.ID> = []
  /// The list's stamp when the rows were last asked.
  private var seen = MutationStamp.empty
  /// The rows that found a change, until ``tellChanges()``.
  private var changed: [any ObservedSlice] = []
  var isListed = false

  /// Creates the rows of the list that `elements` reads, waiting in `table`.
  init(table: ObservedSlices, elements: @escaping () -> IdentifiedArray<Element>) {
    self.table = table
    self.elements = elements
  }

  var isWaiting: Bool { waitingCount > 0 }

  var isGone: Bool { false }

  /// Notes that the row of `id` started waiting for a change; `isGone` tells that its
  /// element is not in the list.
  func rowStartsWaiting(_ row: any ObservedSlice, id: Element.ID, isGone: Bool) {
    if !row.isListed {
      row.isListed = true
      if let earlier = rows.updateValue(WeakSlice(row), forKey: id), earlier.slice != nil {
        olderRows[id, default: []].append(earlier)
      }
    }
    if isGone { orphans.insert(id) }
    waitingCount += 1
    guard !isListed else { return }
    seen = elements().stamp
    table.insert(self)
  }

  func collectChanges() -> Bool {
    let list = elements()
    guard list.stamp != seen else { return false }
    defer { seen = list.stamp }
    guard let edits = list.edits(since: seen) else {
      askEveryRow()
      return !changed.isEmpty
    }
    var inserted = false
    for edit in edits {
      if let id = edit.id { ask(id) } else { inserted = true }
    }
    if inserted, !orphans.isEmpty {
      for id in orphans { ask(id) }
    }
    return !changed.isEmpty
  }

  func tellChanges() {
    let telling = changed
    changed.removeAll(keepingCapacity: true)
    for row in telling { row.tellChanges() }
  }

  /// Asks the stores of `id` that wait whether their row changed.
  private func ask(_ id: Element.ID) {
    guard let entry = rows[id] else { return }
    guard let row = entry.slice else {
      rows[id] = nil
      orphans.remove(id)
      return
    }
    var isOrphan = ask(row)
    if !olderRows.isEmpty, let older = olderRows[id] {
      let alive = older.filter { $0.slice != nil }
      for entry in alive {
        if let row = entry.slice, ask(row) { isOrphan = true }
      }
      olderRows[id] = alive.isEmpty ? nil : alive
    }
    if isOrphan { orphans.insert(id) } else { orphans.remove(id) }
  }

  /// Asks `row`, if it waits, whether it changed; returns whether it still waits on an
  /// element that is not in the list.
  private func ask(_ row: any ObservedSlice) -> Bool {
    guard row.isWaiting else { return false }
    if row.collectChanges() { changed.append(row) }
    guard row.isWaiting else {
      waitingCount -= 1
      return false
    }
    return row.isGone
  }

  /// Asks every waiting row, and counts again how many wait: the edit log could not tell
  /// which rows the edits touched.
  private func askEveryRow() {
    for id in Array(rows.keys) { ask(id) }
    waitingCount =
      rows.values.count { $0.slice?.isWaiting == true }
      + olderRows.values.joined().count { $0.slice?.isWaiting == true }
  }
}
