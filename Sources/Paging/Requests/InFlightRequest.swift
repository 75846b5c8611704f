/// A request a feature is waiting for, with the id its answer must carry.
public struct InFlightRequest<Request> {
  /// Identifies the request; an answer carrying another id is stale.
  public var id: Int

  /// What was asked for.
  public var request: Request

  /// Creates a record of a request in flight.
  ///
  /// - Parameters:
  ///   - id: The request's id.
  ///   - request: What was asked for.
  public init(id: Int, request: Request) {
    self.id = id
    self.request = request
  }
}

extension InFlightRequest: Equatable where Request: Equatable {}
extension InFlightRequest: Hashable where Request: Hashable {}
extension InFlightRequest: Sendable where Request: Sendable {}

/// Written as its properties: `{"id":3,"request":…}`.
extension InFlightRequest: Codable where Request: Codable {}
