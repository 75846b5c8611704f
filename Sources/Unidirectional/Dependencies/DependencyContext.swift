/// Which of its values a ``DependencyKey`` gives: the app's, a preview's or a test's.
public enum DependencyContext: Sendable, Hashable {
  /// The app: every key gives its ``DependencyKey/liveValue``.
  case live
  /// A preview or a demo: every key gives its ``DependencyKey/previewValue``.
  case preview
  /// A test store: every key gives its ``DependencyKey/testValue``, and a key without one
  /// fails the test that reads it.
  case test
}
