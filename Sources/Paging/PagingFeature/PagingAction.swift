public import ErrorHandling

/// What happens to a paged list.
public enum PagingAction<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>
where Item.ID: Sendable {
  /// The list's screen appeared.
  case appear
  /// The list's screen went away: the requests in flight are cancelled and the list goes
  /// back to what it showed, so appearing again loads again.
  case disappear
  /// The user pulled to refresh.
  case refresh
  /// The user asked to reload the page around an item and to scroll on from there both
  /// ways: a timeline opened at a notification, a chat opened at a message.
  case refreshAround(Item.ID)
  /// The user scrolled to the bottom.
  case reachBottom
  /// The user scrolled to the top of the loaded rows.
  case reachTop
  /// The user tapped retry on an error row, screen or banner of the main direction.
  case retry
  /// The user tapped retry on the error row at the top.
  case retryTop
  /// A row appeared on screen; near either end, it prefetches the page beyond.
  case itemAppeared(Item.ID)
  /// The screen changed a row by itself; a `pending` edit waits for the server and is
  /// kept over refreshed rows until ``editSettled(_:)``, as the feature's policy says.
  /// Either replaces the row's pending edit, so a plain edit leaves the row with none.
  case edit(ItemEdit<Item>, pending: Bool = false)
  /// The server answered the pending edit of the item with this id.
  case editSettled(Item.ID)
  /// The answer to the request with `requestID`.
  case responseReceived(requestID: Int, result: Result<Page<Item, Cursor>, AppError>)
  /// The answer to a refresh of every loaded page: the pages, in order.
  case pagesReloaded(requestID: Int, result: Result<[Page<Item, Cursor>], AppError>)
  /// The answer to the request for the page before the first row.
  case previousPageReceived(requestID: Int, result: Result<Page<Item, Cursor>, AppError>)
}

extension PagingAction: Equatable where Item: Equatable {}
extension PagingAction: Sendable where Item: Sendable {}

extension PagingAction {
  /// What the user did, for an action that can start a reload: ``PagingState/loadTrigger``.
  @usableFromInline
  var loadTrigger: LoadTrigger? {
    switch self {
    case .appear: .appearance
    case .refresh: .pull
    case .retry: .retry
    case .refreshAround: .jump
    default: nil
    }
  }

  /// The action's case name, without its payload, as logs print it: `"reachBottom"`.
  public var name: String {
    switch self {
    case .appear: "appear"
    case .disappear: "disappear"
    case .refresh: "refresh"
    case .refreshAround: "refreshAround"
    case .reachBottom: "reachBottom"
    case .reachTop: "reachTop"
    case .retry: "retry"
    case .retryTop: "retryTop"
    case .itemAppeared: "itemAppeared"
    case .edit: "edit"
    case .editSettled: "editSettled"
    case .responseReceived: "responseReceived"
    case .pagesReloaded: "pagesReloaded"
    case .previousPageReceived: "previousPageReceived"
    }
  }
}
