/// The request the paging feature is waiting for, with the id its response must carry.
public struct InFlightRequest<Cursor> {
  /// Identifies the request; a response carrying another id is stale.
  public var id: Int

  /// What was asked for.
  public var request: PageRequest<Cursor>

  /// Creates a record of a request in flight.
  ///
  /// - Parameters:
  ///   - id: The request's id.
  ///   - request: What was asked for.
  public init(id: Int, request: PageRequest<Cursor>) {
    self.id = id
    self.request = request
  }
}

extension InFlightRequest: Equatable where Cursor: Equatable {}
extension InFlightRequest: Hashable where Cursor: Hashable {}
extension InFlightRequest: Sendable where Cursor: Sendable {}
