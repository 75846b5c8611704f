import Unidirectional

extension AppError: Codable {
  private enum CodingKeys: String, CodingKey {
    case `case`, reason, retryAfter
  }

  /// Writes the case by its ``caseName``, with its reason or its wait in seconds:
  /// `{"case":"network"}`, `{"case":"validation","reason":"Enter a name."}`,
  /// `{"case":"rateLimited","retryAfter":1.5}` (`null` when the server did not say; in whole
  /// milliseconds, at most about 68 years).
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
      try container.encode(retryAfter.map(AppError.writtenWait), forKey: .retryAfter)
    case .network, .invalidResponse, .noData, .decoding, .unauthorized, .forbidden, .notFound,
      .invalidCredentials, .cancelled, .unknown:
      break
    }
  }

  /// Reads an error written by ``encode(to:)``; a case this version does not have is a
  /// `DecodingError` that names it, and so is a `retryAfter` that is not a number of
  /// seconds from 0 to about 68 years (2,147,483,647 seconds). A wait is read to the
  /// millisecond, and written so, so that an error read back writes the same again.
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
      self = .rateLimited(retryAfter: try seconds.map { try AppError.readWait($0, in: container) })
    case "invalidCredentials": self = .invalidCredentials
    case "cancelled": self = .cancelled
    case "unknown": self = .unknown
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .case, in: container, debugDescription: "AppError has no case named \"\(name)\".")
    }
  }
}

extension AppError {
  /// The longest wait a rate limit says: 2,147,483,647 seconds, about 68 years. A longer
  /// `Retry-After` reads as this one, and a recording or a saved state that says more is
  /// not read.
  package static let longestRetryAfter: Duration = .seconds(Int64(Int32.max))

  /// A wait as written: whole milliseconds, in seconds, at most ``longestRetryAfter``.
  private static func writtenWait(_ wait: Duration) -> Double {
    Double(milliseconds(in: min(max(wait, .zero), longestRetryAfter))) / 1_000
  }

  /// The wait `seconds` says, to the millisecond, or a `DecodingError` when it is not a
  /// number of seconds from 0 to ``longestRetryAfter``.
  private static func readWait(
    _ seconds: Double, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> Duration {
    let longest = longestRetryAfter.components.seconds
    guard seconds.isFinite, seconds >= 0, seconds <= Double(longest) else {
      throw DecodingError.dataCorruptedError(
        forKey: .retryAfter, in: container,
        debugDescription: "retryAfter is \(seconds) seconds; a wait is from 0 to \(longest) seconds.")
    }
    return .milliseconds(Int64((seconds * 1_000).rounded()))
  }

  /// How many whole milliseconds `duration` holds, rounded to the nearest.
  private static func milliseconds(in duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000 + Int64((Double(attoseconds) / 1e15).rounded())
  }
}
