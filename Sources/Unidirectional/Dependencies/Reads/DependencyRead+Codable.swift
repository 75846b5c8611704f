#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A read is written as an object of one field, named after its generator: `{"uuid":"E621…"}`,
/// `{"date":786297600.25}` in seconds since 2001-01-01 UTC, which a `Double` holds exactly
/// as a date does, or `{"randomBits":12345}`.
extension DependencyRead: Codable {
  private enum CodingKeys: String, CodingKey {
    case uuid, date, randomBits
  }

  /// Reads the one field of a read.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: A `DecodingError` when the object has not exactly one of the fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.onlyKey(expected: "A dependency read has exactly one of `uuid`, `date` and `randomBits`.") {
    case .uuid: self = .uuid(try container.decode(UUID.self, forKey: .uuid))
    case .date: self = .date(Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: .date)))
    case .randomBits: self = .randomBits(try container.decode(UInt64.self, forKey: .randomBits))
    }
  }

  /// Writes the read as an object of one field.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .uuid(let uuid): try container.encode(uuid, forKey: .uuid)
    case .date(let date): try container.encode(date.timeIntervalSinceReferenceDate, forKey: .date)
    case .randomBits(let bits): try container.encode(bits, forKey: .randomBits)
    }
  }
}
