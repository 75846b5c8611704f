public import Unidirectional

// Edits a screen makes by itself: applied to the rows at once; a pending one is remembered
// until it settles and is applied again over rows the server sends (see
// `PendingEditPolicy`). The page that holds an edited row grows or shrinks with it, so
// dropping that page later drops the right rows.

extension PagedList {
  /// Applies `edit` to the rows, remembers it while `pending`, and records the change.
  ///
  /// The edit becomes the row's latest, so it replaces the row's pending edit: a plain one
  /// (a deleted draft, an undone like) leaves the row with none, and a later replacement
  /// no longer applies the older one again. An edit that no longer fits the rows (an
  /// update of a row a window dropped, an insert into a list that holds no page to count
  /// it in) changes no row; a pending one waits for its row, or for a page.
  ///
  /// - Parameters:
  ///   - edit: The change; an insert past the end goes last, one before the start first.
  ///   - pending: Whether the server has yet to confirm it.
  ///   - options: The rules the list keeps.
  /// - Returns: Whether the rows changed.
  /// - Complexity: O(*p*) for *p* pages, plus what the edit costs the rows.
  @discardableResult
  public mutating func apply(_ edit: ItemEdit<Item>, pending: Bool, options: PagedListOptions) -> Bool {
    _pendingEdits.remove(id: edit.id)
    if pending { _pendingEdits.append(edit) }
    let changed = Self.apply(edit, to: &_rows, pages: &_pages)
    if changed {
      switch edit {
      case .update(let item): record(ListChanges(updated: [item.id]), options: options)
      case .remove(let id): record(ListChanges(removed: [id]), options: options)
      case .insert(let item, _): record(ListChanges(inserted: [item.id]), options: options)
      }
    }
    checkInvariants(options)
    return changed
  }

  /// Forgets the pending edit of the item with this id: the server confirmed it.
  ///
  /// - Parameter id: The item's id.
  /// - Returns: Whether the item had a pending edit.
  @discardableResult
  public mutating func settleEdit(id: Item.ID) -> Bool {
    _pendingEdits.remove(id: id) != nil
  }

  /// Applies `edit` to `rows` where it still fits and keeps the page counts in step;
  /// returns whether the rows changed.
  @usableFromInline
  @discardableResult
  static func apply(_ edit: ItemEdit<Item>, to rows: inout IdentifiedArray<Item>, pages: inout [PageSpan<Cursor>])
    -> Bool
  {
    switch edit {
    case .update(let item):
      return rows.update(item) != nil
    case .remove(let id):
      guard let index = rows.index(id: id) else { return false }
      rows.remove(id: id)
      pages.adjustCount(atRow: index, by: -1)
      return true
    case .insert(let item, let position):
      let index = min(max(position, 0), rows.count)
      guard rows.insert(item, at: index) else { return false }
      // A list that holds no page (it loaded nothing, or no pages replaced its rows) counts
      // the row in a page of its own, so its pages still add up to its rows.
      if pages.isEmpty { pages.append(PageSpan(cursor: nil, count: 0, nextCursor: nil)) }
      pages.adjustCount(atRow: index, by: 1)
      return true
    }
  }

  /// The items of a new page with the pending edits applied: a pending removal stays
  /// removed, a pending update replaces the server's copy.
  @inlinable
  func withPendingEdits(_ items: [Item]) -> [Item] {
    guard !_pendingEdits.isEmpty else { return items }
    return items.compactMap { item in
      switch _pendingEdits[id: item.id] {
      case .remove?: nil
      case .update(let edited)?: edited
      case .insert?, nil: item
      }
    }
  }

  /// Stores `changes` as the latest, one revision on, when the rules record changes and
  /// anything changed.
  @inlinable
  mutating func record(_ changes: ListChanges<Item.ID>, options: PagedListOptions) {
    guard options.recordsChanges, !changes.isEmpty else { return }
    var changes = changes
    changes.revision = _changes.revision + 1
    _changes = changes
  }
}
