import LoadingStates
public import Unidirectional

// Edits a screen makes by itself: applied to the rows in every case that shows them, while
// pages keep loading; a pending one is remembered until it settles and is applied again over
// rows the server sends (see `PendingEditPolicy`). With a window, the page that holds an
// edited row grows or shrinks with it, so dropping that page later drops the right rows.

extension PagingFeature {
  /// Applies `edit` to the rows, remembers it while `pending`, and records the change.
  ///
  /// The edit becomes the row's latest, so it replaces the row's pending edit: a plain one
  /// (a deleted draft, an undone like) leaves the row with none, and a refresh no longer
  /// applies the older one again.
  @usableFromInline
  func apply(_ edit: ItemEdit<Item>, pending: Bool, in state: inout State) {
    state.pendingEdits.remove(id: edit.id)
    if pending { state.pendingEdits.append(edit) }
    var pages = state.pages
    var changed = false
    state.list.modifyValue { rows in changed = applyAgain(edit, to: &rows, pages: &pages) }
    state.pages = pages
    guard changed else { return }
    switch edit {
    case .update(let item): record(ListChanges(updated: [item.id]), in: &state)
    case .remove(let id): record(ListChanges(removed: [id]), in: &state)
    case .insert(let item, _): record(ListChanges(inserted: [item.id]), in: &state)
    }
  }

  /// Applies `edit` to `rows` where it still fits (an insert past the end goes last) and
  /// keeps the window's page counts in step; returns whether the rows changed.
  @usableFromInline
  @discardableResult
  func applyAgain(_ edit: ItemEdit<Item>, to rows: inout IdentifiedArray<Item>, pages: inout [PageSpan<Cursor>]) -> Bool {
    switch edit {
    case .update(let item):
      return rows.update(item) != nil
    case .remove(let id):
      guard let index = rows.index(id: id) else { return false }
      rows.remove(id: id)
      pages.adjustCount(atRow: index, by: -1)
      return true
    case .insert(let item, let position):
      let index = min(position, rows.count)
      guard rows.insert(item, at: index) else { return false }
      pages.adjustCount(atRow: index, by: 1)
      return true
    }
  }

  /// The items of a new page with the pending edits applied: a pending removal stays
  /// removed, a pending update replaces the server's copy.
  @inlinable
  func withPendingEdits(_ items: [Item], in state: State) -> [Item] {
    guard !state.pendingEdits.isEmpty else { return items }
    return items.compactMap { item in
      switch state.pendingEdits[id: item.id] {
      case .remove?: nil
      case .update(let edited)?: edited
      case .insert?, nil: item
      }
    }
  }

  /// Stores `changes` as the state's latest, one revision on, when the feature records
  /// changes and anything changed.
  @inlinable
  func record(_ changes: ListChanges<Item.ID>, in state: inout State) {
    guard recordsChanges, !changes.isEmpty else { return }
    var changes = changes
    changes.revision = state.changes.revision + 1
    state.changes = changes
  }
}

