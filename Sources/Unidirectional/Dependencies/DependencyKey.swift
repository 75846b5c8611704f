/// A key of the dependency registry: the type of a dependency and the value each context
/// gives it.
///
/// A key names three values. ``liveValue`` is what the app runs with. ``previewValue`` is
/// what a preview or a demo runs with; it is required, and it is never the live value by
/// accident, because it is also what a test goes on with when the key has no test value.
/// ``testValue`` is optional: a key that defines one hands it to every test store that did
/// not set the dependency; a key that does not fails the test that reads it, naming the key.
///
/// Extend ``DependencyValues`` with a property for the key, so features read it by key path:
///
/// ```swift
/// struct ItemsClient: Sendable {
///   var fetch: @Sendable () async throws -> [Item]
/// }
///
/// enum ItemsClientKey: DependencyKey {
///   static let liveValue = ItemsClient { try await api.fetchItems() }
///   static let previewValue = ItemsClient { [Item(id: 1, price: 100)] }
/// }
///
/// extension DependencyValues {
///   var itemsClient: ItemsClient {
///     get { self[ItemsClientKey.self] }
///     set { self[ItemsClientKey.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey {
  /// The type of the dependency.
  associatedtype Value: Sendable

  /// The value the app runs with, in the ``DependencyContext/live`` context.
  static var liveValue: Value { get }

  /// The value previews and demos run with, in the ``DependencyContext/preview`` context.
  ///
  /// A test that reads a key without a ``testValue`` goes on with this value after failing,
  /// so it must not reach the outside world. Where the live value is harmless (a pure
  /// formatter), say so: `static var previewValue: Value { liveValue }`.
  static var previewValue: Value { get }

  /// The value a test store runs with when its test did not set the dependency.
  ///
  /// Leave it out and a test store that reads the dependency fails with the key's name on
  /// the first read, then goes on with ``previewValue``: the live value is never used in a
  /// test by default.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// No test value: a test store that reads the key reports that and goes on with the
  /// preview value.
  public static var testValue: Value {
    MissingTestValueProbe.current?.recordMissing()
    return previewValue
  }
}
