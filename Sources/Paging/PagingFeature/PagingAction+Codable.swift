import ErrorHandling
import Unidirectional

extension PagingAction: Codable where Item: Codable, Item.ID: Codable, Cursor: Codable {
  /// Writes the action in Swift's synthesized shape, a case by its name with its payloads
  /// named, and each answer's `Result` as a ``/Unidirectional/CodableResult``: what a
  /// recording of a paged list holds.
  ///
  /// ```text
  /// {"reachBottom":{}}
  /// {"itemAppeared":{"id":7}}
  /// {"edit":{"edit":{"remove":{"id":8}},"pending":true}}
  /// {"responseReceived":{"requestID":3,"result":{"success":{"items":[…],"nextCursor":"c2"}}}}
  /// {"pagesReloaded":{"requestID":4,"result":{"failure":{"case":"network"}}}}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try CodedPagingAction(self).encode(to: encoder)
  }

  /// Reads an action written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self = try CodedPagingAction(from: decoder).action
  }
}

/// ``PagingAction`` with its payloads named and its results encodable, so Swift synthesizes
/// its `Codable`.
private enum CodedPagingAction<Item: Identifiable & Sendable, Cursor: Equatable & Sendable>
where Item.ID: Sendable {
  case appear
  case disappear
  case refresh
  case refreshAround(id: Item.ID)
  case reachBottom
  case reachTop
  case retry
  case retryTop
  case itemAppeared(id: Item.ID)
  case edit(edit: ItemEdit<Item>, pending: Bool)
  case editSettled(id: Item.ID)
  case responseReceived(requestID: Int, result: CodableResult<Page<Item, Cursor>, AppError>)
  case pagesReloaded(requestID: Int, result: CodableResult<[Page<Item, Cursor>], AppError>)
  case previousPageReceived(requestID: Int, result: CodableResult<Page<Item, Cursor>, AppError>)

  /// The coded copy of `action`.
  init(_ action: PagingAction<Item, Cursor>) {
    self =
      switch action {
      case .appear: .appear
      case .disappear: .disappear
      case .refresh: .refresh
      case .refreshAround(let id): .refreshAround(id: id)
      case .reachBottom: .reachBottom
      case .reachTop: .reachTop
      case .retry: .retry
      case .retryTop: .retryTop
      case .itemAppeared(let id): .itemAppeared(id: id)
      case .edit(let edit, let pending): .edit(edit: edit, pending: pending)
      case .editSettled(let id): .editSettled(id: id)
      case .responseReceived(let requestID, let result):
        .responseReceived(requestID: requestID, result: CodableResult(result))
      case .pagesReloaded(let requestID, let result):
        .pagesReloaded(requestID: requestID, result: CodableResult(result))
      case .previousPageReceived(let requestID, let result):
        .previousPageReceived(requestID: requestID, result: CodableResult(result))
      }
  }

  /// The action this copy codes.
  var action: PagingAction<Item, Cursor> {
    switch self {
    case .appear: .appear
    case .disappear: .disappear
    case .refresh: .refresh
    case .refreshAround(let id): .refreshAround(id)
    case .reachBottom: .reachBottom
    case .reachTop: .reachTop
    case .retry: .retry
    case .retryTop: .retryTop
    case .itemAppeared(let id): .itemAppeared(id)
    case .edit(let edit, let pending): .edit(edit, pending: pending)
    case .editSettled(let id): .editSettled(id)
    case .responseReceived(let requestID, let result):
      .responseReceived(requestID: requestID, result: result.result)
    case .pagesReloaded(let requestID, let result):
      .pagesReloaded(requestID: requestID, result: result.result)
    case .previousPageReceived(let requestID, let result):
      .previousPageReceived(requestID: requestID, result: result.result)
    }
  }
}

extension CodedPagingAction: Codable where Item: Codable, Item.ID: Codable, Cursor: Codable {}
