/// The observed row stores of one list, waiting in their parent's ``ObservedSlices`` as one
/// slice: after an action it asks only the rows that the list's ``EditLog`` names.
///
/// An action that changes one row of a thousand observed ones costs one row's check, not
/// a thousand: the list's stamp tells whether anything changed at all, and its edit log
/// which ids. Where the log cannot tell (it was restarted, or overflowed), every listed row
/// is asked, as a table of single rows would be. A row waiting on an element that left the
/// list is an orphan: orphans are asked again when elements are inserted, as one may be
/// back. An element that left and came back gets a new store while views may still hold
/// the old one, so an id can have several stores; each is asked.
///
/// A row store keeps its entry while its element is in the list and some row of the list
/// waits, so that starting to wait again costs a lookup, not an insertion; once its element
/// is gone and nobody waits on it, or no row waits at all, the entry goes.
@MainActor
final class ObservedRows<Element: Identifiable>: ObservedSlice {
  private let table: ObservedSlices
  private let elements: () -> IdentifiedArray<Element>
  /// The row stores that were read, by id.
  private var listings: [Element.ID: [RowListing]] = [:]
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

  /// Notes that the row store `row` of `id` started waiting for a change; `isGone` tells
  /// that its element is not in the list.
  func rowStartsWaiting(_ row: any ObservedSlice, id: Element.ID, isGone: Bool) {
    let listing = self.listing(of: row, id: id)
    if !listing.isWaiting {
      listing.isWaiting = true
      waitingCount += 1
    }
    if isGone { orphans.insert(id) }
    guard !isListed else { return }
    seen = elements().stamp
    table.insert(self)
  }

  func collectChanges() -> Bool {
    let list = elements()
    guard list.stamp != seen else { return false }
    askRows(touchedSince: seen, in: list)
    seen = list.stamp
    if waitingCount == 0 {
      // The list leaves its parent's table: nothing would keep these entries current.
      listings.removeAll()
      orphans.removeAll()
    }
    return !changed.isEmpty
  }

  func tellChanges() {
    guard !changed.isEmpty else { return }
    let telling = changed
    changed.removeAll(keepingCapacity: true)
    for row in telling { row.tellChanges() }
  }

  /// Asks the rows the edits since `stamp` may have changed: those whose ids the edit log
  /// names, the orphans if elements were inserted, every row if the log cannot tell.
  private func askRows(touchedSince stamp: UInt64, in list: IdentifiedArray<Element>) {
    guard let edits = list.edits(since: stamp) else {
      for id in Array(listings.keys) { ask(id, in: list) }
      return
    }
    var inserted = false
    for edit in edits {
      if let id = edit.id { ask(id, in: list) } else { inserted = true }
    }
    if inserted, !orphans.isEmpty {
      for id in orphans { ask(id, in: list) }
    }
  }

  /// The listing of `row`, made the first time it waits.
  private func listing(of row: any ObservedSlice, id: Element.ID) -> RowListing {
    if let listing = listings[id]?.first(where: { $0.row === row }) { return listing }
    let listing = RowListing(row)
    listings[id, default: []].append(listing)
    return listing
  }

  /// Asks the stores of `id` that wait whether their row changed; forgets the stores that
  /// were freed, and those nobody waits on whose element is gone.
  private func ask(_ id: Element.ID, in list: IdentifiedArray<Element>) {
    guard let entry = listings.index(forKey: id) else { return }
    let isPresent = list.contains(id: id)
    var waitsOnAbsentElement = false
    listings.values[entry].removeAll { listing in
      guard let row = listing.row else {
        if listing.isWaiting { waitingCount -= 1 }
        return true
      }
      if listing.isWaiting {
        if row.collectChanges() { changed.append(row) }
        if !row.isWaiting {
          listing.isWaiting = false
          waitingCount -= 1
        }
      }
      if listing.isWaiting, !isPresent { waitsOnAbsentElement = true }
      return !listing.isWaiting && !isPresent
    }
    if listings.values[entry].isEmpty { listings.remove(at: entry) }
    if waitsOnAbsentElement {
      orphans.insert(id)
    } else if !orphans.isEmpty {
      orphans.remove(id)
    }
  }
}
