public import ErrorHandling

/// What the paging feature does with an action, decided from the state alone.
@usableFromInline
enum PagingDecision<Item: Identifiable, Cursor> {
  case ignore(IgnoredReason)
  /// Ignored because the same work is already running: the action's task follows it.
  case join(IgnoredReason)
  /// Replace the list with what this request brings: a first load, refresh or retry.
  case reload(PageRequest<Cursor>)
  /// Replace the list with as many rows as it shows, page after page from this request.
  case reloadPages(PageRequest<Cursor>, rows: Int)
  case loadPage(Cursor)
  case loadPreviousPage(PageCursor<Cursor>)
  case settle(PageRequest<Cursor>, Result<Page<Item, Cursor>, AppError>)
  case settleReload(PageRequest<Cursor>, Result<[Page<Item, Cursor>], AppError>)
  case settlePrevious(PageRequest<Cursor>, Result<Page<Item, Cursor>, AppError>)
  case edit(ItemEdit<Item>, pending: Bool)
  case settleEdit(Item.ID)
  /// The screen went away: cancel the requests in flight.
  case stop
}

extension PagingDecision {
  /// Whether the decision replaces the list with what a new request brings.
  @usableFromInline
  var startsReload: Bool {
    switch self {
    case .reload, .reloadPages: true
    default: false
    }
  }
}
