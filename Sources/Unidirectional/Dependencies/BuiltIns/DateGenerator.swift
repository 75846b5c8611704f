#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Tells a feature what time it is.
///
/// Live and in previews, the current date. Tests have no default: a test that reads the
/// date fixes it with ``constant(_:)``, so the states it asserts are the same on every run.
///
/// ```swift
/// @Dependency(\.date) var date
/// let savedAt = date()
/// ```
public struct DateGenerator: Sendable {
  /// Reads the date without showing it to a recording or a replay.
  package let now: @Sendable () -> Date

  /// A generator that reads the date with `now`.
  ///
  /// - Parameter now: Gives the current date.
  public init(_ now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// The current date; while a store records, the one its reducer read, and while a
  /// replay runs, the recorded one.
  public func callAsFunction() -> Date {
    let read = DependencyReadTap.read(.date) { .date(now()) }
    guard case .date(let value) = read else { preconditionFailure("A dependency tap gave \(read) for a date.") }
    return value
  }

  /// The system's current date.
  public static var live: DateGenerator {
    DateGenerator { Date() }
  }

  /// The same date on every call.
  ///
  /// - Parameter date: The date to give.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

extension DependencyValues {
  /// Tells the date: the system's live and in previews; a test sets it.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/date``.
enum DateGeneratorKey: DependencyKey {
  static var liveValue: DateGenerator { .live }
  static var previewValue: DateGenerator { .live }
}
