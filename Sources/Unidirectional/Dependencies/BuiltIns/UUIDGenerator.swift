#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Makes the UUIDs a feature gives the things it creates.
///
/// Live, each call is a random `UUID()`. A test gets ``incrementing`` by default, so the
/// ids it asserts are known in advance: the first is `00000000-0000-0000-0000-000000000000`,
/// the next ends in `1`, and so on; each test store starts over at zero.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
/// ```
public struct UUIDGenerator: Sendable {
  /// Makes a UUID without showing it to a recording or a replay.
  package let make: @Sendable () -> UUID

  /// A generator that makes each UUID with `make`.
  ///
  /// - Parameter make: Makes one UUID.
  public init(_ make: @escaping @Sendable () -> UUID) {
    self.make = make
  }

  /// A new UUID; while a store records, the one its reducer read, and while a replay
  /// runs, the recorded one.
  public func callAsFunction() -> UUID {
    let read = DependencyReadTap.read(.uuid) { .uuid(make()) }
    guard case .uuid(let value) = read else { preconditionFailure("A dependency tap gave \(read) for a UUID.") }
    return value
  }

  /// Random UUIDs.
  public static var live: UUIDGenerator {
    UUIDGenerator { UUID() }
  }

  /// UUIDs counting up from zero, in their last twelve hexadecimal digits.
  public static var incrementing: UUIDGenerator {
    let next = LockedState<UInt64>(0)
    return UUIDGenerator {
      let count = next.withLock { count in
        defer { count += 1 }
        return count
      }
      return UUID(counting: count)
    }
  }

  /// The same UUID on every call.
  ///
  /// - Parameter uuid: The UUID to give.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }
}

extension UUID {
  /// The UUID whose last twelve hexadecimal digits are `count`, all others zero.
  fileprivate init(counting count: UInt64) {
    let digits = String(count, radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    self.init(uuidString: "00000000-0000-0000-0000-\(padded.suffix(12))")!
  }
}

extension DependencyValues {
  /// Makes UUIDs: random live and in previews, ``UUIDGenerator/incrementing`` in tests.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/uuid``.
enum UUIDGeneratorKey: DependencyKey {
  static var liveValue: UUIDGenerator { .live }
  static var previewValue: UUIDGenerator { .live }
  static var testValue: UUIDGenerator { .incrementing }
}
