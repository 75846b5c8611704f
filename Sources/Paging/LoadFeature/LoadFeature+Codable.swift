import ErrorHandling
import Unidirectional

extension LoadFeature.Action: Codable where Value: Codable {
  /// Writes the action in Swift's synthesized shape, the answer's `Result` as a
  /// ``/Unidirectional/CodableResult``: what a recording of the screen holds.
  ///
  /// ```text
  /// {"refresh":{}}
  /// {"responseReceived":{"requestID":2,"result":{"success":…}}}
  /// {"responseReceived":{"requestID":3,"result":{"failure":{"case":"notFound"}}}}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try CodedLoadAction(self).encode(to: encoder)
  }

  /// Reads an action written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    self = try CodedLoadAction(from: decoder).action
  }
}

/// ``LoadFeature/Action`` with its result encodable, so Swift synthesizes its `Codable`.
private enum CodedLoadAction<Value: Sendable> {
  case appear
  case disappear
  case refresh
  case retry
  case responseReceived(requestID: Int, result: CodableResult<Value, AppError>)

  /// The coded copy of `action`.
  init(_ action: LoadFeature<Value>.Action) {
    self =
      switch action {
      case .appear: .appear
      case .disappear: .disappear
      case .refresh: .refresh
      case .retry: .retry
      case .responseReceived(let requestID, let result):
        .responseReceived(requestID: requestID, result: CodableResult(result))
      }
  }

  /// The action this copy codes.
  var action: LoadFeature<Value>.Action {
    switch self {
    case .appear: .appear
    case .disappear: .disappear
    case .refresh: .refresh
    case .retry: .retry
    case .responseReceived(let requestID, let result):
      .responseReceived(requestID: requestID, result: result.result)
    }
  }
}

extension CodedLoadAction: Codable where Value: Codable {}
