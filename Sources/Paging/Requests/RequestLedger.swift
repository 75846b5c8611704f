import Unidirectional

/// The request bookkeeping of a feature that waits for one answer at a time: which request
/// is in flight, and the id the next one gets.
///
/// A feature starts a request with ``start(_:)``, which hands out the next id, and ends
/// it with ``end()`` when the answer arrived or the request was cancelled. An answer whose
/// id is not the one in flight is stale. Ids count up from 0 and are never reused.
///
/// ``PagingFeature`` and ``LoadFeature`` keep their ledgers out of their states' `==`, so a
/// test asserts what the screen shows and never writes a ledger line; a test that builds a
/// state in the middle of a load sets the ledger with the call the reducer makes:
///
/// ```swift
/// var requests = RequestLedger<PageRequest<String>>()
/// requests.start(PageRequest(cursor: "2", pageSize: 20))
/// let paging = PagingFeature<Post, String>.State(
///   list: .paging([Post(id: 1)]), nextPage: .cursor("2"), requests: requests)
/// ```
public struct RequestLedger<Request> {
  /// The request whose answer the feature waits for, with its id; `nil` when none is out.
  public private(set) var inFlight: InFlightRequest<Request>?

  /// The id the next request gets.
  public private(set) var nextID: Int

  /// Creates a ledger; by default, for a feature that never sent a request.
  ///
  /// - Parameters:
  ///   - inFlight: The request in flight, if any.
  ///   - nextID: The id of the next request; it must be greater than the id in flight,
  ///     since ids are handed out in order.
  public init(inFlight: InFlightRequest<Request>? = nil, nextID: Int = 0) {
    precondition(
      inFlight.map { $0.id < nextID } ?? true,
      "RequestLedger: the request in flight has id \(inFlight?.id ?? 0), but the next id is \(nextID); ids are handed out in order, so the next one must be greater."
    )
    self.inFlight = inFlight
    self.nextID = nextID
  }

  /// Records `request` as the one in flight, replacing any other, and returns its id.
  ///
  /// - Parameter request: The request about to be sent.
  /// - Returns: The id its answer must carry.
  @discardableResult
  public mutating func start(_ request: Request) -> Int {
    let id = nextID
    nextID += 1
    inFlight = InFlightRequest(id: id, request: request)
    return id
  }

  /// Records that the request in flight ended: answered, or cancelled.
  public mutating func end() {
    inFlight = nil
  }

  /// The request in flight if `id` is its id; `nil` for an answer that is stale.
  ///
  /// - Parameter id: The id an answer carries.
  /// - Returns: The request that answer belongs to, if it is the one in flight.
  @inlinable
  public func request(answeredBy id: Int) -> Request? {
    guard let inFlight, inFlight.id == id else { return nil }
    return inFlight.request
  }

  /// Whether a request is in flight.
  @inlinable
  public var isWaiting: Bool { inFlight != nil }
}

extension RequestLedger: Equatable where Request: Equatable {}
extension RequestLedger: Hashable where Request: Hashable {}
extension RequestLedger: Sendable where Request: Sendable {}

/// Written as its properties, the request in flight left out when none is out:
/// `{"inFlight":{"id":3,"request":…},"nextID":4}`, `{"nextID":4}`.
extension RequestLedger: Codable where Request: Codable {
  private enum CodingKeys: String, CodingKey { case inFlight, nextID }

  /// Reads a ledger written by `encode(to:)`; one whose request in flight has an id the
  /// next id does not pass is a `DecodingError`, since ids are handed out in order, and so
  /// is a next id below 0 or above 2⁵³, which the ledger would count past `Int.max` from.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let inFlight = try container.decodeIfPresent(InFlightRequest<Request>.self, forKey: .inFlight)
    let nextID = try DecodedCounter.decode(forKey: .nextID, in: container)
    if let inFlight, inFlight.id >= nextID {
      throw DecodingError.dataCorruptedError(
        forKey: .nextID, in: container,
        debugDescription:
          "The request in flight has id \(inFlight.id), but the next id is \(nextID); ids are handed out in order, so the next one must be greater."
      )
    }
    self.init(inFlight: inFlight, nextID: nextID)
  }
}
