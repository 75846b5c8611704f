import Unidirectional

/// A store's core that records the values its reducer reads.
@MainActor
protocol RecordsDependencyReads: AnyObject {
  /// Whether the store's reducer is running now.
  var isReducing: Bool { get }

  /// Notes a value the reducer read while reducing the newest recorded action.
  func noteRead(_ read: DependencyRead)
}
