#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A value a reducer got from one of the built-in generators: a UUID, the date, or 64
/// random bits.
///
/// A recording notes, with each action, the values its reducer read from
/// ``DependencyValues/uuid``, ``DependencyValues/date`` and
/// ``DependencyValues/randomNumbers``, in the order it read them; a replay hands the same
/// values back, so a reducer that stamps what it creates replays to the same state.
///
/// ```swift
/// let read = DependencyRead.uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
/// print(read)   // uuid E621E1F8-C36C-495A-93FC-0C247A3E6E5F
/// ```
public enum DependencyRead: Hashable, Sendable, CustomStringConvertible {
  /// A UUID from ``DependencyValues/uuid``.
  case uuid(UUID)
  /// A date from ``DependencyValues/date``.
  case date(Date)
  /// A draw of 64 bits from ``DependencyValues/randomNumbers``.
  case randomBits(UInt64)

  /// The generator's name and the value, as a report shows it.
  public var description: String {
    switch self {
    case .uuid(let uuid): "uuid \(uuid.uuidString)"
    case .date(let date): "date \(date.timeIntervalSinceReferenceDate)s after 2001-01-01"
    case .randomBits(let bits): "randomBits \(bits)"
    }
  }

  /// The generator a read comes from.
  package enum Kind {
    case uuid, date, randomBits
  }

  /// The generator this read comes from.
  package var kind: Kind {
    switch self {
    case .uuid: .uuid
    case .date: .date
    case .randomBits: .randomBits
    }
  }
}
