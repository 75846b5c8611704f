/// A `Result` that can be encoded: `{"success": …}` or `{"failure": …}`.
///
/// The standard library's `Result` is not `Codable`, so an action that carries one, such as
/// the answer of a request, has no synthesized `Codable`. Declare a private copy of the
/// action enum whose `Result` payloads are `CodableResult`s, let Swift synthesize the copy's
/// `Codable`, and encode the action through the copy: every other payload keeps the shape
/// Swift gives it.
///
/// ```swift
/// enum ProfileAction: Equatable {
///   case refresh
///   case loaded(Result<String, AppError>)
/// }
///
/// /// ProfileAction as it is written, with its `Result` held as a `CodableResult`.
/// private enum CodedProfileAction: Codable {
///   case refresh
///   case loaded(result: CodableResult<String, AppError>)
/// }
///
/// extension ProfileAction: Codable {
///   func encode(to encoder: any Encoder) throws {
///     let coded: CodedProfileAction =
///       switch self {
///       case .refresh: .refresh
///       case .loaded(let result): .loaded(result: CodableResult(result))
///       }
///     try coded.encode(to: encoder)
///   }
///
///   init(from decoder: any Decoder) throws {
///     self =
///       switch try CodedProfileAction(from: decoder) {
///       case .refresh: .refresh
///       case .loaded(let result): .loaded(result.result)
///       }
///   }
/// }
/// ```
///
/// ```text
/// {"loaded":{"result":{"success":"Ada"}}}
/// {"loaded":{"result":{"failure":{"case":"network"}}}}
/// ```
public struct CodableResult<Success, Failure: Error> {
  /// The result.
  public var result: Result<Success, Failure>

  /// Wraps `result` to encode it.
  ///
  /// - Parameter result: The result.
  public init(_ result: Result<Success, Failure>) {
    self.result = result
  }

  private enum CodingKeys: String, CodingKey {
    case success, failure
  }
}

extension CodableResult: Encodable where Success: Encodable, Failure: Encodable {
  /// Writes `{"success": value}` or `{"failure": error}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch result {
    case .success(let value): try container.encode(value, forKey: .success)
    case .failure(let error): try container.encode(error, forKey: .failure)
    }
  }
}

extension CodableResult: Decodable where Success: Decodable, Failure: Decodable {
  /// Reads a result written by ``encode(to:)``: exactly one of `success` and `failure`.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch (container.contains(.success), container.contains(.failure)) {
    case (true, false): result = .success(try container.decode(Success.self, forKey: .success))
    case (false, true): result = .failure(try container.decode(Failure.self, forKey: .failure))
    default:
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "A result holds exactly one of \"success\" and \"failure\"."))
    }
  }
}

extension CodableResult: Sendable where Success: Sendable, Failure: Sendable {}
