import Unidirectional

extension AppError: Codable {
  private enum CodingKeys: String, CodingKey {
    case `case`, reason, retryAfter
  }

  /// Writes the case by its ``caseName``, with its reason or its wait in seconds:
  /// `{"case":"network"}`, `{"case":"validation","reason":"Enter a name."}`,
  /// `{"case":"rateLimited","retryAfter":1.5}` (`null` when the server did not say).
  ///
  /// A recording of a feature's actions holds its failures in this form, so a person can
  /// read one and a replay can read it back.
  ///
  /// ```swift
  /// let json = try JSONEncoder().encode(AppError.rateLimited(retryAfter: .seconds(30)))
  /// print(String(decoding: json, as: UTF8.self))
  /// ```
  ///
  /// ```text
  /// {"case":"rateLimited","retryAfter":30}
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(caseName, forKey: .case)
    switch self {
    case .invalidData(let reason), .validation(let reason):
      try container.encode(reason, forKey: .reason)
    case .rateLimited(let retryAfter):
      try container.encode(retryAfter.map(\.inSeconds), forKey: .retryAfter)
    case .network, .invalidResponse, .noData, .decoding, .unauthorized, .forbidden, .notFound,
      .invalidCredentials, .cancelled, .unknown:
      break
    }
  }

  /// Reads an error written by ``encode(to:)``; a case this version does not have is a
  /// `DecodingError` that names it.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .case)
    switch name {
    case "network": self = .network
    case "invalidResponse": self = .invalidResponse
    case "noData": self = .noData
    case "decoding": self = .decoding
    case "invalidData": self = .invalidData(reason: try container.decode(String.self, forKey: .reason))
    case "validation": self = .validation(reason: try container.decode(String.self, forKey: .reason))
    case "unauthorized": self = .unauthorized
    case "forbidden": self = .forbidden
    case "notFound": self = .notFound
    case "rateLimited":
      let seconds = try container.decodeIfPresent(Double.self, forKey: .retryAfter)
      self = .rateLimited(retryAfter: seconds.map { .seconds($0) })
    case "invalidCredentials": self = .invalidCredentials
    case "cancelled": self = .cancelled
    case "unknown": self = .unknown
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .case, in: container, debugDescription: "AppError has no case named \"\(name)\".")
    }
  }
}
